package io.rocekit.capture.report;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The request PSNs one direction carries: gaps, late fills, duplicates and retransmissions
 * (docs/capture.md, PSNs). Zero and empty for a direction without tracked requests.
 *
 * @param uniquePsns           request PSNs seen at least once
 * @param highestPsn           the highest request PSN seen (24-bit order)
 * @param psnGapCount          gaps in all (the list keeps the first 256)
 * @param missingPsns          PSNs skipped by gaps, summed (late fills included)
 * @param duplicatePsns        PSNs seen again, once each, in order (first 256)
 * @param lateFillPsns         PSNs first seen behind the highest (first 256)
 * @param duplicatePackets     packets whose PSN had been seen
 * @param retransmittedPackets second or later transmissions by the sender (see docs/capture.md)
 */
public record PsnStats(
        long uniquePsns,
        OptionalInt firstPsn,
        OptionalInt highestPsn,
        List<PsnGap> psnGaps,
        long psnGapCount,
        long missingPsns,
        List<Integer> duplicatePsns,
        List<Integer> lateFillPsns,
        long duplicatePackets,
        long retransmittedPackets,
        long retransmissionEpisodes,
        Optional<LatencySummary> retransmissionDelayNanos,
        long psnResets) {
}
