package io.rocekit.capture.report;

/**
 * One NAK or RNR NAK answering a flow's requests.
 *
 * @param kind     a NAK or an RNR NAK (JSON: {@code NAK}, {@code RNR_NAK})
 * @param code     the NAK code name ({@code PSN_SEQUENCE_ERROR}, ...) or, for an RNR NAK,
 *                 {@code RNR_TIMER_n}
 * @param psn      the PSN it carries (the expected PSN for a sequence error)
 * @param syndrome the AETH syndrome byte
 * @param msn      the AETH message sequence number
 */
public record NakEvent(long frame, long timeNanos, Kind kind, String code, int psn, int syndrome, int msn) {

    /** The two kinds of negative AETH (IBA Vol 1, 9.7.5.1, table 44). */
    public enum Kind {
        /** Syndrome bits 6-5 = 11: a NAK with a NAK code. */
        NAK,
        /** Syndrome bits 6-5 = 01: receiver not ready, with an RNR timer code. */
        RNR_NAK
    }
}
