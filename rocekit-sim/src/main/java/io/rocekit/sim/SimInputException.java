package io.rocekit.sim;

/**
 * Input the simulator cannot use: a malformed topology or flow file, an impossible parameter, an
 * unknown scenario key. The message names where (file and line, or the key path) and why, so a
 * user can fix it; the CLI prints it as one line.
 */
public final class SimInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SimInputException(String message) {
        super(message);
    }

    /** {@code file:line: what was expected, found 'text'}. */
    public static SimInputException at(String file, int line, String expected, String found) {
        return new SimInputException(file + ":" + line + ": expected " + expected
                + (found.isEmpty() ? ", found nothing" : ", found '" + found + "'"));
    }
}
