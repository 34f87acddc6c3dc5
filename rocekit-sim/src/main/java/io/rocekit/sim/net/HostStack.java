package io.rocekit.sim.net;

import io.rocekit.sim.config.DcqcnConfig;
import io.rocekit.sim.config.NicConfig;
import io.rocekit.sim.config.PacketConfig;
import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.topology.Routing;
import io.rocekit.sim.traffic.Flow;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The NICs: RC queue pairs (one per flow) cut messages into MTU packets and are served round robin
 * among those whose pacing time has come (control packets first); receivers acknowledge in-order
 * data, send a NAK on a gap (at most once per NAK interval for the same sequence) and act as the
 * DCQCN notification point; senders go back to the first unacknowledged byte on a NAK. A NIC
 * obeys PFC per priority.
 *
 * <p>State is per flow in primitive arrays; a host's active queue pairs are an int list.
 */
final class HostStack {
    private static final int NIL = PacketPool.NIL;

    private final Network net;
    private final PacketPool pkts;
    private final EventLoop loop;
    private final Stats stats;
    private final ReactionPoint rp;
    private final Routing routing;

    // configuration
    private final int mtu;
    private final int header;
    private final int firstExtra;
    private final int ackBytes;
    private final int cnpBytes;
    private final int wireOverhead;
    private final boolean nsTruncated;
    private final int ackEvery;
    private final long chunk;
    private final long nackInterval;
    private final boolean goBackZero;
    private final boolean ackHighPriority;
    private final boolean nicAckExempt;
    private final boolean cnpOnAck;
    private final boolean cnpPackets;
    private final long cnpInterval;
    private final int cnpPrio;

    // per host (indexed by node id)
    private final int[] hostPort;
    private final int[][] active;
    private final int[] activeCount;
    private final int[] rrLast;
    private final boolean[] wakePending;

    // per flow
    final Flow[] flows;
    private final int[] src;
    private final int[] dst;
    private final byte[] prio;
    final long[] size;
    private final int[][] dataPath;
    private final int[][] ackPath;
    final long[] sndNxt;
    final long[] sndUna;
    private final long[] sndMax;
    private final long[] nextAvail;
    final boolean[] started;
    final boolean[] finished;
    final long[] startPs;
    final long[] finishPs;
    final long[] retxBytes;
    private final long[] rxExpected;
    private final long[] rxLastNack;
    private final long[] rxNackUntil;
    private final long[] rxLastCnp;
    private final int[] rxSinceAck;
    private final int[][] dependents;
    private final boolean[] chained;
    private final int[] chain;
    private int chainPos;
    private int unfinished;

