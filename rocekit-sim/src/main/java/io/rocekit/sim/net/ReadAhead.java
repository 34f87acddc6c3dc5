package io.rocekit.sim.net;

import io.rocekit.sim.topology.Wiring;

/**
 * Reads the records the simulation's next events will touch, so that they are in the cache when
 * the simulation gets there: from the simulation thread itself, a batch every so many events
 * ({@code InlineReadAhead}), or from a second thread ({@code ReadAheadThread}). At cluster
 * scale the fabric's state (k=32: 2.1 M packets in flight, 67 MB of packet records, 49,152
 * ports) is far larger than the cache and every event is a few dependent misses to memory, one
 * after the other. Read for a batch of events stage by stage, the same lines are many misses in
 * flight at once (issue 22, docs/performance.md).
 *
 * <p>From a second thread it is racy by design: it reads arrays the simulation thread writes,
 * without synchronisation, so what it reads may be stale or torn. It never writes the
 * simulation's state (only its own scratch arrays: one instance per reading thread), checks every
 * index it follows, and returns a sum of what it read (so that the JIT keeps the reads); a wrong
 * value only costs a useless read. Outputs do not depend on it.
 */
public final class ReadAhead {
    private static final int LONGS_PER_LINE = 8;
    /** Events read in one batch; the batches' scratch arrays are this long. */
    static final int BATCH = 512;

    private final PacketPool pkts;
    private final Links links;
    private final PortQueues queues;
    private final SwitchMmu mmu;
    private final FlowRoutes routes;
    private final boolean[] onSwitch;
    private final int portRecord;

    // one batch, stage by stage: arrivals (the link's egress port, the packet, its bits and flow),
    // the next hop of those that reach a switch (egress port, queue, that queue's tail), ports that
    // end a transmission, and the heads of their queues (port, queue, packet, its ingress port)
    private final int[] arrivalLink = new int[BATCH];
    private final int[] arrivalPacket = new int[BATCH];
    private final int[] arrivalBits = new int[BATCH];
    private final int[] arrivalFlow = new int[BATCH];
    private final int[] egressPort = new int[BATCH];
    private final int[] egressQueue = new int[BATCH];
    private final int[] tailPacket = new int[BATCH];
    private final int[] endPort = new int[BATCH];
    private final int[] headPort = new int[BATCH * PortQueues.QUEUES];
    private final int[] headQueue = new int[BATCH * PortQueues.QUEUES];
    private final int[] headPacket = new int[BATCH * PortQueues.QUEUES];
    private final int[] headIngress = new int[BATCH * PortQueues.QUEUES];

    ReadAhead(Network net, int portRecord) {
        pkts = net.pkts;
        links = net.links;
        queues = net.queues;
        mmu = net.switches.mmu;
        routes = net.routes;
        onSwitch = net.onSwitch;
        this.portRecord = portRecord;
    }

    /** Reads what {@code event} will read (see {@link #touchAll}); for tests, the thread reads batches. */
    public long touch(int event) {
        return touchAll(new int[] {event}, 1);
    }

    /**
     * Reads what {@code events[0..n)} will read: for an arrival the packet, its route, the egress
     * queue's tail and the records of both ports; for an end of transmission the port's queue
     * heads and their buffer records; for both the packet last sent on the link the next frame
     * will follow. Other events are left alone.
     *
     * <p>Every line of each record, not only its first: a record that straddles two lines (every
     * other 32-byte packet or buffer record, which ones depending on where the array falls, and
     * every 144-byte port record) is otherwise a miss still, and an event waits as long for one miss as for several side by side; covering all
     * of them made the k=32 simulation 11 % faster in paired runs (docs/performance.md, "Ninth round").
     *
     * <p>Stage by stage over the whole batch, not event by event: each event's reads form a
     * chain (the link's pipe names the packet, the packet its flow, the flow's route the egress
     * port, the port its queue's tail), so read one event at a time they cost one memory latency
     * each, and the reading thread ran no faster than the simulation it was meant to precede.
     * One stage's reads for 512 events are independent of each other, and the processor has many
     * of them in flight at once.
     */
    public long touchAll(int[] events, int n) {
        return touchRange(events, 0, n);
    }

    /** As {@link #touchAll}, for {@code events[from..to)}. */
    public long touchRange(int[] events, int from, int to) {
        long sum = 0;
        for (int i = from; i < to; i += BATCH) {
            sum += batch(events, i, Math.min(to, i + BATCH));
        }
        return sum;
    }

    private long batch(int[] events, int from, int to) {
        int[] pa = pkts.a;
        int packets = pa.length / PacketPool.INTS;
        int[] pipes = links.pipes;
        int ports = onSwitch.length;
        int arrivals = 0;
        int ends = 0;
        for (int i = from; i < to; i++) { // stage 1: the events, and the pipes' heads
            int e = events[i];
            int port = e >>> Events.KIND_BITS;
            if (port >= ports) {
                continue;
            }
            int kind = e & Events.KIND_MASK;
            if (kind == Events.ARRIVE) {
                int k = pipes[2 * port];
                if (k >= 0 && k < packets) {
                    arrivalLink[arrivals] = port;
                    arrivalPacket[arrivals++] = k;
                }
            } else if (kind == Events.TX_DONE) {
                endPort[ends++] = port;
            }
        }
        long sum = arrivalPackets(pa, arrivals);
        long[] rec = links.rec;
        for (int j = 0; j < ends; j++) {
            sum += wholePortRecord(rec, endPort[j]) + pipeTail(pa, pipes, endPort[j], packets);
        }
        sum += headPackets(pa, queueHeads(ends, packets));
        sum += nextHops(pa, arrivals, packets);
        return sum;
    }

