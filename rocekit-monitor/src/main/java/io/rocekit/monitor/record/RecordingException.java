package io.rocekit.monitor.record;

/** A recording that cannot be read: the message names the file, the line and what was expected. */
public final class RecordingException extends Exception {
    private static final long serialVersionUID = 1L;

    public RecordingException(String message) {
        super(message);
    }
}
