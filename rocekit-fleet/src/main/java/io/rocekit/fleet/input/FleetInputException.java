package io.rocekit.fleet.input;

/** What the user named is not a snapshot or a folder of them; the message names the path. */
public final class FleetInputException extends Exception {
    private static final long serialVersionUID = 1L;

    public FleetInputException(String message) {
        super(message);
    }
}
