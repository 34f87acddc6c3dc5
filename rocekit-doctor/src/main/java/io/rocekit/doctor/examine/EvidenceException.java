package io.rocekit.doctor.examine;

/** An input the doctor cannot read; the message names the file and what was expected (the CLI exits 2). */
public final class EvidenceException extends Exception {
    private static final long serialVersionUID = 1L;

    public EvidenceException(String message, Throwable cause) {
        super(message, cause);
    }
}
