package io.rocekit.sim.net;

import io.rocekit.sim.config.DcqcnConfig;
import io.rocekit.sim.config.NicConfig;
import io.rocekit.sim.config.PacketConfig;
import io.rocekit.sim.metrics.NetProbe;
import io.rocekit.sim.traffic.Flow;

/**
 * The receiving side of every NIC and the DCQCN notification point: acknowledges in-order data
 * (every {@code nic.ack-every} packets, the last one and at chunk boundaries), sends a NAK on a
 * sequence gap (at most once per NAK interval for the same expected sequence), ignores
 * duplicates, and turns CE marks into congestion notifications: a CNP flag on the ACK
 * ({@code dcqcn.cnp-delivery=ack-flag}, the reference) or a CNP packet at most once per
 * {@code min_time_between_cnps}. Replies go into the NIC's control queue ({@link NicSender}).
 */
final class NicReceiver {
    private final PacketPool pkts;
    private final NicSender nic;
    private final NetProbe probe;

    private final int headerBytes;
    private final int firstPacketExtraBytes;
    private final int ackBytes;
    private final int cnpBytes;
    private final int ackEveryPackets;
    private final long chunkBytes;
    private final long nackIntervalPs;
    private final boolean goBackZero;
    /** ACKs and NAKs travel in queue 0 (switch.ack-high-priority) instead of the flow's priority. */
    private final boolean acksOnPriorityZero;
    private final boolean cnpOnAck;
    private final boolean cnpPackets;
    private final long cnpIntervalPs;
    private final int cnpPriority;

    // per flow
    private final byte[] prio;
    private final long[] sizeBytes;
    private final long[] expectedSeq;
    private final long[] lastNakSeq;
    private final long[] nakHoldUntilPs;
    private final long[] lastCnpPs;
    private final int[] packetsSinceAck;

    NicReceiver(Flow[] flows, PacketConfig pc, NicConfig nc, DcqcnConfig dc, boolean acksOnPriorityZero,
            PacketPool pkts, NicSender nic, NetProbe probe) {
        this.pkts = pkts;
        this.nic = nic;
        this.probe = probe;
        this.acksOnPriorityZero = acksOnPriorityZero;
        headerBytes = pc.headerBytes();
        firstPacketExtraBytes = pc.firstPacketExtraBytes();
        ackBytes = pc.ackBytes();
        cnpBytes = pc.cnpBytes();
        ackEveryPackets = nc.ackEveryPackets();
        chunkBytes = nc.chunkBytes();
        nackIntervalPs = nc.nackIntervalPs();
        goBackZero = nc.goBackZero() && chunkBytes > 0;
        cnpOnAck = dc.cnpDelivery() == DcqcnConfig.CnpDelivery.ACK_FLAG;
        cnpPackets = dc.cnpDelivery() == DcqcnConfig.CnpDelivery.PACKET;
        cnpIntervalPs = dc.cnpIntervalPs();
        cnpPriority = dc.cnpPriority();
        int n = flows.length;
        prio = new byte[n];
        sizeBytes = new long[n];
        expectedSeq = new long[n];
        lastNakSeq = new long[n];
        nakHoldUntilPs = new long[n];
        lastCnpPs = new long[n];
        packetsSinceAck = new int[n];
        for (int f = 0; f < n; f++) {
            prio[f] = (byte) flows[f].priority();
            sizeBytes[f] = flows[f].sizeBytes();
            lastNakSeq[f] = -1;
            lastCnpPs[f] = -1; // no CNP sent yet
        }
    }

    /** Data packet {@code k} reaches host {@code h}. */
    void onData(int h, int k, long nowPs) {
        int f = pkts.flow(k);
        long seq = pkts.seq(k);
        int payload = pkts.sizeBytes(k) - headerBytes - (seq == 0 ? firstPacketExtraBytes : 0);
        probe.dataDelivered(pkts.sizeBytes(k));
        boolean ce = (pkts.flags(k) & PacketPool.F_CE) != 0;
        long exp = expectedSeq[f];
        byte reply = 0;
        if (seq == exp) {
            exp += payload;
            expectedSeq[f] = exp;
            if (++packetsSinceAck[f] >= ackEveryPackets || exp >= sizeBytes[f]
                    || (chunkBytes > 0 && exp % chunkBytes == 0)) {
                packetsSinceAck[f] = 0;
                reply = PacketPool.ACK;
            }
        } else if (seq > exp) {
            if (nowPs >= nakHoldUntilPs[f] || lastNakSeq[f] != exp) {
                nakHoldUntilPs[f] = nowPs + nackIntervalPs;
                lastNakSeq[f] = exp;
                if (goBackZero) {
                    exp = exp / chunkBytes * chunkBytes;
                    expectedSeq[f] = exp;
                }
                reply = PacketPool.NACK;
            }
        }
        if (reply != 0) {
            int a = pkts.alloc();
            pkts.init(a, reply, acksOnPriorityZero ? 0 : prio[f], f, ackBytes, 1);
            pkts.setSeq(a, exp);
            if (ce && cnpOnAck) {
                pkts.addFlags(a, PacketPool.F_CNP);
                probe.cnpSent();
            }
            probe.ackSent(reply == PacketPool.NACK);
            nic.queueControl(h, a);
        }
        if (ce && cnpPackets && (lastCnpPs[f] < 0 || nowPs - lastCnpPs[f] >= cnpIntervalPs)) {
            lastCnpPs[f] = nowPs;
            int c = pkts.alloc();
            pkts.init(c, PacketPool.CNP, cnpPriority, f, cnpBytes, 1);
            probe.cnpSent();
            nic.queueControl(h, c);
            reply = PacketPool.CNP;
        }
        if (reply != 0) {
            nic.send(h, nowPs);
        }
    }
}
