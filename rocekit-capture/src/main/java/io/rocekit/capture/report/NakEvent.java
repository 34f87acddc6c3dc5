package io.rocekit.capture.report;

/**
 * One NAK or RNR NAK answering a flow's requests.
 *
 * @param kind     {@code NAK} or {@code RNR_NAK}
 * @param code     the NAK code name ({@code PSN_SEQUENCE_ERROR}, ...) or, for an RNR NAK,
 *                 {@code RNR_TIMER_n}
 * @param psn      the PSN it carries (the expected PSN for a sequence error)
 * @param syndrome the AETH syndrome byte
 * @param msn      the AETH message sequence number
 */
public record NakEvent(long frame, long timeNanos, String kind, String code, int psn, int syndrome, int msn) {
}
