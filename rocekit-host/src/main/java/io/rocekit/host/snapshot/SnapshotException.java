package io.rocekit.host.snapshot;

/**
 * A snapshot cannot be read as asked: a path that climbs out of it, a symbolic link inside it, a
 * manifest that is not valid. The message names the snapshot path and what is wrong.
 */
public final class SnapshotException extends Exception {
    private static final long serialVersionUID = 1L;

    public SnapshotException(String message) {
        super(message);
    }

    public SnapshotException(String message, Throwable cause) {
        super(message, cause);
    }
}
