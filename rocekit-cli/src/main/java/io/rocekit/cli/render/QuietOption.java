package io.rocekit.cli.render;

import java.io.PrintWriter;
import picocli.CommandLine.Option;

/**
 * {@code -q/--quiet}, the same on every command: no progress and no notes on stderr; errors are
 * still printed. Commands print their notes through {@link #note} so the flag works everywhere.
 */
public final class QuietOption {
    @Option(names = {"-q", "--quiet"}, description = "No progress or notes on stderr (errors still print).")
    boolean quiet;

    public boolean enabled() {
        return quiet;
    }

    /** Prints a note on {@code err} unless quiet. */
    public void note(PrintWriter err, String line) {
        if (!quiet) {
            err.println(line);
            err.flush();
        }
    }
}
