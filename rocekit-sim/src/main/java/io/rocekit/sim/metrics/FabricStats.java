package io.rocekit.sim.metrics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The statistics sink of a run: counters per port, per port x priority, per flow and fabric-wide
 * in primitive arrays, the PFC frame log and the rate trace of chosen flows, read once at the end
 * into the metric records. Queue occupancy is integrated exactly (bytes x time) on every change,
 * so means and peaks do not depend on a sampling period.
 */
public final class FabricStats implements NetProbe {
    private final int ports;
    // per port: what every transmission and queue change updates, one 64-byte record per port
    // (8 longs: see the Q_ and TX_ offsets) so that an event touches one cache line of it, not
    // eight arrays (at k=32, 49,152 ports of state do not fit the last-level cache; issue 22).
    // The network places these records inside its own per-port records (base, stride), next to
    // the port's link state, which the same transmission touches.
    public static final int PORT_REC = 8;
    private static final int REC = PORT_REC;
    private static final int Q_NOW = 0;
    private static final int Q_LAST_CHANGE = 1;
    private static final int Q_INTEGRAL = 2;
    private static final int Q_NON_EMPTY = 3;
    private static final int Q_PEAK = 4;
    private static final int TX_BYTES = 5;
    private static final int TX_PACKETS = 6;
    private static final int TX_DATA = 7;
    private final long[] hot;
    private final int hotBase;
    private final int hotStride;
    private final long[] drops;
    private final long[] dropBytes;
    private final long[] losslessDrops;
    private final long[] ecnMarks;
    private final long[] queuePeakAtPs;
    // per port x priority: PFC counters, a 40-byte record each, allocated at the first PFC event
    // (a run without PFC, like most at cluster scale, never needs the 15.7 MB they take at k=32)
    private long[] pfc;
    private static final int PFC_REC = 5;
    private static final int PAUSE_SENT = 0;
    private static final int RESUME_SENT = 1;
    private static final int PAUSE_RECEIVED = 2;
    private static final int RESUME_RECEIVED = 3;
    private static final int PAUSED_PS = 4;
    // per flow
    private final long[] flowCnps;
    private final long[] flowRateCuts;
    private final boolean[] traced;

    // totals
    private long packetHops;
    private long dataPacketsSent;
    private long dataBytesSent;
    private long dataBytesDelivered;
    private long dataBytesDropped;
    private long retransmittedBytes;
    private long nacksSent;
    private long acksSent;
    private long cnpsSent;
    private long cnpsHandled;
    private long rateCuts;

    // PFC frames received, as the reference's pfc.txt: time, node, ifindex, type (1 pause, 0 resume)
    private long[] pfcLog = new long[64];
    private int pfcLogSize;

    // rate trace of the traced flows: time, flow, rate
    private long[] traceTimePs = new long[256];
    private int[] traceFlow = new int[256];
    private double[] traceRate = new double[256];
    private int traceSize;

    public FabricStats(int ports, int flows, int[] tracedFlows) {
        this(ports, flows, tracedFlows, new long[ports * REC], 0, REC);
    }

    /**
     * @param shared per-port records the port statistics live in: {@code REC} (8) longs of port
     *     p at {@code p * stride + base}
     */
    public FabricStats(int ports, int flows, int[] tracedFlows, long[] shared, int base, int stride) {
        if (stride < REC || base < 0 || base + REC > stride || shared.length < (long) ports * stride) {
            throw new IllegalArgumentException("port statistics need " + REC + " longs per port within the stride");
        }
        this.ports = ports;
        hot = shared;
        hotBase = base;
        hotStride = stride;
        drops = new long[ports];
        dropBytes = new long[ports];
        losslessDrops = new long[ports];
        ecnMarks = new long[ports];
        queuePeakAtPs = new long[ports];
        flowCnps = new long[flows];
        flowRateCuts = new long[flows];
        traced = new boolean[flows];
        for (int f : tracedFlows) {
            if (f >= 0 && f < flows) {
                traced[f] = true;
            }
        }
    }

    // ------------------------------------------------------------------ probe

    @Override
    public void frameSent(int port, long wireBytes, boolean data) {
        int r = port * hotStride + hotBase;
        hot[r + TX_BYTES] += wireBytes;
        hot[r + TX_PACKETS]++;
        packetHops++;
        if (data) {
            hot[r + TX_DATA]++;
        }
    }

