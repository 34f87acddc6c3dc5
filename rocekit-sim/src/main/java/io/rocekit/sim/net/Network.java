package io.rocekit.sim.net;

import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.engine.EventHandler;
import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.topology.Link;
import io.rocekit.sim.topology.Routing;
import io.rocekit.sim.topology.Wiring;
import io.rocekit.sim.traffic.Flow;
import java.util.List;

/**
 * Ports, links and switches: serialisation and propagation, output queues (8 priorities plus a
 * MAC-control queue for PFC frames), the shared buffer and PFC, ECN marking, and the dispatch of
 * every event. The NIC side lives in {@link HostStack}.
 *
 * <p>A switch port serves the MAC-control queue, then queue 0 (ACK/NAK when prioritised) with
 * strict priority, then round robin over the data queues 1..7 that are not paused. A switch
 * forwards a packet along the egress ports its flow's path gives (the path is the reference's
 * ECMP choice, computed once per flow).
 */
public final class Network implements EventHandler {
    static final int QUEUES = 9;
    static final int MAC_CTRL = 8;
    private static final int NIL = PacketPool.NIL;

    final EventLoop loop;
    final SimConfig cfg;
    final Wiring wiring;
    final Routing routing;
    final PacketPool pkts = new PacketPool(4096);
    final Stats stats;
    final SwitchMmu mmu;
    final HostStack hosts;
    final ReactionPoint rp;
    final QueueSampler sampler;

    final int portCount;
    final boolean[] onSwitch;
    final int[] portNode;
    final long[] rateBitsPerSec;
    private final long[] delayPs;
    final long[] busyUntil;
    final boolean[] txPending;
    private final int[] qHead;
    private final int[] qTail;
    private final int[] queued;
    /** Bit q set when queue q of the port holds a packet (bit 8: MAC control). */
    private final int[] nonEmpty;
    private final long[] egressBytes;
    private final int[] rrLast;
    private final int[] pipeHead;
    private final int[] pipeTail;
    private final boolean[] pipePending;
    final int[] pausedMask;
    private final long[] pauseDeadline;
    private final long[] pausedSince;
    private final long[] quantaPs;

    private final long[] kmin;
    private final long[] kmax;
    private final double[] pmax;
    private final long[] rng;

    private final boolean nsTruncated;
    private final int wireOverhead;
    private final boolean ecnOn;
    private final boolean ecnAtDequeue;
    private final boolean untilResume;
    private final int pfcBytes;

    public Network(Wiring wiring, Routing routing, SimConfig cfg, List<Flow> flows, EventLoop loop,
            int[] tracedFlows) {
        this.wiring = wiring;
        this.routing = routing;
        this.cfg = cfg;
        this.loop = loop;
        portCount = wiring.portCount();
        stats = new Stats(portCount);
        long nicRate = wiring.topology().nicRateBitsPerSec();
        mmu = new SwitchMmu(wiring, cfg.sw(), nicRate);
        onSwitch = new boolean[portCount];
        portNode = new int[portCount];
        rateBitsPerSec = new long[portCount];
        delayPs = new long[portCount];
        busyUntil = new long[portCount];
        txPending = new boolean[portCount];
        qHead = new int[portCount * QUEUES];
        qTail = new int[portCount * QUEUES];
        java.util.Arrays.fill(qHead, NIL);
        java.util.Arrays.fill(qTail, NIL);
        queued = new int[portCount];
        nonEmpty = new int[portCount];
        egressBytes = new long[portCount * 8];
        rrLast = new int[portCount];
        pipeHead = new int[portCount];
        pipeTail = new int[portCount];
        java.util.Arrays.fill(pipeHead, NIL);
        java.util.Arrays.fill(pipeTail, NIL);
        pipePending = new boolean[portCount];
        pausedMask = new int[portCount];
        pauseDeadline = new long[portCount * 8];
        pausedSince = new long[portCount * 8];
        quantaPs = new long[portCount];
        kmin = new long[portCount];
        kmax = new long[portCount];
        pmax = new double[portCount];
        for (int p = 0; p < portCount; p++) {
            Link l = wiring.link(p);
            portNode[p] = wiring.node(p);
            onSwitch[p] = !wiring.topology().isHost(portNode[p]);
            rateBitsPerSec[p] = l.rateBitsPerSec();
            delayPs[p] = l.delayPs();
            kmin[p] = cfg.sw().kminBytes(l.rateBitsPerSec());
            kmax[p] = cfg.sw().kmaxBytes(l.rateBitsPerSec());
            pmax[p] = cfg.sw().pmax();
            quantaPs[p] = cfg.sw().pauseQuanta() * 512L * 1_000_000_000_000L / l.rateBitsPerSec();
        }
        rng = new long[wiring.topology().nodeCount()];
        for (int i = 0; i < rng.length; i++) {
            rng[i] = mix64(cfg.seed() * 0x9E3779B97F4A7C15L + i + 1);
        }
        nsTruncated = cfg.packet().nsTruncatedSerialization();
        wireOverhead = cfg.packet().wireOverheadBytes();
        ecnOn = cfg.sw().ecnEnabled();
        ecnAtDequeue = cfg.sw().ecnAtDequeue();
        untilResume = cfg.sw().pauseUntilResume();
        pfcBytes = cfg.packet().pfcBytes();
        rp = new ReactionPoint(cfg.dcqcn(), flows.size(), loop, stats, tracedFlows);
        hosts = new HostStack(this, flows);
        sampler = new QueueSampler(this, cfg.queueSampleIntervalPs());
    }

