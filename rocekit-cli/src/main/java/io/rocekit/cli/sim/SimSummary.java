package io.rocekit.cli.sim;

import io.rocekit.sim.metrics.BucketSummary;
import io.rocekit.sim.metrics.Invariants;
import io.rocekit.sim.metrics.PortRecord;
import io.rocekit.sim.run.SimResult;
import java.util.List;
import java.util.Map;

/**
 * What {@code --json} prints and {@code summary.json} holds: stable camelCase field names, numbers
 * as numbers. Times are in microseconds ({@code Us}) or picoseconds ({@code Ps}) as named.
 */
record SimSummary(String scenario, String profile, long seed, Fabric fabric, Flows flows,
        List<BucketSummary> slowdown, HotPort hottestPort, Map<String, Long> totals, Checks invariants, Speed run,
        Map<String, Object> settings) {

    record Fabric(int nodes, int hosts, int switches, int links) {
    }

    record Flows(int total, int finished, long bytes, double goodputGbps, double firstStartUs, double lastFinishUs) {
    }

    /** @param queuePeakAtUs when the peak was reached, from the first flow's start */
    record HotPort(int node, int ifIndex, int peerNode, long queuePeakBytes, double queuePeakAtUs,
            double queueMeanWhileBusyBytes, double queueBusyUs, long ecnMarks, long pauseFramesSent) {
    }

    record Checks(boolean conserved, long dataBytesSent, long dataBytesDelivered, long dataBytesDropped,
            long dataBytesInFabric, long losslessDrops, int flowsUnfinished) {
    }

    /** How fast the run was; {@code cpuSeconds} is the simulating thread's CPU time. */
    record Speed(long events, long packetHops, double wallSeconds, double cpuSeconds, double simulatedUs,
            double eventsPerSecond, double packetHopsPerSecond, double packetHopsPerCpuSecond, long peakPackets,
            int bytesPerPacket, String eventQueue, int threads) {
    }

    static SimSummary of(String scenario, String profile, long seed, Fabric fabric, SimResult r,
            Map<String, Object> settings) {
        long bytes = r.flows().stream().mapToLong(f -> f.sizeBytes()).sum();
        int finished = (int) r.flows().stream().filter(f -> f.finished()).count();
        double first = r.flows().stream().mapToLong(f -> f.startPs()).min().orElse(0) / 1e6;
        double last = r.flows().stream().filter(f -> f.finished()).mapToLong(f -> f.finishPs()).max().orElse(0) / 1e6;
        long finishedBytes = r.flows().stream().filter(f -> f.finished()).mapToLong(f -> f.sizeBytes()).sum();
        double goodput = last > first ? finishedBytes * 8 / ((last - first) * 1e-6) / 1e9 : 0;
        PortRecord p = r.hottestPort();
        HotPort hot = new HotPort(p.node(), p.ifIndex(), p.peerNode(), p.queuePeakBytes(),
                p.queuePeakAtPs() / 1e6 - first,
                p.queueMeanWhileBusyBytes(), p.queueBusyPs() / 1e6, p.ecnMarks(), p.totalPauseFramesSent());
        Invariants iv = r.invariants();
        Checks checks = new Checks(iv.conserved(), iv.dataBytesSent(), iv.dataBytesDelivered(), iv.dataBytesDropped(),
                iv.dataBytesInFabric(), iv.losslessDrops(), iv.flowsUnfinished());
        Speed speed = new Speed(r.run().events(), r.run().packetHops(), r.run().wallNanos() / 1e9,
                r.run().threadCpuNanos() / 1e9, r.run().simulatedPs() / 1e6, r.run().eventsPerWallSecond(),
                r.run().packetHopsPerWallSecond(), r.run().packetHopsPerCpuSecond(), r.run().peakPacketSlots(),
                r.run().bytesPerPacket(), r.run().eventQueue(), r.run().threads());
        return new SimSummary(scenario, profile, seed, fabric,
                new Flows(r.flows().size(), finished, bytes, goodput, first, last), r.buckets(), hot, r.totals(),
                checks, speed, settings);
    }
}
