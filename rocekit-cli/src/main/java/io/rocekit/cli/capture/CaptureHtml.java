package io.rocekit.cli.capture;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.capture.report.TimeBin;
import io.rocekit.cli.render.Axis;
import io.rocekit.cli.render.Format;
import io.rocekit.cli.render.Html;
import io.rocekit.cli.render.Report;
import io.rocekit.cli.render.Table;
import io.rocekit.cli.render.Table.Cell;
import io.rocekit.cli.render.Table.Column;
import io.rocekit.cli.render.Tone;
import io.rocekit.cli.render.XYChart;
import io.rocekit.core.finding.Quantities;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The page of {@code rocekit analyze --html}: summary, what the text summary says of the capture
 * (frame kinds, ICRC, QoS, cuts, decapsulated frames), three timeline charts (goodput, CE
 * fraction, CNP rate), the flow table (every column reachable: it scrolls in its box) and the
 * findings, built with the report kit.
 */
final class CaptureHtml {
    private CaptureHtml() {
    }

    static Report render(CaptureReport r) {
        Report page = Report.page("rocekit analyze: " + r.file(), r.format() + ", " + Quantities.count(r.frames())
                + " frames over " + Quantities.duration(r.durationNanos()))
                .stat("frames", Quantities.count(r.frames()), Tone.PLAIN)
                .stat("RoCEv2 frames", Quantities.count(r.roceFrames()), Tone.PLAIN)
                .stat("duration", Quantities.duration(r.durationNanos()), Tone.PLAIN)
                .stat("flows", Long.toString(r.flowCount()), Tone.PLAIN)
                .findingCounts(r.findings());
        page.section("capture", "Capture").list(CaptureText.details(r));
        timeline(page, r);
        flows(page, r.flows(), r.flowCount());
        return page.findings(r.findings());
    }

    private static void timeline(Report page, CaptureReport r) {
        List<TimeBin> bins = r.timeline();
        page.section("timeline", "Timeline");
        if (bins.isEmpty()) {
            page.note("No RoCEv2 data packets: nothing to draw over time.");
            return;
        }
        page.note(bins.size() + " bins of " + Quantities.duration(r.binNanos())
                + " from the first frame; drag or scroll on a chart to zoom, hover for values.");
        double[] t = bins.stream().mapToDouble(b -> b.startNanos()).toArray();
        page.chart(chart("chart-goodput", "Goodput (first transmissions)", "goodput", Format.BIT_RATE, t, bins,
                TimeBin::goodputBitsPerSec));
        page.chart(chart("chart-ce", "CE-marked fraction of data packets", "CE-marked", Format.PERCENT, t, bins,
                TimeBin::ceFraction));
        page.chart(chart("chart-cnp", "CNP rate", "CNPs per second", Format.PER_SECOND, t, bins, TimeBin::cnpPerSec));
    }

    private static io.rocekit.cli.render.ChartSpec chart(String id, String caption, String series, Format format,
            double[] t, List<TimeBin> bins, ToDoubleFunction<TimeBin> value) {
        return XYChart.line(id, caption).height(260)
                .x(Axis.linear("time since the first frame", Format.NANOS))
                .y(Axis.linear(series, format))
                .steps(series, t, bins.stream().mapToDouble(value).toArray())
                .build();
    }

    private static void flows(Report page, List<FlowReport> flows, long total) {
        page.section("flows", "Flows")
                .note(flows.size() + " of " + total + " flows, most bytes first. CNPs and ACK figures of a flow "
                        + "come from its paired reverse direction.");
        Table t = Table.of("flow-table", Column.text("source \u2192 destination"),
                Column.number("dest QP"), Column.number("paired QP").explained("destination QP of the reverse direction"), Column.text("transport"),
                Column.number("packets"), Column.number("bytes"), Column.number("goodput"),
                Column.number("messages"), Column.number("PSN gaps"), Column.number("missing"),
                Column.number("retrans."), Column.number("NAKs"), Column.number("CE"), Column.number("CNPs"),
                Column.number("ACK p50").explained("ACK latency, median"),
                Column.number("ACK p99").explained("ACK latency, 99th percentile"),
                Column.text("DSCP"), Column.text("PCP").explained("802.1p priority of the VLAN tag"),
                Column.text("QoS mismatch frames").explained("frames whose DSCP or priority differ from the expected"));
        for (FlowReport f : flows) {
            t.row(row(Cell.html(Html.escape(f.src()) + " \u2192<br>" + Html.escape(f.dst())), Cell.text(Quantities.queuePair(f.destQp())), Stream.of(
                    f.reverse().map(x -> Quantities.queuePair(x.destQp())).orElse(Quantities.NONE),
                    f.transport(), Quantities.count(f.packets()), Quantities.bytes(f.bytes()),
                    Quantities.bitRate(f.goodputBitsPerSec()), Quantities.count(f.messages()),
                    Quantities.count(f.psn().psnGapCount()), Quantities.count(f.psn().missingPsns()),
                    Quantities.count(f.psn().retransmittedPackets()), Quantities.count(f.ack().naks().total()),
                    f.congestion().ceMarked() + " (" + Quantities.percent(f.congestion().ceFraction()) + ")", Quantities.count(f.congestion().cnps()),
                    f.ack().ackLatencyNanos().map(l -> Quantities.duration(l.p50())).orElse(Quantities.NONE),
                    f.ack().ackLatencyNanos().map(l -> Quantities.duration(l.p99())).orElse(Quantities.NONE),
                    f.qos().dscp().stream().map(String::valueOf).collect(Collectors.joining(",")),
                    f.qos().pcp().isEmpty() ? Quantities.NONE
                            : f.qos().pcp().stream().map(String::valueOf).collect(Collectors.joining(",")),
                    f.qos().qosMismatchFrames().isEmpty() ? Quantities.NONE : f.qos().qosMismatchFrames().stream()
                            .limit(8).map(String::valueOf).collect(Collectors.joining(", ")))));
        }
        page.table(t.dense());
    }

    private static List<Cell> row(Cell first, Cell second, Stream<String> rest) {
        List<Cell> cells = new ArrayList<>(List.of(first, second));
        rest.map(Cell::text).forEach(cells::add);
        return cells;
    }
}
