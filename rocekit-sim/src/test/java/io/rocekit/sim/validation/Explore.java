package io.rocekit.sim.validation;

import io.rocekit.sim.metrics.BucketSummary;
import io.rocekit.sim.metrics.FlowRecord;
import io.rocekit.sim.metrics.HpccFctWriter;
import io.rocekit.sim.run.SimResult;
import java.util.Arrays;

/** A manual driver: java -cp ... Explore topo flows [KEY=VALUE...]. */
public final class Explore {
    public static void main(String[] args) {
        String[] sets = Arrays.copyOfRange(args, 2, args.length);
        SimResult r = Fixtures.run(args[0], args[1], sets);
        for (FlowRecord f : r.finishedInCompletionOrder().subList(0, Math.min(20, r.finishedInCompletionOrder().size()))) {
            System.out.println(HpccFctWriter.fctLine(f) + "   sd=" + String.format("%.3f", f.slowdown()));
        }
        if (System.getenv("FCT_OUT") != null) {
            try {
                java.nio.file.Files.writeString(java.nio.file.Path.of(System.getenv("FCT_OUT")),
                        HpccFctWriter.fctFile(r.finishedInCompletionOrder()));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        if (System.getenv("PORTS_OUT") != null) {
            StringBuilder sb = new StringBuilder();
            for (var p : r.ports()) {
                if (p.onSwitch()) {
                    sb.append(p.node()).append(' ').append(p.ifIndex()).append(' ').append(p.queuePeakBytes())
                            .append(' ').append((long) (p.queueMeanBytes() * (r.endPs() - 2_000_000_000_000L)
                                    / 1e12 * 1e9)).append(' ').append(p.queueBusyPs()).append(' ')
                            .append(p.txBytes()).append(' ').append(p.ecnMarks()).append('\n');
                }
            }
            try {
                java.nio.file.Files.writeString(java.nio.file.Path.of(System.getenv("PORTS_OUT")), sb);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        for (BucketSummary b : r.buckets()) {
            System.out.println(b);
        }
        System.out.println("hottest " + r.hottestPort().label() + " peak " + r.hottestPort().queuePeakBytes()
                + " meanBusy " + r.hottestPort().queueMeanWhileBusyBytes() + " busyPs " + r.hottestPort().queueBusyPs());
        System.out.println(r.totals());
        System.out.println(r.invariants() + " conserved=" + r.invariants().conserved());
        System.out.println(r.run() + " hops/s=" + r.run().packetHopsPerWallSecond() + " ev/s=" + r.run().eventsPerWallSecond());
        System.out.println("pfc events " + r.pfcEvents().size());
    }
}