    HostStack(Network net, List<Flow> flowList) {
        this.net = net;
        this.pkts = net.pkts;
        this.loop = net.loop;
        this.stats = net.stats;
        this.rp = net.rp;
        this.routing = net.routing;
        PacketConfig pc = net.cfg.packet();
        NicConfig nc = net.cfg.nic();
        DcqcnConfig dc = net.cfg.dcqcn();
        mtu = pc.mtuBytes();
        header = pc.headerBytes();
        firstExtra = pc.firstPacketExtraBytes();
        ackBytes = pc.ackBytes();
        cnpBytes = pc.cnpBytes();
        wireOverhead = pc.wireOverheadBytes();
        nsTruncated = pc.nsTruncatedSerialization();
        ackEvery = nc.ackEveryPackets();
        chunk = nc.chunkBytes();
        nackInterval = nc.nackIntervalPs();
        goBackZero = nc.goBackZero() && chunk > 0;
        ackHighPriority = net.cfg.sw().ackHighPriority();
        nicAckExempt = nc.ackHighPriority();
        cnpOnAck = dc.cnpDelivery() == DcqcnConfig.CnpDelivery.ACK_FLAG;
        cnpPackets = dc.cnpDelivery() == DcqcnConfig.CnpDelivery.PACKET;
        cnpInterval = dc.cnpIntervalPs();
        cnpPrio = dc.cnpPriority();

        int nodes = net.wiring.topology().nodeCount();
        hostPort = new int[nodes];
        Arrays.fill(hostPort, -1);
        for (int h : net.wiring.topology().hostIds()) {
            hostPort[h] = net.wiring.ports(h)[0];
        }
        active = new int[nodes][];
        activeCount = new int[nodes];
        rrLast = new int[nodes];
        wakePending = new boolean[nodes];

        int n = flowList.size();
        flows = flowList.toArray(new Flow[0]);
        src = new int[n];
        dst = new int[n];
        prio = new byte[n];
        size = new long[n];
        dataPath = new int[n][];
        ackPath = new int[n][];
        sndNxt = new long[n];
        sndUna = new long[n];
        sndMax = new long[n];
        nextAvail = new long[n];
        started = new boolean[n];
        finished = new boolean[n];
        startPs = new long[n];
        finishPs = new long[n];
        retxBytes = new long[n];
        rxExpected = new long[n];
        rxLastNack = new long[n];
        rxNackUntil = new long[n];
        rxLastCnp = new long[n];
        rxSinceAck = new int[n];
        chained = new boolean[n];
        List<List<Integer>> deps = new ArrayList<>();
        List<Integer> chainList = new ArrayList<>();
        for (int f = 0; f < n; f++) {
            Flow fl = flows[f];
            if (fl.id() != f) {
                throw new IllegalArgumentException("flow ids must be 0..n-1 in order; flow " + f + " has id "
                        + fl.id());
            }
            src[f] = fl.src();
            dst[f] = fl.dst();
            prio[f] = (byte) fl.priority();
            size[f] = fl.sizeBytes();
            rxLastNack[f] = -1;
            rxLastCnp[f] = -1; // no CNP sent yet
            deps.add(null);
            if (fl.afterFlow() < 0) {
                chained[f] = true;
                chainList.add(f);
            }
        }
        for (int f = 0; f < n; f++) {
            int a = flows[f].afterFlow();
            if (a >= 0) {
                if (deps.get(a) == null) {
                    deps.set(a, new ArrayList<>());
                }
                deps.get(a).add(f);
            }
        }
        dependents = new int[n][];
        for (int f = 0; f < n; f++) {
            dependents[f] = deps.get(f) == null ? new int[0]
                    : deps.get(f).stream().mapToInt(Integer::intValue).toArray();
        }
        chain = chainList.stream().mapToInt(Integer::intValue).toArray();
        // flow lists are sorted by start time; keep the chain in that order
        unfinished = n;
    }

    long firstStartPs() {
        return chain.length == 0 ? 0 : flows[chain[0]].startPs();
    }

    void scheduleFirstFlows() {
        if (chain.length > 0) {
            loop.scheduleAt(flows[chain[0]].startPs(), Events.of(Events.FLOW_START, chain[0]));
        }
        if (unfinished == 0) {
            loop.stop();
        }
    }

    int unfinished() {
        return unfinished;
    }

    // ------------------------------------------------------------------ flows

    void onFlowStart(int f, long now) {
        if (!chained[f]) {
            startFlow(f, now);
            return;
        }
        // Start every chained flow due now, then wait for the next one (as the reference does).
        while (chainPos < chain.length && flows[chain[chainPos]].startPs() <= now) {
            startFlow(chain[chainPos++], now);
        }
        if (chainPos < chain.length) {
            int next = chain[chainPos];
            loop.scheduleAt(flows[next].startPs(), Events.of(Events.FLOW_START, next));
        }
    }

    private void startFlow(int f, long now) {
        Flow fl = flows[f];
        started[f] = true;
        startPs[f] = now;
        dataPath[f] = routing.path(fl.src(), fl.dst(), fl.srcPort(), fl.dstPort());
        ackPath[f] = routing.path(fl.dst(), fl.src(), fl.dstPort(), fl.srcPort());
        nextAvail[f] = now;
        rp.start(f, net.rateBitsPerSec[hostPort[fl.src()]], now);
        int h = fl.src();
        int[] list = active[h];
        if (list == null) {
            list = new int[4];
            active[h] = list;
        } else if (activeCount[h] == list.length) {
            list = Arrays.copyOf(list, list.length * 2);
            active[h] = list;
        }
        list[activeCount[h]++] = f;
        nicSend(h, now);
    }

