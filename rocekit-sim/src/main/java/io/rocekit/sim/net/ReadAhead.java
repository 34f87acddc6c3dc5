package io.rocekit.sim.net;

import io.rocekit.sim.topology.Wiring;

/**
 * Reads, from a second thread, the records the simulation's next events will touch, so that
 * they are in the shared last-level cache when the simulation thread gets there. At cluster
 * scale the fabric's state (k=32: 2.1 M packets in flight, 67 MB of packet records, 49,152
 * ports) is far larger than the cache and every event is a few dependent misses to memory; the
 * reading thread takes some of those misses off the simulation's path, when the host's memory
 * allows (issue 22, docs/performance.md).
 *
 * <p>Racy by design: it reads arrays the simulation thread writes, without synchronisation, so
 * what it reads may be stale or torn. It never writes, checks every index it follows, and
 * returns a sum of what it read (so that the JIT keeps the reads); a wrong value only costs a
 * useless read. Outputs do not depend on it.
 */
public final class ReadAhead {
    private final PacketPool pkts;
    private final Links links;
    private final PortQueues queues;
    private final SwitchMmu mmu;
    private final FlowRoutes routes;
    private final boolean[] onSwitch;
    private final int portRecord;
    private final int statsAt;

    ReadAhead(Network net, int portRecord, int statsAt) {
        pkts = net.pkts;
        links = net.links;
        queues = net.queues;
        mmu = net.switches.mmu;
        routes = net.routes;
        onSwitch = net.onSwitch;
        this.portRecord = portRecord;
        this.statsAt = statsAt;
    }

    /**
     * Reads what {@code event} will read: for an arrival the packet, its route and its queues; for
     * an end of transmission the port's queue heads. Other events are left alone.
     */
    public long touch(int event) {
        int port = event >>> Events.KIND_BITS;
        if (port >= onSwitch.length) {
            return 0;
        }
        return switch (event & Events.KIND_MASK) {
            case Events.ARRIVE -> arrival(port);
            case Events.TX_DONE -> endOfTransmission(port);
            default -> 0;
        };
    }

    private long arrival(int egress) {
        int[] pa = pkts.a;
        int k = links.pipes[2 * egress];
        if (!isPacket(k, pa)) {
            return 0;
        }
        int bits = pa[k * PacketPool.INTS + PacketPool.BITS];
        int in = Wiring.peer(egress);
        if (!onSwitch[in]) {
            return bits;
        }
        int out = nextPort(pa[k * PacketPool.INTS + PacketPool.FLOW], bits);
        if (out < 0) {
            return bits;
        }
        int q = (bits >>> 16) & 7;
        int[] qa = queues.queue;
        int tail = qa[(out * PortQueues.QUEUES + q) * PortQueues.Q + PortQueues.TAIL];
        long[] rec = links.rec;
        long[] pp = mmu.pp;
        long sum = bits + rec[out * portRecord] + rec[in * portRecord + statsAt]
                + pp[(in * 8 + q) * SwitchMmu.PP];
        if (isPacket(tail, pa)) {
            sum += pa[tail * PacketPool.INTS + PacketPool.NEXT];
        }
        return sum;
    }

    private static boolean isPacket(int k, int[] pa) {
        return k >= 0 && k < pa.length / PacketPool.INTS;
    }

    /** The egress port at the packet's next hop, or -1 where what was read makes no sense. */
    private int nextPort(int flow, int bits) {
        if (flow < 0 || flow >= routes.dataPath.length) {
            return -1;
        }
        int[] path = (byte) bits == PacketPool.DATA ? routes.dataPath[flow] : routes.ackPath[flow];
        int hop = bits >>> 24;
        if (path == null || hop >= path.length) {
            return -1;
        }
        int out = path[hop];
        return out >= 0 && out < onSwitch.length ? out : -1;
    }

    private long endOfTransmission(int port) {
        int[] pa = pkts.a;
        int[] qa = queues.queue;
        long[] pp = mmu.pp;
        long sum = links.rec[port * portRecord];
        int base = port * PortQueues.QUEUES * PortQueues.Q;
        for (int q = 0; q < PortQueues.QUEUES; q++) {
            int head = qa[base + q * PortQueues.Q + PortQueues.HEAD];
            if (!isPacket(head, pa)) {
                continue;
            }
            sum += pa[head * PacketPool.INTS + PacketPool.NEXT];
            int in = pa[head * PacketPool.INTS + PacketPool.WHERE];
            if (q > 0 && q < 8 && onSwitch[port] && in >= 0 && in < onSwitch.length) {
                sum += pp[(in * 8 + q) * SwitchMmu.PP];
            }
        }
        return sum;
    }
}
