package io.rocekit.core.io;

/**
 * A value in a user's input that rocekit cannot use (a number out of its range, YAML nested too
 * deep): the unchecked sibling of {@link InputFileException}, for code that reads values inside
 * lambdas or trees. The message names the file, the place (line or key path) and what was
 * expected; the CLI prints it as an input error (exit 2).
 */
public class InputValueException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public InputValueException(String message) {
        super(message);
    }

    public InputValueException(String message, Throwable cause) {
        super(message, cause);
    }
}