    @Override
    public void dropped(int ingressPort, long bytes, boolean data, boolean lossless) {
        drops[ingressPort]++;
        dropBytes[ingressPort] += bytes;
        if (lossless) {
            losslessDrops[ingressPort]++;
        }
        if (data) {
            dataBytesDropped += bytes;
        }
    }

    @Override
    public void ecnMarked(int port) {
        ecnMarks[port]++;
    }

    @Override
    public void queueChanged(int port, long deltaBytes, long nowPs) {
        int r = port * hotStride + hotBase;
        long q = hot[r + Q_NOW];
        long dt = nowPs - hot[r + Q_LAST_CHANGE];
        hot[r + Q_INTEGRAL] += q * dt;
        if (q > 0) {
            hot[r + Q_NON_EMPTY] += dt;
        }
        hot[r + Q_LAST_CHANGE] = nowPs;
        q += deltaBytes;
        hot[r + Q_NOW] = q;
        if (q > hot[r + Q_PEAK]) {
            hot[r + Q_PEAK] = q;
            queuePeakAtPs[port] = nowPs;
        }
    }

    @Override
    public void pfcSent(int port, int prio, boolean pause) {
        if (pause) {
            pfc()[pfcAt(port, prio) + PAUSE_SENT]++;
        } else {
            pfc()[pfcAt(port, prio) + RESUME_SENT]++;
        }
    }

    @Override
    public void pfcReceived(int port, int node, int ifIndex, int prio, boolean pause, long nowPs) {
        if (pfcLogSize + 4 > pfcLog.length) {
            pfcLog = Arrays.copyOf(pfcLog, pfcLog.length * 2);
        }
        pfcLog[pfcLogSize++] = nowPs;
        pfcLog[pfcLogSize++] = node;
        pfcLog[pfcLogSize++] = ifIndex;
        pfcLog[pfcLogSize++] = pause ? 1 : 0;
        if (pause) {
            pfc()[pfcAt(port, prio) + PAUSE_RECEIVED]++;
        } else {
            pfc()[pfcAt(port, prio) + RESUME_RECEIVED]++;
        }
    }

    @Override
    public void paused(int port, int prio, long durationPs) {
        if (durationPs != 0) {
            pfc()[pfcAt(port, prio) + PAUSED_PS] += durationPs;
        }
    }

    @Override
    public void dataSent(long bytes, long retransmitted) {
        dataPacketsSent++;
        dataBytesSent += bytes;
        retransmittedBytes += retransmitted;
    }

    @Override
    public void dataDelivered(long bytes) {
        dataBytesDelivered += bytes;
    }

    @Override
    public void ackSent(boolean nak) {
        if (nak) {
            nacksSent++;
        } else {
            acksSent++;
        }
    }

    @Override
    public void cnpSent() {
        cnpsSent++;
    }

    @Override
    public void cnpHandled() {
        cnpsHandled++;
    }

    @Override
    public void cnpReacted(int flow) {
        flowCnps[flow]++;
    }

    @Override
    public void rateCut(int flow) {
        flowRateCuts[flow]++;
        rateCuts++;
    }

    @Override
    public void rateChanged(int flow, long nowPs, double rateBitsPerSec) {
        if (!traced[flow]) {
            return;
        }
        if (traceSize == traceTimePs.length) {
            int n = traceSize * 2;
            traceTimePs = Arrays.copyOf(traceTimePs, n);
            traceFlow = Arrays.copyOf(traceFlow, n);
            traceRate = Arrays.copyOf(traceRate, n);
        }
        traceTimePs[traceSize] = nowPs;
        traceFlow[traceSize] = flow;
        traceRate[traceSize] = rateBitsPerSec;
        traceSize++;
    }

    // ------------------------------------------------------------------ partitioned runs

