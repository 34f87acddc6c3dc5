package io.rocekit.capture.report;

import java.util.Optional;
import java.util.OptionalLong;

/**
 * ECN marks on a direction and the CNPs that throttle it (or that it carries).
 *
 * @param ecn                  ECN codepoints of the packets other than CNPs
 * @param ceMarked             packets marked CE (ECN 11)
 * @param ceFraction           ceMarked / packets
 * @param ecnCapableNeverMarked the flow carries data, ECT packets, and not one CE
 * @param cnps                 CNPs that throttle this flow
 * @param cnpIntervalNanos     time between consecutive CNPs for this flow
 * @param firstCeToCnpNanos    first CE-marked packet to the first CNP after it
 */
public record CongestionStats(
        EcnCounts ecn,
        long ceMarked,
        double ceFraction,
        boolean ecnCapableNeverMarked,
        long cnps,
        Optional<LatencySummary> cnpIntervalNanos,
        OptionalLong firstCeToCnpNanos,
        long cnpsCarried) {
}
