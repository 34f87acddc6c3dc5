package io.rocekit.capture.report;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * One direction of a RoCEv2 connection: the packets from {@code src} to {@code dst} for
 * destination QP {@code destQp}.
 *
 * <p>Request-side figures (PSNs, gaps, retransmissions) describe the requests this direction
 * carries. Response-side figures ({@code acks}, {@code naks}, {@code ackLatencyNanos},
 * {@code reads}) and {@code cnps} describe what came back for those requests on the paired
 * direction ({@code reverse}): a CNP is matched to the flow it throttles by its destination QP,
 * which is this flow's source QP. {@code cnpsCarried} counts the CNPs this direction itself carries.
 *
 * @param reverse              the paired direction (its destination QP is this flow's source QP)
 * @param pairedBy             how the pairing was decided
 * @param transport            RC, UC, UD, XRC, RD, or CNP when it carries only CNPs
 * @param bytes                frame bytes on the wire (original lengths, no FCS)
 * @param payloadBytes         payload of every packet, retransmissions included
 * @param goodputBitsPerSec    payload of first transmissions over the flow's duration
 * @param opcodes              packets by opcode name
 * @param messages             FIRST/ONLY requests and READ responses seen for the first time
 * @param dscp                 DSCP values seen (every packet)
 * @param dscpPackets          packets per DSCP value
 * @param cnpDscpPackets       CNPs per DSCP value (included in dscpPackets)
 * @param pcp                  802.1p priorities seen (tagged frames)
 * @param ecn                  ECN codepoints of the packets other than CNPs
 * @param dataPackets          request packets (SEND, WRITE, READ request, atomic)
 * @param uniquePsns           request PSNs seen at least once
 * @param highestPsn           the highest request PSN seen (24-bit order)
 * @param psnGapCount          gaps in all (the list keeps the first 256)
 * @param missingPsns          PSNs skipped by gaps, summed (late fills included)
 * @param duplicatePsns        PSNs seen again, once each, in order (first 256)
 * @param lateFillPsns         PSNs first seen behind the highest (first 256)
 * @param duplicatePackets     packets whose PSN had been seen
 * @param retransmittedPackets second or later transmissions by the sender (see docs/capture.md)
 * @param acks                 positive ACKs (and atomic ACKs) for this flow's requests
 * @param packetsPerAck        requests newly covered per ACK that moved forward (ACK coalescing)
 * @param ackLatencyNanos      request (latest transmission) to the first response covering it
 * @param unmatchedResponses   responses this direction carries that match no request seen
 * @param ceMarked             packets marked CE (ECN 11)
 * @param ceFraction           ceMarked / packets
 * @param ecnCapableNeverMarked the flow carries data, ECT packets, and not one CE
 * @param cnps                 CNPs that throttle this flow
 * @param cnpIntervalNanos     time between consecutive CNPs for this flow
 * @param firstCeToCnpNanos    first CE-marked packet to the first CNP after it
 * @param badIcrc              frames with an invalid ICRC
 * @param qosMismatches        frames whose DSCP or priority disagrees (the first 256 per DSCP value)
 * @param qosMismatchFrames    their frame numbers
 */
public record FlowReport(
        String src,
        String dst,
        int destQp,
        Optional<FlowRef> reverse,
        Optional<PairedBy> pairedBy,
        String transport,
        long packets,
        long bytes,
        long payloadBytes,
        long firstNanos,
        long lastNanos,
        long durationNanos,
        long goodputBitsPerSec,
        Map<String, Long> opcodes,
        long messages,
        List<Integer> dscp,
        Map<Integer, Long> dscpPackets,
        Map<Integer, Long> cnpDscpPackets,
        List<Integer> pcp,
        EcnCounts ecn,
        List<Integer> udpSourcePorts,
        long dataPackets,
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
        long psnResets,
        long acks,
        double packetsPerAck,
        Naks naks,
        List<NakEvent> nakEvents,
        Optional<LatencySummary> ackLatencyNanos,
        Optional<ReadSummary> reads,
        long unmatchedResponses,
        Optional<Stall> maxStall,
        long ceMarked,
        double ceFraction,
        boolean ecnCapableNeverMarked,
        long cnps,
        Optional<LatencySummary> cnpIntervalNanos,
        OptionalLong firstCeToCnpNanos,
        long cnpsCarried,
        long badIcrc,
        List<QosFrame> qosMismatches,
        List<Long> qosMismatchFrames) {

    /** This direction as a reference. */
    public FlowRef ref() {
        return new FlowRef(src, dst, destQp);
    }

    /** {@code 192.168.20.1 -> 192.168.20.2 QP 0x0000d1}. */
    public String label() {
        return ref().label();
    }
}
