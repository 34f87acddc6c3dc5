package io.rocekit.cli.command;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The exit codes every rocekit command keeps (DESIGN.md, "Contracts").
 *
 * <p>picocli maps an uncaught exception to 1 by default; rocekit gives 1 to "findings at or above
 * {@code --fail-on}", so an exception must never end up there: {@code CommandLines} maps it to
 * {@link #INTERNAL_ERROR}.
 */
public final class ExitCodes {
    /** Ran and found nothing at or above {@code --fail-on}. */
    public static final int OK = 0;
    /** Ran and found something at or above {@code --fail-on}. */
    public static final int FINDINGS = 1;
    /** Usage or input error: the message names the file, the line or byte offset, and what was expected. */
    public static final int INPUT_ERROR = 2;
    /** A bug in rocekit: the message says so and how to report it. */
    public static final int INTERNAL_ERROR = 3;
    /**
     * Ran, but nothing was there to judge: no evidence recognised, or no GPU or RDMA device present.
     * Distinct from {@link #OK} so that a script never reads "understood nothing" as "all clear".
     */
    public static final int NOTHING_TO_JUDGE = 4;
    /**
     * Standard output was closed before everything was written ({@code rocekit decode x | head}):
     * rocekit stops quietly with the code a shell gives a tool killed by SIGPIPE (128 + 13).
     */
    public static final int OUTPUT_CLOSED = 141;

    /**
     * What {@code --help} of a command prints under "Exit codes:", in order.
     *
     * @param findings       whether the command exits with 1 on findings ({@code --fail-on} or alike)
     * @param nothingToJudge whether it can exit with 4 when it recognised nothing to judge
     */
    public static Map<String, String> helpList(boolean findings, boolean nothingToJudge) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(" " + OK, findings ? "Ran; nothing found at or above --fail-on." : "Ran.");
        if (findings) {
            m.put(" " + FINDINGS, "Findings at or above --fail-on.");
        }
        m.put(" " + INPUT_ERROR, "Usage or input error (the message names the file, line or offset, and what was expected).");
        m.put(" " + INTERNAL_ERROR, "Internal error in rocekit (a bug: please report it).");
        if (nothingToJudge) {
            m.put(" " + NOTHING_TO_JUDGE, "Nothing to judge: no evidence recognised or no GPU/RDMA device present"
                    + " (the output lists what was missing and why).");
        }
        m.put(" " + OUTPUT_CLOSED, "Standard output closed early (e.g. by 'head'); stopped quietly.");
        return m;
    }

    private ExitCodes() {
    }
}
