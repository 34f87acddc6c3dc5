package io.rocekit.cli.sim;

import io.rocekit.core.finding.Quantities;
import io.rocekit.sim.metrics.BucketSummary;
import java.io.PrintWriter;
import java.util.Locale;

/** The human-readable summary {@code rocekit sim} prints without {@code --json}. */
final class TextReport {
    private TextReport() {
    }

    static void print(PrintWriter out, SimSummary s) {
        out.printf(Locale.ROOT, "rocekit sim: %s, profile %s, seed %d%n", s.scenario(), s.profile(), s.seed());
        out.printf(Locale.ROOT, "fabric: %d hosts, %d switches, %d links; %d flows, %s%n", s.fabric().hosts(),
                s.fabric().switches(), s.fabric().links(), s.flows().total(), Quantities.bytes(s.flows().bytes()));
        String threads = s.run().threads() > 1 ? " on " + s.run().threads() + " threads" : "";
        out.printf(Locale.ROOT, "finished %d/%d flows; simulated %.3f ms in %.2f s wall%s (%.2f M events/s, %.2f M"
                        + " packet-hops/s)%n", s.flows().finished(), s.flows().total(), s.run().simulatedUs() / 1e3,
                s.run().wallSeconds(), threads, s.run().eventsPerSecond() / 1e6, s.run().packetHopsPerSecond() / 1e6);
        out.println();
        out.println("FCT slowdown   flows     p50     p95     p99     max   p50 FCT");
        for (BucketSummary b : s.slowdown()) {
            if (b.flows() == 0) {
                out.printf(Locale.ROOT, "  %-11s %6d       -       -       -       -         -%n", b.name(), 0);
                continue;
            }
            out.printf(Locale.ROOT, "  %-11s %6d %7.3f %7.3f %7.3f %7.3f %9s%n", b.name(), b.flows(),
                    b.slowdownP50(), b.slowdownP95(), b.slowdownP99(), b.slowdownMax(), Quantities.micros(b.fctP50Us()));
        }
        out.println();
        SimSummary.HotPort h = s.hottestPort();
        out.printf(Locale.ROOT, "hottest queue: switch %d port %d (towards node %d), peak %s at %.1f us,"
                        + " mean %s while busy for %.1f us%n", h.node(), h.ifIndex(), h.peerNode(),
                Quantities.bytes(h.queuePeakBytes()), h.queuePeakAtUs(), Quantities.bytes(Math.round(h.queueMeanWhileBusyBytes())),
                h.queueBusyUs());
        out.printf(Locale.ROOT, "ECN marks %d, CNPs sent %d / handled %d, rate cuts %d, PFC pause frames %d"
                        + " (resume %d), drops %d, retransmitted %s%n", s.totals().get("ecnMarks"),
                s.totals().get("cnpsSent"), s.totals().get("cnpsHandled"), s.totals().get("rateCuts"),
                s.totals().get("pauseFramesSent"), s.totals().get("resumeFramesSent"), s.totals().get("drops"),
                Quantities.bytes(s.totals().get("retransmittedBytes")));
        SimSummary.Checks c = s.invariants();
        out.printf(Locale.ROOT, "invariants: conservation (sent = delivered + dropped + in flight) %s; lossless drops %d%s%n",
                c.conserved() ? "ok" : "VIOLATED (" + c.dataBytesSent() + " != " + c.dataBytesDelivered() + " + "
                        + c.dataBytesDropped() + " + " + c.dataBytesInFabric() + ")",
                c.losslessDrops(), c.losslessDrops() > 0 ? " (PFC headroom exceeded)" : "");
        if (c.flowsUnfinished() > 0) {
            out.printf(Locale.ROOT, "note: %d flows had not finished when the run stopped%n", c.flowsUnfinished());
        }
    }
}
