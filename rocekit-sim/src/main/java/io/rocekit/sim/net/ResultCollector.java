package io.rocekit.sim.net;

import io.rocekit.sim.metrics.FabricStats;
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
import java.util.List;
import java.util.Map;

/**
 * Reads a finished {@link Network} into the immutable metric records: the flows' outcome from the
 * NIC's sender, the counters from the statistics sink, the queue series from the sampler.
 */
public final class ResultCollector {
    private final Network net;
    private final FabricStats stats;

    public ResultCollector(Network net) {
        this.net = net;
        this.stats = net.stats;
    }

    /** Closes the time integrals at {@code endPs}. Call once, after the loop returned. */
    public void close(long endPs) {
        net.finish(endPs);
    }

    public List<FlowRecord> flows() {
        NicSender s = net.sender;
        int perPacket = net.cfg.packet().headerBytes() + net.cfg.packet().wireOverheadBytes();
        int mtu = net.cfg.packet().mtuBytes();
        List<FlowRecord> out = new ArrayList<>(net.flows.length);
        for (Flow f : net.flows) {
            int i = f.id();
            long packets = (f.sizeBytes() - 1) / mtu + 1;
            long totalBytes = f.sizeBytes() + packets * perPacket + net.cfg.packet().firstPacketExtraBytes();
            long bottleneck = net.routing.bottleneckBitsPerSec(f.src(), f.dst());
            long ideal = net.routing.baseRttNs(f.src(), f.dst()) + totalBytes * 8_000_000_000L / bottleneck;
            out.add(new FlowRecord(i, f.src(), f.dst(), EcmpHash.hostIp(f.src()), EcmpHash.hostIp(f.dst()),
                    f.srcPort(), f.dstPort(), f.priority(), f.sizeBytes(), s.started(i) ? s.startPs(i) : f.startPs(),
                    s.finished(i) ? s.finishPs(i) : -1, ideal, Math.min(s.ackedBytes(i), f.sizeBytes()),
                    s.retransmittedBytes(i), stats.flowCnps(i), stats.flowRateCuts(i)));
        }
        return out;
    }

    public List<PortRecord> ports() {
        Wiring w = net.wiring;
        long firstStart = net.starts.firstStartPs();
        List<PortRecord> out = new ArrayList<>(w.portCount());
        for (int p = 0; p < w.portCount(); p++) {
            out.add(stats.port(p, w.node(p), w.ifIndex(p), w.node(Wiring.peer(p)), net.onSwitch(p),
                    net.links.rateBitsPerSec(p), firstStart));
        }
        return out;
    }

    public List<PfcEvent> pfcEvents() {
        return stats.pfcEvents();
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
        return stats.rates();
    }

    public Map<String, Long> totals() {
        return stats.totals();
    }

    public Invariants invariants() {
        return stats.invariants(net.dataBytesInFabric(), net.sender.unfinished());
    }

    public long packetHops() {
        return stats.packetHops();
    }

    public long peakPacketSlots() {
        return net.peakPacketSlots();
    }

    public static int bytesPerPacket() {
        return PacketPool.bytesPerSlot();
    }

    /** The most heap the sampled queue series takes (thinned at its cap; the array doubles as it grows). */
    public static long maxQueueSeriesBytes() {
        return 2L * Integer.BYTES * QueueSampler.MAX_SAMPLES;
    }

    public int flowsDone() {
        return net.flows.length - net.sender.unfinished();
    }

    public int flowsTotal() {
        return net.flows.length;
    }
}
