package io.rocekit.capture.synth;

import io.rocekit.capture.report.PsnGap;
import io.rocekit.wire.frame.FrameBuilder;
import io.rocekit.wire.ib.Aeth;
import io.rocekit.wire.ib.Bth;
import io.rocekit.wire.ib.NakCode;
import io.rocekit.wire.ib.Opcode;
import io.rocekit.wire.pcap.LinkType;
import io.rocekit.wire.pcap.PcapWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Writes synthetic RoCEv2 traffic with its ground truth, for tests, benchmarks and demos: the
 * capture point is in front of the receiver (host B), as in the shared flow fixture.
 *
 * <p>Each connection sends {@code messagesPerQp} RDMA WRITE messages (FIRST, MIDDLE..., LAST with
 * AckReq, or ONLY). The connections are interleaved round robin, one frame every
 * {@code frameGapNanos}. Per first transmission:
 * <ul>
 *   <li><b>drop</b> (never the first or last packet of a connection): the packet does not reach
 *       the capture point; the next k = 1-4 packets arrive (the first of them opens a gap and the
 *       receiver answers with one NAK, PSN sequence error), then the sender resends the dropped
 *       packet and the k after it (go-back-N);</li>
 *   <li><b>reorder</b>: the packet and the next one arrive swapped; the receiver takes both (no
 *       NAK, no resend);</li>
 *   <li><b>CE</b>: a captured request is marked CE; the receiver answers with a CNP unless it sent
 *       one for that QP less than {@value TrafficSpec#CNP_INTERVAL_NANOS} ns before.</li>
 * </ul>
 * The receiver ACKs (coalesced, PSN of the newest message end) whenever in-order delivery passes
 * the end of a message. Memory is bounded per connection; the truth lists grow with drops only.
 */
public final class SyntheticTraffic {
    /** Frames start at this time (ns since the epoch): 2023-11-14T22:13:20Z. */
    public static final long START_NANOS = 1_700_000_000_000_000_000L;

    private static final int REQ = 0;
    private static final int NAK = 1;
    private static final int DELIVER = 1 << 2;
    private static final int RESEND = 1 << 3;

    private final TrafficSpec spec;
    private final FrameBuilder fb = new FrameBuilder();
    private final byte[] buf = new byte[10_000];
    private final byte[] payload;
    private PcapWriter out;
    private long frame;
    private long now = START_NANOS;

    /** The ground truth of one written capture. */
    public record Truth(long frames, List<ConnectionTruth> connections) {
    }

    private SyntheticTraffic(TrafficSpec spec) {
        this.spec = spec;
        this.payload = new byte[spec.payloadBytes()];
        for (int i = 0; i < payload.length; i++) {
            payload[i] = (byte) (i * 31 + 7);
        }
    }

    /** Writes the traffic {@code spec} describes as a nanosecond pcap to {@code stream} (closed at the end). */
    public static Truth write(TrafficSpec spec, OutputStream stream) throws IOException {
        return new SyntheticTraffic(spec).run(stream);
    }

    private Truth run(OutputStream stream) throws IOException {
        SplittableRandom rnd = new SplittableRandom(spec.seed());
        List<Conn> conns = new ArrayList<>();
        for (int c = 0; c < spec.connections(); c++) {
            conns.add(new Conn(c, rnd.split()));
        }
        try (PcapWriter w = new PcapWriter(stream, LinkType.ETHERNET, spec.snapLength() > 0 ? spec.snapLength() : 65535,
                true)) {
            out = w;
            boolean any = true;
            while (any) {
                any = false;
                for (Conn c : conns) {
                    if (c.step()) {
                        any = true;
                    }
                }
            }
        }
        List<ConnectionTruth> truths = new ArrayList<>();
        for (Conn c : conns) {
            truths.add(c.truth());
        }
        return new Truth(frame, List.copyOf(truths));
    }

    private void emit() throws IOException {
        int len = fb.write(buf, 0);
        int cap = spec.snapLength() > 0 ? Math.min(len, spec.snapLength()) : len;
        frame++;
        out.write(buf, 0, cap, len, now);
        now += spec.frameGapNanos();
    }

    private static final byte[] V6_A = {(byte) 0xfd, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
    private static final byte[] V6_B = {(byte) 0xfd, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2};

    private void address(boolean fromRequester) {
        if (spec.ipv6()) {
            fb.ipv6(fromRequester ? V6_A : V6_B, fromRequester ? V6_B : V6_A);
        } else {
            fb.ipv4(fromRequester ? 0x0a00_0001L : 0x0a00_0002L, fromRequester ? 0x0a00_0002L : 0x0a00_0001L);
        }
    }

    /** One connection: the sender's state machine, the receiver's, and the truth. */
    private final class Conn {
        final int index;
        final SplittableRandom rnd;
        final int requesterQp;
        final int responderQp;
        final int psn0;
        final int n;
        final ArrayDeque<Integer> pending = new ArrayDeque<>();
        int nextNew;
        /** Receiver: next PSN index expected in order, and delivered-ahead flags (reorder only). */
        int expected;
        final boolean[] aheadDelivered = new boolean[8];
        long lastCnpNanos = Long.MIN_VALUE;
        int highestSeen = -1;

        long requestPackets;
        final List<PsnGap> gaps = new ArrayList<>();
        final List<Integer> dups = new ArrayList<>();
        final List<Integer> lateFills = new ArrayList<>();
        long retransmitted;
        long ce;
        long acks;
        long naks;
        long cnps;

        Conn(int index, SplittableRandom rnd) {
            this.index = index;
            this.rnd = rnd;
            this.requesterQp = 0x000100 + index;
            this.responderQp = 0x008000 + index;
            this.psn0 = rnd.nextInt(1 << 24);
            this.n = spec.messagesPerQp() * spec.packetsPerMessage();
        }

        int psn(int i) {
            return (psn0 + i) & Bth.MASK_24;
        }

        /** Emits the next event; false when the connection is done. */
        boolean step() throws IOException {
            if (pending.isEmpty() && !plan()) {
                return false;
            }
            int e = pending.poll();
            int i = e >>> 4;
            if ((e & 3) == NAK) {
                nak(i);
            } else {
                request(i, (e & DELIVER) != 0, (e & RESEND) != 0);
            }
            return true;
        }

        /** Plans the next first transmissions (and what happens to them). */
        private boolean plan() {
            int i = nextNew;
            if (i >= n) {
                return false;
            }
            boolean inner = i >= 1 && i < n - 1;
            if (inner && rnd.nextDouble() < spec.dropProbability()) {
                int k = 1 + rnd.nextInt(Math.min(4, n - 1 - i));
                pending.add(ev(i + 1, REQ, 0));
                pending.add(ev(i, NAK, 0));
                for (int j = i + 2; j <= i + k; j++) {
                    pending.add(ev(j, REQ, 0));
                }
                pending.add(ev(i, REQ, DELIVER | RESEND));
                for (int j = i + 1; j <= i + k; j++) {
                    pending.add(ev(j, REQ, DELIVER | RESEND));
                }
                // Truth, in the analyzer's terms: the gap opens at i + 1, i fills late after the NAK.
                lateFills.add(psn(i));
                for (int j = i + 1; j <= i + k; j++) {
                    dups.add(psn(j));
                }
                retransmitted += k + 1;
                nextNew = i + k + 1;
            } else if (inner && rnd.nextDouble() < spec.reorderProbability()) {
                pending.add(ev(i + 1, REQ, DELIVER));
                pending.add(ev(i, REQ, DELIVER));
                lateFills.add(psn(i));
                nextNew = i + 2;
            } else {
                pending.add(ev(i, REQ, DELIVER));
                nextNew = i + 1;
            }
            return true;
        }

        private int ev(int i, int type, int flags) {
            return (i << 4) | type | flags;
        }

        private void request(int i, boolean deliver, boolean resend) throws IOException {
            int ppm = spec.packetsPerMessage();
            int pos = i % ppm;
            int opcode;
            if (ppm == 1) {
                opcode = 0x0a;
            } else {
                opcode = pos == 0 ? 0x06 : pos == ppm - 1 ? 0x08 : 0x07;
            }
            boolean last = pos == ppm - 1;
            boolean marked = rnd.nextDouble() < spec.ceProbability();
            requestPackets++;
            if (!resend && i > highestSeen + 1 && highestSeen >= 0) {
                gaps.add(new PsnGap(psn(highestSeen), psn(i), i - highestSeen - 1, frame + 1, now));
            }
            highestSeen = Math.max(highestSeen, i);
            if (marked) {
                ce++;
            }
            fb.opcode(Opcode.of(opcode)).destQp(responderQp).psn(psn(i))
                    .bthFlags(false, true, false, false, last)
                    .udpPorts(0xc000 + index, 4791).dscpEcn(TrafficSpec.DATA_DSCP, marked ? 3 : 2)
                    .payload(payload, 0, payload.length);
            if (opcode == 0x06 || opcode == 0x0a) {
                fb.reth(0x7f00_0000_0000L + (long) (i / ppm) * payload.length * ppm, 0x1234, (long) payload.length * ppm);
            }
            if (spec.vlan()) {
                fb.vlan(TrafficSpec.DATA_PCP, 0, 100);
            } else {
                fb.noVlan();
            }
            address(true);
            emit();
            if (marked && (lastCnpNanos == Long.MIN_VALUE || now - spec.frameGapNanos() - lastCnpNanos
                    >= TrafficSpec.CNP_INTERVAL_NANOS)) {
                lastCnpNanos = now - spec.frameGapNanos();
                cnp();
            }
            if (deliver) {
                deliver(i);
            }
        }

        /** The receiver takes packet i; ACKs when in-order delivery passes a message end. */
        private void deliver(int i) throws IOException {
            int ppm = spec.packetsPerMessage();
            if (i > expected) {
                aheadDelivered[(i - expected) % aheadDelivered.length] = true;
                return;
            }
            if (i < expected) {
                return;
            }
            int ackable = -1;
            do {
                if (expected % ppm == ppm - 1) {
                    ackable = expected;
                }
                aheadDelivered[0] = false;
                expected++;
                // shift the ahead window by one
                System.arraycopy(aheadDelivered, 1, aheadDelivered, 0, aheadDelivered.length - 1);
                aheadDelivered[aheadDelivered.length - 1] = false;
            } while (aheadDelivered[0]);
            if (ackable >= 0) {
                ack(ackable);
            }
        }

        private void ack(int i) throws IOException {
            acks++;
            response(Aeth.ackSyndrome(Aeth.CREDITS_INVALID), psn(i), i / spec.packetsPerMessage() + 1);
        }

        private void nak(int i) throws IOException {
            naks++;
            response(Aeth.nakSyndrome(NakCode.PSN_SEQUENCE_ERROR), psn(i), i / spec.packetsPerMessage());
        }

        private void response(int syndrome, int psn, int msn) throws IOException {
            fb.opcode(Opcode.of(0x11)).destQp(requesterQp).psn(psn).bthFlags(false, true, false, false, false)
                    .udpPorts(0xd000 + index, 4791).dscpEcn(TrafficSpec.DATA_DSCP, 2).aeth(syndrome, msn & 0xffffff)
                    .payload(payload, 0, 0);
            if (spec.vlan()) {
                fb.vlan(TrafficSpec.DATA_PCP, 0, 100);
            }
            address(false);
            emit();
        }

        private void cnp() throws IOException {
            cnps++;
            fb.opcode(Opcode.of(Opcode.CNP_CODE)).destQp(requesterQp).psn(0).bthFlags(false, false, false, true, false)
                    .udpPorts(0xd000 + index, 4791).dscpEcn(TrafficSpec.CNP_DSCP, 0).payload(payload, 0, 0);
            if (spec.vlan()) {
                fb.vlan(TrafficSpec.CNP_PCP, 0, 100);
            }
            address(false);
            emit();
        }

        ConnectionTruth truth() {
            return new ConnectionTruth(requesterQp, responderQp, requestPackets, n, psn(0), psn(n - 1),
                    List.copyOf(gaps), List.copyOf(dups), List.copyOf(lateFills), retransmitted, ce, acks, naks, cnps,
                    spec.messagesPerQp());
        }
    }
}
