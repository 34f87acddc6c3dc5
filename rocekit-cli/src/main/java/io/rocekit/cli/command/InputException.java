package io.rocekit.cli.command;

/**
 * Bad input or usage that the user can fix: printed as one line without a stack trace, exit code
 * {@link ExitCodes#INPUT_ERROR}. The message names the file, the line or byte offset, and what was
 * expected.
 */
public final class InputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public InputException(String message) {
        super(message);
    }

    public InputException(String message, Throwable cause) {
        super(message, cause);
    }
}
