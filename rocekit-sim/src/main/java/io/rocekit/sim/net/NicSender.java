package io.rocekit.sim.net;

import io.rocekit.sim.config.NicConfig;
import io.rocekit.sim.config.PacketConfig;
import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.metrics.NetProbe;
import io.rocekit.sim.topology.Wiring;
import io.rocekit.sim.traffic.Flow;
import java.util.Arrays;

/**
 * The sending side of every NIC: one RC queue pair per flow that cuts its message into MTU
 * packets, paced by its DCQCN rate ({@link ReactionPoint}), served round robin among the queue
 * pairs whose pacing time has come after the NIC's control queue (ACK, NAK, CNP); go-back-N to
 * the first unacknowledged byte on a NAK; a flow completes when its last byte is acknowledged. A
 * NIC obeys PFC per priority (its control queue too, unless {@code nic.ack-high-priority}).
 *
 * <p>State per flow and per host in primitive arrays; a host's open queue pairs are an int list.
 */
final class NicSender {
    private static final int NIL = PacketPool.NIL;

    private final EventLoop loop;
    private final PacketPool pkts;
    private final Links links;
    private final PortQueues queues;
    private final PauseState pause;
    private final ReactionPoint rp;
    private final NetProbe probe;
    private final FlowEvent finished;

    private final int mtuBytes;
    private final int headerBytes;
    private final int firstPacketExtraBytes;
    private final int wireOverheadBytes;
    private final boolean nsTruncated;
    private final long chunkBytes;
    private final boolean goBackZero;
    /** The control queue ignores PFC (nic.ack-high-priority). */
    private final boolean controlIgnoresPause;

    // per host (indexed by node id)
    private final int[] hostPort;
    private final int[][] openQps;
    private final int[] openQpCount;
    private final int[] lastServed;
    private final boolean[] wakePending;

    // per flow
    private final int[] src;
    private final byte[] prio;
    private final long[] sizeBytes;
    private final long[] sndNxt;
    private final long[] sndUna;
    private final long[] sndMax;
    private final long[] nextSendPs;
    private final boolean[] started;
    private final boolean[] done;
    private final long[] startPs;
    private final long[] finishPs;
    private final long[] retransmittedBytes;
    private int unfinished;
    /** False in a part of a partitioned run: the other parts' flows may still need this part's switches. */
    private boolean stopWhenDone = true;

    /** @param finished told when a flow's last byte is acknowledged, before the NIC sends again */
    NicSender(Wiring wiring, Flow[] flows, PacketConfig pc, NicConfig nc, EventLoop loop, PacketPool pkts, Links links,
            PortQueues queues, PauseState pause, ReactionPoint rp, NetProbe probe, FlowEvent finished) {
        this.loop = loop;
        this.pkts = pkts;
        this.links = links;
        this.queues = queues;
        this.pause = pause;
        this.rp = rp;
        this.probe = probe;
        this.finished = finished;
        mtuBytes = pc.mtuBytes();
        headerBytes = pc.headerBytes();
        firstPacketExtraBytes = pc.firstPacketExtraBytes();
        wireOverheadBytes = pc.wireOverheadBytes();
        nsTruncated = pc.nsTruncatedSerialization();
        chunkBytes = nc.chunkBytes();
        goBackZero = nc.goBackZero() && chunkBytes > 0;
        controlIgnoresPause = nc.ackHighPriority();

        int nodes = wiring.topology().nodeCount();
        hostPort = new int[nodes];
        Arrays.fill(hostPort, -1);
        for (int h : wiring.topology().hostIds()) {
            hostPort[h] = wiring.ports(h)[0];
        }
        openQps = new int[nodes][];
        openQpCount = new int[nodes];
        lastServed = new int[nodes];
        wakePending = new boolean[nodes];

        int n = flows.length;
        src = new int[n];
        prio = new byte[n];
        sizeBytes = new long[n];
        sndNxt = new long[n];
        sndUna = new long[n];
        sndMax = new long[n];
        nextSendPs = new long[n];
        started = new boolean[n];
        done = new boolean[n];
        startPs = new long[n];
        finishPs = new long[n];
        retransmittedBytes = new long[n];
        for (int f = 0; f < n; f++) {
            src[f] = flows[f].src();
            prio[f] = (byte) flows[f].priority();
            sizeBytes[f] = flows[f].sizeBytes();
        }
        unfinished = n;
    }