    /**
     * Adds what {@code other}, the statistics of another part of a partitioned run, counted: the
     * records of the ports marked in {@code theirs} are taken whole (their queue clocks included),
     * counters are added, and the PFC log and rate traces are merged in time order (this part's
     * first at equal times).
     */
    public void absorb(FabricStats other, boolean[] theirs) {
        for (int p = 0; p < ports; p++) {
            if (theirs[p]) {
                System.arraycopy(other.hot, p * other.hotStride + other.hotBase, hot, p * hotStride + hotBase, REC);
                queuePeakAtPs[p] = other.queuePeakAtPs[p];
            }
        }
        add(drops, other.drops);
        add(dropBytes, other.dropBytes);
        add(losslessDrops, other.losslessDrops);
        add(ecnMarks, other.ecnMarks);
        add(flowCnps, other.flowCnps);
        add(flowRateCuts, other.flowRateCuts);
        if (other.pfc != null) {
            add(pfc(), other.pfc);
        }
        packetHops += other.packetHops;
        dataPacketsSent += other.dataPacketsSent;
        dataBytesSent += other.dataBytesSent;
        dataBytesDelivered += other.dataBytesDelivered;
        dataBytesDropped += other.dataBytesDropped;
        retransmittedBytes += other.retransmittedBytes;
        nacksSent += other.nacksSent;
        acksSent += other.acksSent;
        cnpsSent += other.cnpsSent;
        cnpsHandled += other.cnpsHandled;
        rateCuts += other.rateCuts;
        mergePfcLog(other);
        mergeTraces(other);
    }

    private static void add(long[] to, long[] from) {
        for (int i = 0; i < to.length; i++) {
            to[i] += from[i];
        }
    }

    /** Both logs are in time order (entries of 4 longs, time first); the merge keeps it. */
    private void mergePfcLog(FabricStats other) {
        long[] merged = new long[Math.max(64, pfcLogSize + other.pfcLogSize)];
        int i = 0;
        int j = 0;
        int n = 0;
        while (i < pfcLogSize || j < other.pfcLogSize) {
            boolean mine = j >= other.pfcLogSize || (i < pfcLogSize && pfcLog[i] <= other.pfcLog[j]);
            System.arraycopy(mine ? pfcLog : other.pfcLog, mine ? i : j, merged, n, 4);
            n += 4;
            if (mine) {
                i += 4;
            } else {
                j += 4;
            }
        }
        pfcLog = merged;
        pfcLogSize = n;
    }

    private void mergeTraces(FabricStats other) {
        int total = traceSize + other.traceSize;
        long[] t = new long[Math.max(256, total)];
        int[] f = new int[t.length];
        double[] r = new double[t.length];
        int i = 0;
        int j = 0;
        for (int n = 0; n < total; n++) {
            boolean mine = j >= other.traceSize || (i < traceSize && traceTimePs[i] <= other.traceTimePs[j]);
            t[n] = mine ? traceTimePs[i] : other.traceTimePs[j];
            f[n] = mine ? traceFlow[i] : other.traceFlow[j];
            r[n] = mine ? traceRate[i++] : other.traceRate[j++];
        }
        traceTimePs = t;
        traceFlow = f;
        traceRate = r;
        traceSize = total;
    }

    // ------------------------------------------------------------------ reading

    /** Data bytes waiting in {@code port}'s egress queues now (what the queue sampler records). */
    public long queuedBytes(int port) {
        return hot[port * hotStride + hotBase + Q_NOW];
    }

    /** Brings the queue integrals up to {@code nowPs} (end of run). */
    public void closeQueues(long nowPs) {
        for (int p = 0; p < ports; p++) {
            queueChanged(p, 0, nowPs);
        }
    }

    public long packetHops() {
        return packetHops;
    }

    public long flowCnps(int flow) {
        return flowCnps[flow];
    }

    public long flowRateCuts(int flow) {
        return flowRateCuts[flow];
    }

    /** The counters of {@code port} with what the network knows about it; means from {@code firstStartPs}. */
    public PortRecord port(int port, int node, int ifIndex, int peerNode, boolean onSwitch, long rateBitsPerSec,
            long firstStartPs) {
        int p = port;
        int r = p * hotStride + hotBase;
        long integral = hot[r + Q_INTEGRAL];
        long nonEmpty = hot[r + Q_NON_EMPTY];
        double span = Math.max(1, hot[r + Q_LAST_CHANGE] - firstStartPs);
        double mean = integral / span;
        double busyMean = nonEmpty == 0 ? 0 : integral / (double) nonEmpty;
        return new PortRecord(p, node, ifIndex, peerNode, onSwitch, rateBitsPerSec, hot[r + TX_BYTES],
                hot[r + TX_PACKETS], hot[r + TX_DATA], drops[p], dropBytes[p], ecnMarks[p], hot[r + Q_PEAK],
                queuePeakAtPs[p], mean, busyMean, nonEmpty, slice(PAUSE_SENT, p), slice(RESUME_SENT, p),
                slice(PAUSE_RECEIVED, p), slice(RESUME_RECEIVED, p), slice(PAUSED_PS, p));
    }

