package io.rocekit.fabric.intent;

/** An intent that cannot be read: the message names the file, the key path and what was expected. */
public final class IntentException extends Exception {
    private static final long serialVersionUID = 1L;

    public IntentException(String message) {
        super(message);
    }

    public IntentException(String message, Throwable cause) {
        super(message, cause);
    }
}
