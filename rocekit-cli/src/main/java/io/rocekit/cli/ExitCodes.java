package io.rocekit.cli;

/**
 * The exit codes every rocekit command keeps (DESIGN.md, "Contracts").
 *
 * <p>picocli maps an uncaught exception to 1 by default; rocekit gives 1 to "findings at or above
 * {@code --fail-on}", so an exception must never end up there: {@link CommandLines} maps it to
 * {@link #INTERNAL_ERROR}.
 */
public final class ExitCodes {
    /** Ran and found nothing at or above {@code --fail-on}. */
    public static final int OK = 0;
    /** Ran and found something at or above {@code --fail-on}. */
    public static final int FINDINGS = 1;
    /** Usage or input error: the message names the file, the line or offset, and what was expected. */
    public static final int INPUT_ERROR = 2;
    /** A bug in rocekit: the message says so and how to report it. */
    public static final int INTERNAL_ERROR = 3;

    /** What {@code --help} of every command prints under "Exit codes:", in order. */
    static java.util.Map<String, String> helpList() {
        java.util.Map<String, String> m = new java.util.LinkedHashMap<>();
        m.put(" " + OK, "Ran; nothing found at or above --fail-on.");
        m.put(" " + FINDINGS, "Findings at or above --fail-on.");
        m.put(" " + INPUT_ERROR, "Usage or input error (the message names the file, line or offset, and what was expected).");
        m.put(" " + INTERNAL_ERROR, "Internal error in rocekit (a bug: please report it).");
        return m;
    }

    private ExitCodes() {
    }
}