    // ------------------------------------------------------------------ queue pairs

    /** Opens flow {@code f}'s queue pair at line rate and lets its NIC send. */
    void open(int f, long nowPs) {
        started[f] = true;
        startPs[f] = nowPs;
        nextSendPs[f] = nowPs;
        int h = src[f];
        rp.start(f, links.rateBitsPerSec(hostPort[h]), nowPs);
        int[] list = openQps[h];
        if (list == null) {
            list = new int[4];
            openQps[h] = list;
        } else if (openQpCount[h] == list.length) {
            list = Arrays.copyOf(list, list.length * 2);
            openQps[h] = list;
        }
        list[openQpCount[h]++] = f;
        send(h, nowPs);
    }

    private void complete(int f, long nowPs) {
        done[f] = true;
        finishPs[f] = nowPs;
        rp.stop(f, nowPs);
        int h = src[f];
        int[] list = openQps[h];
        int n = openQpCount[h];
        for (int i = 0; i < n; i++) {
            if (list[i] == f) {
                System.arraycopy(list, i + 1, list, i, n - i - 1);
                openQpCount[h] = n - 1;
                if (i <= lastServed[h]) {
                    lastServed[h]--; // the queue pair after the last one served stays next
                }
                break;
            }
        }
        unfinished--;
        finished.at(f, nowPs);
        if (unfinished == 0 && stopWhenDone) {
            loop.stop();
        }
    }

    // ------------------------------------------------------------------ sending

    /** Puts control packet {@code k} (ACK, NAK, CNP) in host {@code h}'s control queue; see {@link #send}. */
    void queueControl(int h, int k) {
        queues.enqueue(hostPort[h], 0, k);
    }

    /** Host {@code h}'s pacing timer ran. */
    void onWake(int h, long nowPs) {
        wakePending[h] = false;
        send(h, nowPs);
    }

    /** The NIC of host {@code h} sends its next frame if its port is free (DequeueAndTransmit). */
    void send(int h, long nowPs) {
        int port = hostPort[h];
        if (links.busy(port, nowPs)) {
            if (openQpCount[h] > 0 || queues.queuedPackets(port) > 0) {
                links.wakeAtTxEnd(port);
            }
            return;
        }
        if (links.txDonePending(port)) {
            return; // an end-of-transmission event at this instant will call back
        }
        int mask = pause.pausedMask(port);
        int head = queues.head(port, 0);
        if (head != NIL && (controlIgnoresPause || (mask & (1 << pkts.prio(head))) == 0)) {
            int k = queues.dequeue(port, 0);
            links.transmit(port, k, nowPs);
            links.wakeAtTxEnd(port);
            return;
        }
        int n = openQpCount[h];
        if (n == 0) {
            return;
        }
        int[] list = openQps[h];
        int first = lastServed[h];
        long earliestPs = Long.MAX_VALUE;
        for (int j = 1; j <= n; j++) {
            int idx = (first + j) % n;
            int f = list[idx];
            if (sndNxt[f] >= sizeBytes[f]) {
                continue;
            }
            long availPs = nextSendPs[f];
            if ((mask & (1 << prio[f])) != 0 || availPs > nowPs) {
                if (availPs < earliestPs) {
                    earliestPs = availPs;
                }
                continue;
            }
            lastServed[h] = idx;
            sendData(port, f, nowPs);
            links.wakeAtTxEnd(port);
            return;
        }
        if (earliestPs != Long.MAX_VALUE && earliestPs > nowPs && !wakePending[h]) {
            wakePending[h] = true;
            loop.scheduleAt(earliestPs, Events.of(Events.NIC_WAKE, h));
        }
    }

