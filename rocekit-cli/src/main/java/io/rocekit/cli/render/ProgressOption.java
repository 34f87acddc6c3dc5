package io.rocekit.cli.render;

import io.rocekit.cli.command.Terminal;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * {@code --no-progress}, the same on every command that draws a progress bar (sim, tune, fleet):
 * add {@code @Mixin ProgressOption progress;} and draw only when {@link #draw} says so.
 */
public final class ProgressOption {
    @Option(names = "--no-progress", description = "No progress bar on stderr (it is drawn only on a terminal,"
            + " and never with --quiet).")
    boolean off;

    /** Whether the command of {@code spec} may draw its bar: not turned off, not --quiet, stderr a terminal. */
    public boolean draw(CommandSpec spec) {
        return !off && Terminal.progress(spec);
    }
}