    /** Schedules the first flow and the sampler; call once before running the loop. */
    public void start() {
        hosts.scheduleFirstFlows();
        sampler.start(hosts.firstStartPs());
    }

    @Override
    public void onEvent(int event, long now) {
        int idx = event >>> Events.KIND_BITS;
        switch (event & Events.KIND_MASK) {
            case Events.TX_DONE -> {
                txPending[idx] = false;
                if (onSwitch[idx]) {
                    startSwitchTx(idx, now);
                } else {
                    hosts.nicSend(portNode[idx], now);
                }
            }
            case Events.ARRIVE -> arrive(idx, now);
            case Events.NIC_WAKE -> hosts.onWake(idx, now);
            case Events.FLOW_START -> hosts.onFlowStart(idx, now);
            case Events.DECREASE -> rp.onDecrease(idx, now);
            case Events.INCREASE -> rp.onIncrease(idx, now);
            case Events.ALPHA -> rp.onAlphaTimer(idx, now);
            case Events.SAMPLE -> sampler.sample(now);
            case Events.PAUSE_EXPIRE -> pauseExpire(idx, now);
            case Events.PAUSE_REFRESH -> pauseRefresh(idx, now);
            default -> throw new IllegalStateException("unknown event kind " + (event & Events.KIND_MASK));
        }
    }

    // ------------------------------------------------------------------ links

    /** Serialisation time of a frame of {@code bytes} on {@code port}. */
    long serPs(int port, long bytes) {
        if (nsTruncated) {
            return bytes * 8_000_000_000L / rateBitsPerSec[port] * 1000L;
        }
        return bytes * 8_000_000_000_000L / rateBitsPerSec[port];
    }

    /** Starts sending packet {@code k} on {@code port} (the port must be idle). */
    void transmit(int port, int k, long now) {
        long bytes = pkts.size[k] + wireOverhead;
        long done = now + serPs(port, bytes);
        busyUntil[port] = done;
        long arrive = done + delayPs[port];
        pkts.time[k] = arrive;
        pkts.next[k] = NIL;
        int tail = pipeTail[port];
        if (tail == NIL) {
            pipeHead[port] = k;
        } else {
            pkts.next[tail] = k;
        }
        pipeTail[port] = k;
        if (!pipePending[port]) {
            pipePending[port] = true;
            loop.scheduleAt(arrive, Events.of(Events.ARRIVE, port));
        }
        stats.txBytes[port] += bytes;
        stats.txPackets[port]++;
        stats.packetHops++;
        if (pkts.kind[k] == PacketPool.DATA) {
            stats.txDataPackets[port]++;
        }
    }

    /** The first frame in flight on {@code port}'s link reaches the other end. */
    private void arrive(int port, long now) {
        int k = pipeHead[port];
        int nx = pkts.next[k];
        pipeHead[port] = nx;
        if (nx == NIL) {
            pipeTail[port] = NIL;
            pipePending[port] = false;
        } else {
            loop.scheduleAt(pkts.time[nx], Events.of(Events.ARRIVE, port));
        }
        int in = port ^ 1;
        if (pkts.kind[k] == PacketPool.PFC) {
            receivePfc(in, k, now);
            pkts.free(k);
        } else if (onSwitch[in]) {
            switchReceive(in, k, now);
        } else {
            hosts.receive(in, k, now);
        }
    }