    private void finishFlow(int f, long now) {
        finished[f] = true;
        finishPs[f] = now;
        rp.stop(f, now);
        int h = src[f];
        int[] list = active[h];
        int n = activeCount[h];
        for (int i = 0; i < n; i++) {
            if (list[i] == f) {
                System.arraycopy(list, i + 1, list, i, n - i - 1);
                activeCount[h] = n - 1;
                if (i <= rrLast[h]) {
                    rrLast[h]--; // the queue pair after the last one served stays next
                }
                break;
            }
        }
        unfinished--;
        for (int d : dependents[f]) {
            loop.scheduleAt(Math.max(now, flows[d].startPs()), Events.of(Events.FLOW_START, d));
        }
        if (unfinished == 0) {
            loop.stop();
        }
    }

    // ------------------------------------------------------------------ routing

    /** The egress port of a packet at the switch it just reached (advances its hop count). */
    int nextPort(int k) {
        int f = pkts.flow[k];
        int[] path = pkts.kind[k] == PacketPool.DATA ? dataPath[f] : ackPath[f];
        return path[pkts.hop[k]++];
    }

    // ------------------------------------------------------------------ sending

    void onWake(int h, long now) {
        wakePending[h] = false;
        nicSend(h, now);
    }

    /** The NIC of host {@code h} sends its next frame if its port is free (DequeueAndTransmit). */
    void nicSend(int h, long now) {
        int port = hostPort[h];
        if (net.busyUntil[port] > now) {
            if (activeCount[h] > 0 || net.queued(port) > 0) {
                net.wakeAtTxEnd(port);
            }
            return;
        }
        if (net.txPending[port]) {
            return; // an end-of-transmission event at this instant will call back
        }
        int mask = net.pausedMask[port];
        int head = net.queueHead(port, 0);
        if (head != NIL && (nicAckExempt || (mask & (1 << pkts.prio[head])) == 0)) {
            int k = net.dequeue(port, 0);
            net.transmit(port, k, now);
            net.wakeAtTxEnd(port);
            return;
        }
        int n = activeCount[h];
        if (n == 0) {
            return;
        }
        int[] list = active[h];
        int first = rrLast[h];
        long minAvail = Long.MAX_VALUE;
        for (int j = 1; j <= n; j++) {
            int idx = (first + j) % n;
            int f = list[idx];
            if (sndNxt[f] >= size[f]) {
                continue;
            }
            long avail = nextAvail[f];
            if ((mask & (1 << prio[f])) != 0 || avail > now) {
                if (avail < minAvail) {
                    minAvail = avail;
                }
                continue;
            }
            rrLast[h] = idx;
            sendData(port, f, now);
            net.wakeAtTxEnd(port);
            return;
        }
        if (minAvail != Long.MAX_VALUE && minAvail > now && !wakePending[h]) {
            wakePending[h] = true;
            loop.scheduleAt(minAvail, Events.of(Events.NIC_WAKE, h));
        }
    }

    private void sendData(int port, int f, long now) {
        long seq = sndNxt[f];
        int payload = (int) Math.min(mtu, size[f] - seq);
        int bytes = payload + header + (seq == 0 ? firstExtra : 0);
        int k = pkts.alloc();
        pkts.kind[k] = PacketPool.DATA;
        pkts.prio[k] = prio[f];
        pkts.flow[k] = f;
        pkts.seq[k] = seq;
        pkts.size[k] = bytes;
        pkts.hop[k] = 1;
        sndNxt[f] = seq + payload;
        if (seq < sndMax[f]) {
            long again = Math.min(sndMax[f], seq + payload) - seq;
            retxBytes[f] += again;
            stats.retransmittedBytes += again;
        } else {
            sndMax[f] = seq + payload;
        }
        stats.dataPacketsSent++;
        stats.dataBytesSent += bytes;
        net.transmit(port, k, now);
        nextAvail[f] = now + pacingPs(bytes + wireOverhead, rp.rate(f));
        rp.onSent(f, bytes, now);
    }

