package io.rocekit.capture.report;

/** NAKs answering a flow's requests, by code (IBA Vol 1, 9.7.5.2), and RNR NAKs. */
public record Naks(long psnSequenceError, long invalidRequest, long remoteAccessError,
        long remoteOperationalError, long invalidRdRequest, long reserved, long rnr) {
    public static final Naks NONE = new Naks(0, 0, 0, 0, 0, 0, 0);

    /** NAKs of every kind, RNR included. */
    public long total() {
        return psnSequenceError + invalidRequest + remoteAccessError + remoteOperationalError + invalidRdRequest
                + reserved + rnr;
    }

    /** NAKs that put the QP in the error state (every code but PSN sequence error; RNR excluded). */
    public long fatal() {
        return invalidRequest + remoteAccessError + remoteOperationalError + invalidRdRequest + reserved;
    }
}
