package io.rocekit.sim.net;

import io.rocekit.sim.metrics.FlowRecord;
import io.rocekit.sim.metrics.Invariants;
import io.rocekit.sim.metrics.PfcEvent;
import io.rocekit.sim.metrics.PortRecord;
import io.rocekit.sim.metrics.QueueSeries;
import io.rocekit.sim.metrics.RateTrace;
import io.rocekit.sim.topology.EcmpHash;
import io.rocekit.sim.topology.Wiring;
import io.rocekit.sim.traffic.Flow;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads a finished {@link Network}'s state into the immutable metric records. */
public final class ResultCollector {
    private final Network net;

    public ResultCollector(Network net) {
        this.net = net;
    }

    /** Closes the time integrals at {@code endPs}. Call once, after the loop returned. */
    public void close(long endPs) {
        net.finish(endPs);
    }

    public List<FlowRecord> flows() {
        HostStack h = net.hosts;
        ReactionPoint rp = net.rp;
        int perPacket = net.cfg.packet().headerBytes() + net.cfg.packet().wireOverheadBytes();
        int mtu = net.cfg.packet().mtuBytes();
        List<FlowRecord> out = new ArrayList<>(h.flows.length);
        for (Flow f : h.flows) {
            int i = f.id();
            long packets = (f.sizeBytes() - 1) / mtu + 1;
            long totalBytes = f.sizeBytes() + packets * perPacket + net.cfg.packet().firstPacketExtraBytes();
            long bottleneck = net.routing.bottleneckBitsPerSec(f.src(), f.dst());
            long ideal = net.routing.baseRttNs(f.src(), f.dst()) + totalBytes * 8_000_000_000L / bottleneck;
            out.add(new FlowRecord(i, f.src(), f.dst(), EcmpHash.hostIp(f.src()), EcmpHash.hostIp(f.dst()),
                    f.srcPort(), f.dstPort(), f.priority(), f.sizeBytes(), h.started[i] ? h.startPs[i] : f.startPs(),
                    h.finished[i] ? h.finishPs[i] : -1, ideal, Math.min(h.sndUna[i], f.sizeBytes()), h.retxBytes[i],
                    rp.cnps[i], rp.cuts[i]));
        }
        return out;
    }

    public List<PortRecord> ports() {
        Stats s = net.stats;
        Wiring w = net.wiring;
        List<PortRecord> out = new ArrayList<>(net.portCount);
        for (int p = 0; p < net.portCount; p++) {
            double span = Math.max(1, s.queueLastChangePs[p] - firstStart());
            double mean = s.queueIntegralBytePs[p] / span;
            double busyMean = s.queueNonEmptyPs[p] == 0 ? 0 : s.queueIntegralBytePs[p] / (double) s.queueNonEmptyPs[p];
            out.add(new PortRecord(p, w.node(p), w.ifIndex(p), w.node(Wiring.peer(p)), net.onSwitch[p],
                    net.rateBitsPerSec[p], s.txBytes[p], s.txPackets[p], s.txDataPackets[p], s.drops[p],
                    s.dropBytes[p], s.ecnMarks[p], s.queuePeakBytes[p], s.queuePeakTimePs[p], mean, busyMean,
                    s.queueNonEmptyPs[p], slice(s.pauseFramesSent, p), slice(s.resumeFramesSent, p),
                    slice(s.pauseFramesReceived, p), slice(s.resumeFramesReceived, p), slice(s.pausedPs, p)));
        }
        return out;
    }

    private long firstStart() {
        return net.hosts.firstStartPs();
    }

    private static List<Long> slice(long[] a, int port) {
        List<Long> out = new ArrayList<>(8);
        for (int q = 0; q < 8; q++) {
            out.add(a[port * 8 + q]);
        }
        return out;
    }

    public List<PfcEvent> pfcEvents() {
        Stats s = net.stats;
        List<PfcEvent> out = new ArrayList<>(s.pfcLogSize / 4);
        for (int i = 0; i < s.pfcLogSize; i += 4) {
            out.add(new PfcEvent(s.pfcLog[i], (int) s.pfcLog[i + 1], (int) s.pfcLog[i + 2], s.pfcLog[i + 3] == 1));
        }
        return out;
    }

    public QueueSeries queues() {
        QueueSampler q = net.sampler;
        if (q.ticks == 0) {
            return QueueSeries.empty();
        }
        List<QueueSeries.PortRef> refs = new ArrayList<>();
        for (int p : q.ports) {
            refs.add(new QueueSeries.PortRef(p, net.wiring.node(p), net.wiring.ifIndex(p)));
        }
        return new QueueSeries(q.firstPs, q.periodPs(), refs, q.ticks,
                Arrays.copyOf(q.samples, q.ticks * q.ports.length));
    }

    public List<RateTrace> rates() {
        ReactionPoint rp = net.rp;
        Map<Integer, List<Integer>> byFlow = new LinkedHashMap<>();
        for (int i = 0; i < rp.traceSize; i++) {
            byFlow.computeIfAbsent(rp.traceFlow[i], k -> new ArrayList<>()).add(i);
        }
        List<RateTrace> out = new ArrayList<>();
        for (Map.Entry<Integer, List<Integer>> e : byFlow.entrySet()) {
            List<Integer> idx = e.getValue();
            long[] t = new long[idx.size()];
            double[] r = new double[idx.size()];
            for (int j = 0; j < idx.size(); j++) {
                t[j] = rp.traceTime[idx.get(j)];
                r[j] = rp.traceRate[idx.get(j)];
            }
            out.add(new RateTrace(e.getKey(), t, r));
        }
        return out;
    }

    public Map<String, Long> totals() {
        Stats s = net.stats;
        Map<String, Long> m = new LinkedHashMap<>();
        m.put("dataPacketsSent", s.dataPacketsSent);
        m.put("acksSent", s.acksSent);
        m.put("nacksSent", s.nacksSent);
        m.put("cnpsSent", s.cnpsSent);
        m.put("cnpsHandled", s.cnpsHandled);
        m.put("rateCuts", s.rateCuts);
        m.put("retransmittedBytes", s.retransmittedBytes);
        m.put("ecnMarks", Arrays.stream(s.ecnMarks).sum());
        m.put("drops", Arrays.stream(s.drops).sum());
        m.put("pauseFramesSent", Arrays.stream(s.pauseFramesSent).sum());
        m.put("resumeFramesSent", Arrays.stream(s.resumeFramesSent).sum());
        m.put("pauseFramesReceived", Arrays.stream(s.pauseFramesReceived).sum());
        m.put("resumeFramesReceived", Arrays.stream(s.resumeFramesReceived).sum());
        m.put("packetHops", s.packetHops);
        return m;
    }

    public Invariants invariants() {
        Stats s = net.stats;
        return new Invariants(s.dataBytesSent, s.dataBytesDelivered, s.dataBytesDropped, net.dataBytesInFabric(),
                Arrays.stream(s.losslessDrops).sum(), net.hosts.unfinished());
    }

    public long packetHops() {
        return net.stats.packetHops;
    }

    public long peakPacketSlots() {
        return net.pkts.capacityUsed();
    }

    public static int bytesPerPacket() {
        return PacketPool.bytesPerSlot();
    }

    public int flowsDone() {
        return net.hosts.flows.length - net.hosts.unfinished();
    }

    public int flowsTotal() {
        return net.hosts.flows.length;
    }
}