    /** Schedules an end-of-transmission event for a busy port if none is pending. */
    void wakeAtTxEnd(int port) {
        if (!txPending[port]) {
            txPending[port] = true;
            loop.scheduleAt(busyUntil[port], Events.of(Events.TX_DONE, port));
        }
    }

    // ------------------------------------------------------------------ queues

    void enqueue(int port, int q, int k) {
        int i = port * QUEUES + q;
        pkts.next[k] = NIL;
        int t = qTail[i];
        if (t == NIL) {
            qHead[i] = k;
        } else {
            pkts.next[t] = k;
        }
        qTail[i] = k;
        queued[port]++;
        nonEmpty[port] |= 1 << q;
    }

    int queueHead(int port, int q) {
        return qHead[port * QUEUES + q];
    }

    int dequeue(int port, int q) {
        int i = port * QUEUES + q;
        int k = qHead[i];
        int nx = pkts.next[k];
        qHead[i] = nx;
        if (nx == NIL) {
            qTail[i] = NIL;
            nonEmpty[port] &= ~(1 << q);
        }
        queued[port]--;
        return k;
    }

    int queued(int port) {
        return queued[port];
    }

    /**
     * The queue a switch port serves next, or -1: MAC control, then queue 0 (strict), then round
     * robin over the data queues 1..7 that hold packets and are not paused, from the one after the
     * last served. Bit operations over the non-empty mask, no loop.
     */
    private int pickQueue(int port) {
        int m = nonEmpty[port];
        if ((m & (1 << MAC_CTRL)) != 0) {
            return MAC_CTRL;
        }
        int ready = m & ~pausedMask[port];
        if ((ready & 1) != 0) {
            return 0;
        }
        int data = ready & 0xFE;
        if (data == 0) {
            return -1;
        }
        int after = data & -(2 << rrLast[port]);
        int q = Integer.numberOfTrailingZeros(after != 0 ? after : data);
        rrLast[port] = q;
        return q;
    }

    // ------------------------------------------------------------------ switch

    private void switchReceive(int in, int k, long now) {
        int out = hosts.nextPort(k);
        int q = pkts.prio[k];
        if (q != 0) {
            long size = pkts.size[k];
            if (!mmu.admit(in, q, size)) {
                drop(in, k);
                return;
            }
            int ei = out * 8 + q;
            if (ecnOn && !ecnAtDequeue && pkts.kind[k] == PacketPool.DATA) {
                markMaybe(out, k, egressBytes[ei]);
            }
            egressBytes[ei] += size;
            stats.queueChange(out, size, now);
            if (mmu.shouldPause(in, q)) {
                sendPfc(in, q, true, now);
            }
        }
        pkts.inPort[k] = in;
        enqueue(out, q, k);
        kickSwitch(out, now);
    }

    private void drop(int in, int k) {
        stats.drops[in]++;
        stats.dropBytes[in] += pkts.size[k];
        if (cfg.sw().pfcEnabled()) {
            stats.losslessDrops[in]++;
        }
        if (pkts.kind[k] == PacketPool.DATA) {
            stats.dataBytesDropped += pkts.size[k];
        }
        pkts.free(k);
    }

    private void kickSwitch(int port, long now) {
        if (txPending[port]) {
            return;
        }
        if (busyUntil[port] <= now) {
            startSwitchTx(port, now);
        } else {
            wakeAtTxEnd(port);
        }
    }

    private void startSwitchTx(int port, long now) {
        int q = pickQueue(port);
        if (q < 0) {
            return;
        }
        int k = dequeue(port, q);
        if (q != 0 && q != MAC_CTRL) {
            long size = pkts.size[k];
            int in = pkts.inPort[k];
            mmu.release(in, q, size);
            long left = egressBytes[port * 8 + q] -= size;
            stats.queueChange(port, -size, now);
            if (ecnOn && ecnAtDequeue && pkts.kind[k] == PacketPool.DATA) {
                markMaybe(port, k, left);
            }
            if (mmu.shouldResume(in, q)) {
                sendPfc(in, q, false, now);
            }
        }
        transmit(port, k, now);
        if (queued[port] > 0) {
            wakeAtTxEnd(port);
        }
    }

