package io.rocekit.capture.track;

/**
 * Responses a direction carried before it could be paired (no request flow fitted yet, or two
 * fitted equally well), kept in primitive arrays up to {@value #CAP} so that they count once the
 * pairing is known.
 */
final class PendingResponses {
    static final int CAP = 256;

    final int[] op = new int[CAP];
    final int[] psn = new int[CAP];
    final int[] syndrome = new int[CAP];
    final int[] msn = new int[CAP];
    final long[] nanos = new long[CAP];
    final long[] frame = new long[CAP];
    int size;

    boolean full() {
        return size == CAP;
    }

    void add(int opFlags, int respPsn, int aethSyndrome, int aethMsn, long timeNanos, long frameNumber) {
        op[size] = opFlags;
        psn[size] = respPsn;
        syndrome[size] = aethSyndrome;
        msn[size] = aethMsn;
        nanos[size] = timeNanos;
        frame[size] = frameNumber;
        size++;
    }
}
