package io.rocekit.host.collect;

import java.util.List;
import java.util.Objects;

/**
 * A command to run during collection.
 *
 * @param file          where its stdout goes in the snapshot ({@code commands/lspci-vvv.txt})
 * @param argv          the argument list; {@code argv[0]} is looked up on the search path
 * @param timeoutMillis after this long it is killed and recorded as timed out
 * @param capBytes      at most this much stdout is kept; the rest is read and dropped
 */
public record CommandSpec(String file, List<String> argv, long timeoutMillis, int capBytes) {
    public CommandSpec {
        Objects.requireNonNull(file, "file");
        argv = List.copyOf(argv);
        if (argv.isEmpty()) {
            throw new IllegalArgumentException("empty argv");
        }
        if (timeoutMillis <= 0 || capBytes <= 0) {
            throw new IllegalArgumentException("timeoutMillis=" + timeoutMillis + ", capBytes=" + capBytes);
        }
    }

    /** The program name ({@code argv[0]}). */
    public String program() {
        return argv.get(0);
    }
}
