package io.rocekit.host.collect;

/** Runs collection commands; the real one is {@link ProcessCommandRunner}, tests pass their own. */
@FunctionalInterface
public interface CommandRunner {
    /** Runs {@code spec} (or reports it not installed); never throws for a failing command. */
    CommandResult run(CommandSpec spec);
}
