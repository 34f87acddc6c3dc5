package io.rocekit.core.io;

import java.io.IOException;

/**
 * A file given to rocekit cannot be used as asked: it is a directory where a file was expected (or
 * the reverse), it is larger than rocekit reads, or one of its lines is. The message names the
 * file, the offset or line where it applies, and the limit or what was expected.
 */
public final class InputFileException extends IOException {
    private static final long serialVersionUID = 1L;

    public InputFileException(String message) {
        super(message);
    }

    public InputFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
