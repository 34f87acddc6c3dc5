package io.rocekit.cli.command;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * What a command may draw on standard error: a progress bar only when standard error is a terminal
 * (never carriage returns into a redirected log) and the user did not ask for {@code --quiet}.
 */
public final class Terminal {
    private Terminal() {
    }

    /** Whether standard error is a terminal: {@code /proc/self/fd/2} names a tty, else the JVM's console. */
    public static boolean stderrIsTerminal() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return System.console() != null;
        }
    }

    /** Whether {@code --quiet} was given to the command of {@code spec} (every command has it). */
    public static boolean quiet(CommandSpec spec) {
        OptionSpec o = spec.findOption("--quiet");
        return o != null && Boolean.TRUE.equals(o.getValue());
    }

    /** Whether a progress bar may be drawn for the command of {@code spec}. */
    public static boolean progress(CommandSpec spec) {
        return !quiet(spec) && stderrIsTerminal();
    }
}
