package io.rocekit.capture.report;

/**
 * A request whose PSN was ahead of the highest PSN seen so far by more than one.
 *
 * @param afterPsn    the highest PSN before the gap
 * @param nextSeenPsn the PSN that arrived
 * @param missing     PSNs skipped between them
 * @param frame       the frame number of the request that arrived (1-based, as tshark numbers)
 * @param timeNanos   its capture time (ns since the epoch)
 */
public record PsnGap(int afterPsn, int nextSeenPsn, int missing, long frame, long timeNanos) {
}