    /** Eight zeros, shared: most ports of a large fabric never see PFC (k=32: 49,152 ports x 5 lists). */
    private static final List<Long> NONE_PER_PRIORITY = List.of(0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L);

    /** The eight per-priority values of PFC counter {@code field} of {@code port}, as an immutable list. */
    private List<Long> slice(int field, int port) {
        Long[] out = null;
        for (int q = 0; q < 8 && pfc != null; q++) {
            if (pfc[pfcAt(port, q) + field] != 0) {
                out = new Long[8];
                break;
            }
        }
        if (out == null) {
            return NONE_PER_PRIORITY;
        }
        for (int q = 0; q < 8; q++) {
            out[q] = pfc[pfcAt(port, q) + field];
        }
        return List.of(out);
    }

    private long[] pfc() {
        if (pfc == null) {
            pfc = new long[ports * 8 * PFC_REC];
        }
        return pfc;
    }

    private static int pfcAt(int port, int prio) {
        return (port * 8 + prio) * PFC_REC;
    }

    /** The sum of PFC counter {@code field} over every port and priority. */
    private long pfcTotal(int field) {
        long sum = 0;
        for (int i = field; pfc != null && i < pfc.length; i += PFC_REC) {
            sum += pfc[i];
        }
        return sum;
    }

    public List<PfcEvent> pfcEvents() {
        List<PfcEvent> out = new ArrayList<>(pfcLogSize / 4);
        for (int i = 0; i < pfcLogSize; i += 4) {
            out.add(new PfcEvent(pfcLog[i], (int) pfcLog[i + 1], (int) pfcLog[i + 2], pfcLog[i + 3] == 1));
        }
        return out;
    }

    /** The traced flows' rates, in the order the flows were first traced. */
    public List<RateTrace> rates() {
        Map<Integer, List<Integer>> byFlow = new LinkedHashMap<>();
        for (int i = 0; i < traceSize; i++) {
            byFlow.computeIfAbsent(traceFlow[i], k -> new ArrayList<>()).add(i);
        }
        List<RateTrace> out = new ArrayList<>();
        for (Map.Entry<Integer, List<Integer>> e : byFlow.entrySet()) {
            List<Integer> idx = e.getValue();
            long[] t = new long[idx.size()];
            double[] r = new double[idx.size()];
            for (int j = 0; j < idx.size(); j++) {
                t[j] = traceTimePs[idx.get(j)];
                r[j] = traceRate[idx.get(j)];
            }
            out.add(new RateTrace(e.getKey(), t, r));
        }
        return out;
    }

    public Map<String, Long> totals() {
        Map<String, Long> m = new LinkedHashMap<>();
        m.put("dataPacketsSent", dataPacketsSent);
        m.put("acksSent", acksSent);
        m.put("nacksSent", nacksSent);
        m.put("cnpsSent", cnpsSent);
        m.put("cnpsHandled", cnpsHandled);
        m.put("rateCuts", rateCuts);
        m.put("retransmittedBytes", retransmittedBytes);
        m.put("ecnMarks", Arrays.stream(ecnMarks).sum());
        m.put("drops", Arrays.stream(drops).sum());
        m.put("pauseFramesSent", pfcTotal(PAUSE_SENT));
        m.put("resumeFramesSent", pfcTotal(RESUME_SENT));
        m.put("pauseFramesReceived", pfcTotal(PAUSE_RECEIVED));
        m.put("resumeFramesReceived", pfcTotal(RESUME_RECEIVED));
        m.put("packetHops", packetHops);
        return m;
    }

    /** The conservation check, given what the network still holds and how many flows are open. */
    public Invariants invariants(long dataBytesInFabric, int flowsUnfinished) {
        return new Invariants(dataBytesSent, dataBytesDelivered, dataBytesDropped, dataBytesInFabric,
                Arrays.stream(losslessDrops).sum(), flowsUnfinished);
    }
}
