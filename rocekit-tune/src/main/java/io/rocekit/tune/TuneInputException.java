package io.rocekit.tune;

/** A sweep file or option that cannot be used; the message names the file and key path. */
public final class TuneInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public TuneInputException(String message) {
        super(message);
    }

    public TuneInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