    private long pacingPs(long wireBytes, double rateBitsPerSec) {
        if (nsTruncated) {
            return (long) (wireBytes * 8e9 / rateBitsPerSec) * 1000L;
        }
        return (long) (wireBytes * 8e12 / rateBitsPerSec);
    }

    // ------------------------------------------------------------------ receiving

    /** A frame (not PFC) reaches host port {@code in}. */
    void receive(int in, int k, long now) {
        byte kind = pkts.kind[k];
        int h = net.portNode[in];
        if (kind == PacketPool.DATA) {
            receiveData(h, k, now);
        } else if (kind == PacketPool.ACK || kind == PacketPool.NACK) {
            receiveAck(h, k, now);
        } else if (kind == PacketPool.CNP) {
            int f = pkts.flow[k];
            if (!finished[f]) {
                stats.cnpsHandled++;
                rp.onCnp(f, now);
            }
        }
        pkts.free(k);
    }

    private void receiveData(int h, int k, long now) {
        int f = pkts.flow[k];
        long seq = pkts.seq[k];
        int payload = pkts.size[k] - header - (seq == 0 ? firstExtra : 0);
        stats.dataBytesDelivered += pkts.size[k];
        boolean ce = (pkts.flags[k] & PacketPool.F_CE) != 0;
        long exp = rxExpected[f];
        byte reply = 0;
        if (seq == exp) {
            exp += payload;
            rxExpected[f] = exp;
            if (++rxSinceAck[f] >= ackEvery || exp >= size[f] || (chunk > 0 && exp % chunk == 0)) {
                rxSinceAck[f] = 0;
                reply = PacketPool.ACK;
            }
        } else if (seq > exp) {
            if (now >= rxNackUntil[f] || rxLastNack[f] != exp) {
                rxNackUntil[f] = now + nackInterval;
                rxLastNack[f] = exp;
                if (goBackZero) {
                    exp = exp / chunk * chunk;
                    rxExpected[f] = exp;
                }
                reply = PacketPool.NACK;
            }
        }
        int port = hostPort[h];
        if (reply != 0) {
            int a = pkts.alloc();
            pkts.kind[a] = reply;
            pkts.prio[a] = ackHighPriority ? 0 : prio[f];
            pkts.flow[a] = f;
            pkts.seq[a] = exp;
            pkts.size[a] = ackBytes;
            pkts.hop[a] = 1;
            if (ce && cnpOnAck) {
                pkts.flags[a] = PacketPool.F_CNP;
                stats.cnpsSent++;
            }
            if (reply == PacketPool.ACK) {
                stats.acksSent++;
            } else {
                stats.nacksSent++;
            }
            net.enqueue(port, 0, a);
        }
        if (ce && cnpPackets && (rxLastCnp[f] < 0 || now - rxLastCnp[f] >= cnpInterval)) {
            rxLastCnp[f] = now;
            int c = pkts.alloc();
            pkts.kind[c] = PacketPool.CNP;
            pkts.prio[c] = (byte) cnpPrio;
            pkts.flow[c] = f;
            pkts.size[c] = cnpBytes;
            pkts.hop[c] = 1;
            stats.cnpsSent++;
            net.enqueue(port, 0, c);
            reply = PacketPool.CNP;
        }
        if (reply != 0) {
            nicSend(h, now);
        }
    }

    private void receiveAck(int h, int k, long now) {
        int f = pkts.flow[k];
        if (finished[f]) {
            return;
        }
        long seq = pkts.seq[k];
        if (goBackZero) {
            seq = seq / chunk * chunk;
        }
        if (seq > sndUna[f]) {
            sndUna[f] = seq;
        }
        if (pkts.kind[k] == PacketPool.NACK) {
            sndNxt[f] = sndUna[f];
        }
        boolean cnp = (pkts.flags[k] & PacketPool.F_CNP) != 0;
        if (sndUna[f] >= size[f]) {
            finishFlow(f, now);
        } else if (cnp) {
            stats.cnpsHandled++;
            rp.onCnp(f, now);
        }
        nicSend(h, now);
    }
}