    private void sendData(int port, int f, long nowPs) {
        long seq = sndNxt[f];
        int payload = (int) Math.min(mtuBytes, sizeBytes[f] - seq);
        int bytes = payload + headerBytes + (seq == 0 ? firstPacketExtraBytes : 0);
        int k = pkts.alloc();
        pkts.init(k, PacketPool.DATA, prio[f], f, bytes, 1);
        pkts.setSeq(k, seq);
        sndNxt[f] = seq + payload;
        long again = 0;
        if (seq < sndMax[f]) {
            again = Math.min(sndMax[f], seq + payload) - seq;
            retransmittedBytes[f] += again;
        } else {
            sndMax[f] = seq + payload;
        }
        probe.dataSent(bytes, again);
        links.transmit(port, k, nowPs);
        nextSendPs[f] = nowPs + pacingPs(bytes + wireOverheadBytes, rp.rate(f));
        rp.onSent(f, bytes, nowPs);
    }

    /** The rate limiter: after {@code wireBytes} a queue pair waits wireBytes x 8 / rate. */
    private long pacingPs(long wireBytes, double rateBitsPerSec) {
        if (nsTruncated) {
            return (long) (wireBytes * 8e9 / rateBitsPerSec) * 1000L;
        }
        return (long) (wireBytes * 8e12 / rateBitsPerSec);
    }

    // ------------------------------------------------------------------ feedback

    /** An ACK or NAK (packet {@code k}) reaches the sender on host {@code h}. */
    void onAck(int h, int k, long nowPs) {
        int f = pkts.flow(k);
        if (done[f]) {
            return;
        }
        long seq = pkts.seq(k);
        if (goBackZero) {
            seq = seq / chunkBytes * chunkBytes;
        }
        if (seq > sndUna[f]) {
            sndUna[f] = seq;
        }
        if (pkts.kind(k) == PacketPool.NACK) {
            sndNxt[f] = sndUna[f];
        }
        boolean cnp = (pkts.flags(k) & PacketPool.F_CNP) != 0;
        if (sndUna[f] >= sizeBytes[f]) {
            complete(f, nowPs);
        } else if (cnp) {
            probe.cnpHandled();
            rp.onCnp(f, nowPs);
        }
        send(h, nowPs);
    }

    /** A CNP packet for flow {@code f} reaches its sender. */
    void onCnp(int f, long nowPs) {
        if (!done[f]) {
            probe.cnpHandled();
            rp.onCnp(f, nowPs);
        }
    }

    // ------------------------------------------------------------------ partitioned runs

    /**
     * This NIC model sends only the flows marked in {@code owned} (those from this part's hosts):
     * only they count as unfinished, and their completion does not stop the loop.
     */
    void sendOnly(boolean[] owned) {
        int n = 0;
        for (boolean o : owned) {
            if (o) {
                n++;
            }
        }
        unfinished = n;
        stopWhenDone = false;
    }

    /** Takes the outcome of the flows marked in {@code theirs} from {@code other}, which sent them. */
    void absorb(NicSender other, boolean[] theirs) {
        for (int f = 0; f < theirs.length; f++) {
            if (theirs[f]) {
                started[f] = other.started[f];
                done[f] = other.done[f];
                startPs[f] = other.startPs[f];
                finishPs[f] = other.finishPs[f];
                sndUna[f] = other.sndUna[f];
                retransmittedBytes[f] = other.retransmittedBytes[f];
            }
        }
        unfinished += other.unfinished;
    }

    // ------------------------------------------------------------------ read-out

    int unfinished() {
        return unfinished;
    }

    boolean started(int f) {
        return started[f];
    }

    boolean finished(int f) {
        return done[f];
    }

    long startPs(int f) {
        return startPs[f];
    }

    long finishPs(int f) {
        return finishPs[f];
    }

    /** Bytes acknowledged so far. */
    long ackedBytes(int f) {
        return sndUna[f];
    }

    long retransmittedBytes(int f) {
        return retransmittedBytes[f];
    }
}
