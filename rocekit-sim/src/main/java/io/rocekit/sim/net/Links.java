package io.rocekit.sim.net;

import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.metrics.NetProbe;
import io.rocekit.sim.topology.Link;
import io.rocekit.sim.topology.Wiring;

/**
 * Every link direction, indexed by its egress port: the port's serialiser (busy until the last
 * frame's last bit is out, at most one pending end-of-transmission event) and the propagation
 * pipe behind it (htsim's pipe: the frames in flight in a FIFO with one pending arrival event).
 * ns-3 splits the same job between a net device and a channel.
 */
final class Links {
    private static final int NIL = PacketPool.NIL;

    private final EventLoop loop;
    private final PacketPool pkts;
    private final NetProbe probe;
    private final int portCount;
    /**
     * Per port, one 32-byte record of what a transmission reads and writes: busy-until, whether
     * an end-of-transmission event is pending, rate and propagation delay. As separate arrays
     * these were a cache miss each per frame once a fabric's port state outgrows the cache (k=32:
     * 49,152 ports; issue 22). The record of port p is at {@code p * stride + base} of the
     * network's per-port records, next to the port's statistics, which the same transmission
     * updates. Read racily by {@link ReadAhead}.
     */
    final long[] rec;
    private final int base;
    private final int stride;
    static final int REC = 4;
    private static final int BUSY_UNTIL = 0;
    /** 1 while an end-of-transmission event is scheduled. */
    private static final int TX_DONE_PENDING = 1;
    private static final int RATE = 2;
    private static final int DELAY = 3;
    /**
     * Per port, the pipe's head and tail packets (two ints), apart from the port's record: an
     * arrival reads only the pipe of the link the frame left a microsecond ago, and in 8 bytes
     * per port (384 KB at k=32) that stays in the cache where the port's 128-byte record, last
     * touched at that frame's transmission, had to come from memory (issue 22). Read racily by
     * {@link ReadAhead}.
     */
    final int[] pipes;
    /** The reference truncates a frame's serialisation time to whole nanoseconds. */
    private final boolean nsTruncated;
    /** Preamble, start delimiter and inter-frame gap: on the wire, not in the packet. */
    private final int wireOverheadBytes;
    /**
     * Partitioned runs: per port, the part its frames leave for (-1: this one), and the frames sent to
     * each part this window; null otherwise.
     */
    private int[] exportTo;
    private FrameExports[] exports;

    Links(Wiring wiring, EventLoop loop, PacketPool pkts, NetProbe probe, boolean nsTruncated,
            int wireOverheadBytes, long[] records, int base, int stride) {
        this.loop = loop;
        this.pkts = pkts;
        this.probe = probe;
        this.nsTruncated = nsTruncated;
        this.wireOverheadBytes = wireOverheadBytes;
        portCount = wiring.portCount();
        rec = records;
        this.base = base;
        this.stride = stride;
        pipes = new int[2 * portCount];
        for (int p = 0; p < portCount; p++) {
            Link l = wiring.link(p);
            rec[at(p) + RATE] = l.rateBitsPerSec();
            rec[at(p) + DELAY] = l.delayPs();
            setPipe(p, NIL, NIL);
        }
    }

    private int at(int port) {
        return port * stride + base;
    }

    long rateBitsPerSec(int port) {
        return rec[at(port) + RATE];
    }

    private int pipeHead(int port) {
        return pipes[2 * port];
    }

    private int pipeTail(int port) {
        return pipes[2 * port + 1];
    }

    private void setPipe(int port, int head, int tail) {
        pipes[2 * port] = head;
        pipes[2 * port + 1] = tail;
    }

    /** Serialisation time of a frame of {@code wireBytes} on {@code port}. */
    long serialisationPs(int port, long wireBytes) {
        if (nsTruncated) {
            return wireBytes * 8_000_000_000L / rateBitsPerSec(port) * 1000L;
        }
        return wireBytes * 8_000_000_000_000L / rateBitsPerSec(port);
    }

