package io.rocekit.capture.synth;

import io.rocekit.capture.report.PsnGap;
import java.util.List;

/**
 * What the generator knows about one connection's request direction, in the analyzer's own
 * terms (see {@code PsnTracker} for the definitions).
 *
 * @param requesterQp     the sending QP (destination QP of ACKs and CNPs)
 * @param responderQp     the receiving QP (destination QP of the requests)
 * @param requestPackets  captured requests, resends included
 * @param uniquePsns      distinct PSNs captured
 * @param firstPsn        the first PSN sent
 * @param highestPsn      the last PSN sent
 * @param gaps            every gap, with its frame number
 * @param duplicatePsns   PSNs captured again, in order
 * @param lateFillPsns    PSNs first captured behind the highest, in order
 * @param retransmitted   captured second transmissions
 * @param ceMarked        captured requests marked CE
 * @param acks            ACKs the receiver sent
 * @param naks            NAKs (PSN sequence error) the receiver sent
 * @param cnps            CNPs the receiver sent
 * @param messages        messages sent
 */
public record ConnectionTruth(int requesterQp, int responderQp, long requestPackets, long uniquePsns, int firstPsn,
        int highestPsn, List<PsnGap> gaps, List<Integer> duplicatePsns, List<Integer> lateFillPsns,
        long retransmitted, long ceMarked, long acks, long naks, long cnps, long messages) {
}