    /** Stage 2 of an arrival: the packet's bits and flow. */
    private long arrivalPackets(int[] pa, int arrivals) {
        long sum = 0;
        for (int j = 0; j < arrivals; j++) {
            int i = arrivalPacket[j] * PacketPool.INTS;
            int bits = pa[i + PacketPool.BITS];
            arrivalBits[j] = bits;
            arrivalFlow[j] = pa[i + PacketPool.FLOW];
            sum += bits + pa[i + PacketPool.INTS - 1];
        }
        return sum;
    }

    /** Stage 2 of an end of transmission: the heads of the port's queues. */
    private int queueHeads(int ends, int packets) {
        int[] qa = queues.queue;
        int heads = 0;
        for (int j = 0; j < ends; j++) {
            int port = endPort[j];
            int base = port * PortQueues.QUEUES * PortQueues.Q;
            for (int q = 0; q < PortQueues.QUEUES; q++) {
                int head = qa[base + q * PortQueues.Q + PortQueues.HEAD];
                if (head >= 0 && head < packets) {
                    headPort[heads] = port;
                    headQueue[heads] = q;
                    headPacket[heads++] = head;
                }
            }
        }
        return heads;
    }

    /** Stages 3-4 of an end of transmission: each head packet, then its ingress buffer record. */
    private long headPackets(int[] pa, int heads) {
        long sum = 0;
        for (int j = 0; j < heads; j++) {
            int i = headPacket[j] * PacketPool.INTS;
            sum += pa[i + PacketPool.NEXT];
            headIngress[j] = pa[i + PacketPool.WHERE];
        }
        long[] pp = mmu.pp;
        for (int j = 0; j < heads; j++) {
            int q = headQueue[j];
            int in = headIngress[j];
            if (q > 0 && q < 8 && onSwitch[headPort[j]] && in >= 0 && in < onSwitch.length) {
                int r = (in * 8 + q) * SwitchMmu.PP;
                sum += pp[r] + pp[r + SwitchMmu.PP - 1];
            }
        }
        return sum;
    }

    /**
     * Stages 3-5 of an arrival at a switch: the route (the egress port), the ingress port's
     * buffer record (not its port record, which an arrival does not touch), the egress port's
     * record, its queue's tail and the packet last sent on its link, then the tail packet (an
     * enqueue links the new packet behind it).
     */
    private long nextHops(int[] pa, int arrivals, int packets) {
        long[] rec = links.rec;
        long[] pp = mmu.pp;
        long sum = 0;
        int kept = 0;
        for (int j = 0; j < arrivals; j++) {
            int in = Wiring.peer(arrivalLink[j]);
            if (in < 0 || in >= onSwitch.length || !onSwitch[in]) {
                continue;
            }
            int bits = arrivalBits[j];
            int out = nextPort(arrivalFlow[j], bits);
            if (out < 0) {
                continue;
            }
            int q = (bits >>> 16) & 7;
            int r = (in * 8 + q) * SwitchMmu.PP;
            sum += pp[r] + pp[r + SwitchMmu.PP - 1];
            egressPort[kept] = out;
            egressQueue[kept++] = q;
        }
        int[] qa = queues.queue;
        for (int j = 0; j < kept; j++) {
            int out = egressPort[j];
            tailPacket[j] = qa[(out * PortQueues.QUEUES + egressQueue[j]) * PortQueues.Q + PortQueues.TAIL];
            sum += wholePortRecord(rec, out) + pipeTail(pa, links.pipes, out, packets);
        }
        for (int j = 0; j < kept; j++) {
            int tail = tailPacket[j];
            if (tail >= 0 && tail < packets) {
                sum += pa[tail * PacketPool.INTS + PacketPool.NEXT];
            }
        }
        return sum;
    }

    /**
     * Every line of port {@code port}'s record (144 bytes: up to three lines, as the record falls):
     * its first long, the long a line further on, and its last.
     */
    private long wholePortRecord(long[] rec, int port) {
        int at = port * portRecord;
        return rec[at] + rec[at + Math.min(LONGS_PER_LINE, portRecord - 1)] + rec[at + portRecord - 1];
    }

    /** Both lines of the packet last sent on {@code port}'s link: the next transmission links behind it. */
    private static long pipeTail(int[] pa, int[] pipes, int port, int packets) {
        int tail = pipes[2 * port + 1];
        if (tail < 0 || tail >= packets) {
            return 0;
        }
        int i = tail * PacketPool.INTS;
        return pa[i + PacketPool.NEXT] + pa[i + PacketPool.INTS - 1];
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
}
