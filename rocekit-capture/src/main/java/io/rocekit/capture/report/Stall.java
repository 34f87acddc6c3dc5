package io.rocekit.capture.report;

/**
 * The longest time a flow made no progress (no new PSN, no ACK moving forward) while it had
 * requests outstanding or was retransmitting.
 *
 * @param atEnd true when the capture ended during it, with requests still unacknowledged
 */
public record Stall(long nanos, long startNanos, boolean atEnd) {
}
