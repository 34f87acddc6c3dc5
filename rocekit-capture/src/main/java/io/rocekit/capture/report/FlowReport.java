package io.rocekit.capture.report;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One direction of a RoCEv2 connection: the packets from {@code src} to {@code dst} for
 * destination QP {@code destQp}, with the request PSNs ({@link PsnStats}), what came back for
 * them ({@link AckStats}), QoS ({@link QosStats}) and ECN/CNP ({@link CongestionStats}) in
 * records of their own.
 *
 * <p>Request-side figures (PSNs, gaps, retransmissions) describe the requests this direction
 * carries. Response-side figures ({@code ack}, {@code reads}) and {@code congestion.cnps}
 * describe what came back for those requests on the paired direction ({@code reverse}): a CNP is
 * matched to the flow it throttles by its destination QP, which is this flow's source QP.
 * {@code congestion.cnpsCarried} counts the CNPs this direction itself carries.
 *
 * @param reverse              the paired direction (its destination QP is this flow's source QP)
 * @param pairedBy             how the pairing was decided
 * @param transport            RC, UC, UD, XRC, RD, or CNP when it carries only CNPs
 * @param bytes                frame bytes on the wire (original lengths, no FCS)
 * @param payloadBytes         payload of every packet, retransmissions included
 * @param goodputBitsPerSec    payload of first transmissions over the flow's duration
 * @param opcodes              packets by opcode name
 * @param messages             FIRST/ONLY requests and READ responses seen for the first time
 * @param udpSourcePorts       UDP source ports seen (the ECMP entropy)
 * @param dataPackets          request packets (SEND, WRITE, READ request, atomic)
 * @param badIcrc              frames with an invalid ICRC
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
        List<Integer> udpSourcePorts,
        long dataPackets,
        PsnStats psn,
        AckStats ack,
        Optional<ReadSummary> reads,
        Optional<Stall> maxStall,
        QosStats qos,
        CongestionStats congestion,
        long badIcrc) {

    /** This direction as a reference. */
    public FlowRef ref() {
        return new FlowRef(src, dst, destQp);
    }

    /** {@code 192.168.20.1 -> 192.168.20.2 QP 0x0000d1}. */
    public String label() {
        return ref().label();
    }
}