    /** RED ({@link Red}) on the queue length {@code qBytes}; draws only between Kmin and Kmax. */
    private void markMaybe(int port, int k, long qBytes) {
        double p = Red.markProbability(qBytes, kmin[port], kmax[port], pmax[port]);
        if (p >= 1.0 || (p > 0 && nextUniform(portNode[port]) < p)) {
            pkts.flags[k] |= PacketPool.F_CE;
            stats.ecnMarks[port]++;
        }
    }

    private double nextUniform(int node) {
        long s = rng[node] + 0x9E3779B97F4A7C15L;
        rng[node] = s;
        return (mix64(s) >>> 11) * 0x1.0p-53;
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    // ------------------------------------------------------------------ PFC

    /** A switch sends PAUSE or RESUME for {@code prio} out of ingress port {@code in}. */
    private void sendPfc(int in, int prio, boolean pause, long now) {
        int k = pkts.alloc();
        pkts.kind[k] = PacketPool.PFC;
        pkts.prio[k] = (byte) prio;
        pkts.flags[k] = pause ? PacketPool.F_PAUSE : 0;
        pkts.size[k] = pfcBytes;
        pkts.flow[k] = -1;
        enqueue(in, MAC_CTRL, k);
        kickSwitch(in, now);
        if (pause) {
            stats.pauseFramesSent[in * 8 + prio]++;
            if (!untilResume) {
                loop.scheduleAt(now + quantaPs[in] / 2, Events.of(Events.PAUSE_REFRESH, in * 8 + prio));
            }
        } else {
            stats.resumeFramesSent[in * 8 + prio]++;
        }
    }

    /** Port {@code port} receives a PFC frame: its egress pauses or resumes that priority. */
    void receivePfc(int port, int k, long now) {
        int prio = pkts.prio[k];
        int i = port * 8 + prio;
        boolean pause = (pkts.flags[k] & PacketPool.F_PAUSE) != 0;
        stats.logPfc(now, portNode[port], wiring.ifIndex(port), pause);
        if (pause) {
            stats.pauseFramesReceived[i]++;
            if ((pausedMask[port] & (1 << prio)) == 0) {
                pausedMask[port] |= 1 << prio;
                pausedSince[i] = now;
            }
            if (!untilResume) {
                pauseDeadline[i] = now + quantaPs[port];
                loop.scheduleAt(pauseDeadline[i], Events.of(Events.PAUSE_EXPIRE, i));
            }
        } else {
            stats.resumeFramesReceived[i]++;
            unpause(port, prio, now);
        }
    }

    private void unpause(int port, int prio, long now) {
        int bit = 1 << prio;
        if ((pausedMask[port] & bit) == 0) {
            return;
        }
        pausedMask[port] &= ~bit;
        stats.pausedPs[port * 8 + prio] += now - pausedSince[port * 8 + prio];
        if (onSwitch[port]) {
            kickSwitch(port, now);
        } else {
            hosts.nicSend(portNode[port], now);
        }
    }

    private void pauseExpire(int i, long now) {
        if (pauseDeadline[i] == now) {
            unpause(i / 8, i % 8, now);
        }
    }

    private void pauseRefresh(int i, long now) {
        int port = i / 8;
        int prio = i % 8;
        if (mmu.pauseActive(port, prio)) {
            sendPfc(port, prio, true, now);
        }
    }

    /** Closes open pause intervals and queue integrals at the end of a run. */
    void finish(long now) {
        for (int p = 0; p < portCount; p++) {
            for (int q = 0; q < 8; q++) {
                if ((pausedMask[p] & (1 << q)) != 0) {
                    stats.pausedPs[p * 8 + q] += now - pausedSince[p * 8 + q];
                    pausedSince[p * 8 + q] = now;
                }
            }
        }
        stats.closeQueues(now);
    }

    /** Data bytes (frames without wire overhead) queued in switches or in flight on links. */
    long dataBytesInFabric() {
        long total = 0;
        for (int p = 0; p < portCount; p++) {
            for (int q = 0; q < QUEUES; q++) {
                for (int k = qHead[p * QUEUES + q]; k != NIL; k = pkts.next[k]) {
                    if (pkts.kind[k] == PacketPool.DATA) {
                        total += pkts.size[k];
                    }
                }
            }
            for (int k = pipeHead[p]; k != NIL; k = pkts.next[k]) {
                if (pkts.kind[k] == PacketPool.DATA) {
                    total += pkts.size[k];
                }
            }
        }
        return total;
    }

    public Stats stats() {
        return stats;
    }
}
