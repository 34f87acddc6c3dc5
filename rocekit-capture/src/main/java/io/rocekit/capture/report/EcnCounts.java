package io.rocekit.capture.report;

/** Packets by ECN codepoint (RFC 3168): 00 not-ECT, 01 ECT(1), 10 ECT(0), 11 CE. */
public record EcnCounts(long notEct, long ect1, long ect0, long ce) {
    public long total() {
        return notEct + ect1 + ect0 + ce;
    }
}