    /** True while {@code port} is still serialising a frame. */
    boolean busy(int port, long nowPs) {
        return rec[at(port) + BUSY_UNTIL] > nowPs;
    }

    /** True when an end-of-transmission event for {@code port} is already scheduled. */
    boolean txDonePending(int port) {
        return rec[at(port) + TX_DONE_PENDING] != 0;
    }

    /** The pending end-of-transmission event of {@code port} ran. */
    void txDone(int port) {
        rec[at(port) + TX_DONE_PENDING] = 0;
    }

    /**
     * Starts sending packet {@code k} on {@code port} (the port must be idle). The pipe keeps each
     * frame's arrival time in its predecessor's record (the pipe's head has its event scheduled
     * already), so that an arrival reads only the arriving packet, not the one behind it: at k=32
     * that second read was a miss to memory on every hop (issue 22).
     */
    void transmit(int port, int k, long nowPs) {
        long wireBytes = pkts.sizeBytes(k) + wireOverheadBytes;
        long donePs = nowPs + serialisationPs(port, wireBytes);
        int r = at(port);
        rec[r + BUSY_UNTIL] = donePs;
        long arrivalPs = donePs + rec[r + DELAY];
        probe.frameSent(port, wireBytes, pkts.kind(k) == PacketPool.DATA);
        int to = exportTo == null ? -1 : exportTo[port];
        if (to >= 0) {
            exports[to].add(port, k, arrivalPs, pkts);
            pkts.free(k);
        } else {
            enterPipe(port, k, arrivalPs);
        }
    }

    /** Puts packet {@code k} at the tail of {@code port}'s pipe, to reach the far end at {@code arrivalPs}. */
    private void enterPipe(int port, int k, long arrivalPs) {
        pkts.setNext(k, NIL);
        int tail = pipeTail(port);
        if (tail == NIL) {
            setPipe(port, k, k);
            loop.scheduleAt(arrivalPs, Events.of(Events.ARRIVE, port));
        } else {
            pkts.setNext(tail, k);
            pkts.setSuccessorArrivalPs(tail, arrivalPs);
            pipes[2 * port + 1] = k;
        }
    }

    /**
     * Partitioned runs (issue 22): frames sent on a port whose {@code partOfPort} is not -1 leave this
     * part of the fabric for that part's {@code to} instead of this part's pipes; the part that
     * simulates the far end takes them in with {@link #importFrames}.
     */
    void exportOn(int[] partOfPort, FrameExports[] to) {
        exportTo = partOfPort;
        exports = to;
    }

    /** Takes in the frames another part sent towards this one: each enters its link's pipe here. */
    void importFrames(FrameExports from) {
        for (int i = 0, n = from.size(); i < n; i++) {
            int k = pkts.alloc();
            from.copyInto(i, k, pkts);
            enterPipe(from.port(i), k, from.arrivalPs(i));
        }
    }

    /** Schedules an end-of-transmission event for a busy port if none is pending. */
    void wakeAtTxEnd(int port) {
        int r = at(port);
        if (rec[r + TX_DONE_PENDING] == 0) {
            rec[r + TX_DONE_PENDING] = 1;
            loop.scheduleAt(rec[r + BUSY_UNTIL], Events.of(Events.TX_DONE, port));
        }
    }

    /** The first frame in flight from {@code port} reaches the far end: returns it, off the link. */
    int arrive(int port) {
        int k = pipeHead(port);
        int nx = pkts.next(k);
        if (nx == NIL) {
            setPipe(port, NIL, NIL);
        } else {
            pipes[2 * port] = nx;
            loop.scheduleAt(pkts.successorArrivalPs(k), Events.of(Events.ARRIVE, port));
        }
        return k;
    }

    /** Data bytes (frames without wire overhead) in flight on every link. */
    long dataBytesInFlight() {
        long total = 0;
        for (int p = 0; p < portCount; p++) {
            for (int k = pipeHead(p); k != NIL; k = pkts.next(k)) {
                if (pkts.kind(k) == PacketPool.DATA) {
                    total += pkts.sizeBytes(k);
                }
            }
        }
        return total;
    }
}
