package io.rocekit.cli.capture;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.Decapsulated;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.capture.report.FrameKinds;
import io.rocekit.capture.report.QosReference;
import io.rocekit.capture.report.SnaplenCut;
import io.rocekit.capture.rules.CaptureFileRule;
import io.rocekit.cli.render.FindingsText;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Quantities;
import io.rocekit.wire.frame.Tunnel;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** The one-screen text summary: what the capture holds, the top flows, the findings. */
final class CaptureText {
    private CaptureText() {
    }

    static void print(PrintWriter out, CaptureReport r, int top) {
        out.printf("%s (%s): %s frames, %s RoCEv2, %s, %s%n", r.file(), r.format(), Quantities.count(r.frames()),
                Quantities.count(r.roceFrames()), Quantities.duration(r.durationNanos()),
                r.flowCount() == 1 ? "1 flow" : r.flowCount() + " flows");
        details(r).forEach(line -> out.println("  " + line));
        if (!r.flows().isEmpty()) {
            out.println();
            int n = Math.min(top, r.flows().size());
            out.printf("Top %d of %d flows by bytes:%n", n, r.flowCount());
            table(out, r.flows().subList(0, n));
        }
        out.println();
        if (r.roceFrames() == 0) {
            // One clear message instead of a lone INFO finding (and never "No findings" before it).
            List<Finding> others = r.findings().stream().filter(f -> !f.rule().equals(CaptureFileRule.NO_ROCE))
                    .toList();
            if (!others.isEmpty()) {
                FindingsText.print(out, others);
                out.println();
            }
            out.println("Nothing to judge: no RoCEv2 frame among " + Quantities.count(r.frames()) + " frames (UDP"
                    + " to the RoCEv2 port, 4791 unless --roce-port, with a valid BTH), so the capture rules had nothing to look"
                    + " at.");
            r.otherFrames().explain().forEach(s -> out.println("  " + s + "."));
            out.println("Capture RoCE traffic with: tcpdump -i IFACE -s 128 -w capture.pcap udp port 4791"
                    + " (another port: --roce-port).");
            return;
        }
        FindingsText.print(out, r.findings());
    }

    /**
     * What the summary says of the capture under its first line: frame kinds and ICRC, QoS, and where
     * they apply, the capture cut, frames the snaplen cut and frames decapsulated. The HTML page shows
     * the same lines.
     */
    static List<String> details(CaptureReport r) {
        List<String> lines = new ArrayList<>();
        lines.add("frames: " + kinds(r.framesByKind()) + "; ICRC: " + icrc(r));
        lines.add("QoS: " + qos(r.qos()));
        r.truncated().ifPresent(t -> lines.add("capture cut: " + t));
        if (r.snaplenCut().frames() > 0) {
            lines.add("cut by the snaplen: " + snaplenCut(r.snaplenCut()));
        }
        if (r.decapsulated().frames() > 0) {
            lines.add("decapsulated: " + decapsulated(r.decapsulated()));
        }
        return lines;
    }

    /** {@code 4 frames from mirror sessions (4 GRE/ERSPAN III), 4 of them RoCEv2, analysed from inside the tunnel}. */
    private static String decapsulated(Decapsulated d) {
        String kinds = Arrays.stream(Tunnel.values()).filter(t -> d.byEncapsulation().containsKey(t.name()))
                .map(t -> Quantities.count(d.byEncapsulation().get(t.name())) + " " + t.label())
                .collect(Collectors.joining(", "));
        return Quantities.count(d.frames()) + (d.frames() == 1 ? " frame" : " frames") + " from mirror sessions ("
                + kinds + "), " + Quantities.count(d.roceFrames()) + " of them RoCEv2, analysed from inside the tunnel";
    }

    private static String snaplenCut(SnaplenCut c) {
        StringBuilder sb = new StringBuilder(Quantities.count(c.frames()) + (c.frames() == 1 ? " frame" : " frames"))
                .append(" (not malformed; their ICRC and payload were not checked");
        if (c.headersCut() > 0) {
            sb.append("; ").append(Quantities.count(c.headersCut())).append(" cut inside an extended header");
        }
        if (c.beforeBth() > 0) {
            sb.append("; ").append(Quantities.count(c.beforeBth()))
                    .append(" cut before the end of the BTH, not analysed");
        }
        return sb.append(')').toString();
    }

    private static String kinds(FrameKinds k) {
        List<String> parts = new ArrayList<>();
        add(parts, k.data(), "data");
        add(parts, k.readRequest(), "read request");
        add(parts, k.readResponse(), "read response");
        add(parts, k.atomic(), "atomic");
        add(parts, k.ack(), "ACK");
        add(parts, k.nak(), "NAK");
        add(parts, k.rnrNak(), "RNR NAK");
        add(parts, k.cnp(), "CNP");
        add(parts, k.other(), "other");
        return parts.isEmpty() ? "none" : String.join(", ", parts);
    }

    private static void add(List<String> parts, long n, String what) {
        if (n > 0) {
            parts.add(Quantities.count(n) + " " + what);
        }
    }

    private static String icrc(CaptureReport r) {
        var i = r.icrc();
        if (i.notChecked() > 0 && i.valid() + i.invalid() + i.uncheckable() == 0) {
            return "not checked";
        }
        String s = Quantities.count(i.valid()) + " valid, " + Quantities.count(i.invalid()) + " bad";
        return i.uncheckable() > 0 ? s + ", " + Quantities.count(i.uncheckable()) + " not checkable (cut by snaplen)" : s;
    }

    private static String qos(QosReference q) {
        String data = q.dataDscp().isPresent() ? "data DSCP " + q.dataDscp().getAsInt() + " (" + q.dataDscpSource()
                + ")" + q.dataPcp().stream().mapToObj(p -> ", priority " + p).findFirst().orElse("") : "no data";
        String cnp = q.cnpDscp().isPresent() ? "CNP DSCP " + q.cnpDscp().getAsInt() + " (" + q.cnpDscpSource() + ")"
                + q.cnpPcp().stream().mapToObj(p -> ", priority " + p).findFirst().orElse("") : "no CNPs";
        return data + "; " + cnp;
    }

    static void table(PrintWriter out, List<FlowReport> flows) {
        String[] head = {"flow", "paired QP", "pkts", "bytes", "goodput", "gaps/miss", "retx", "NAK", "CE",
            "CNP", "ACK p50/p99", "DSCP", "PCP"};
        List<String[]> rows = new ArrayList<>();
        rows.add(head);
        for (FlowReport f : flows) {
            rows.add(new String[] {
                f.label(),
                f.reverse().map(rv -> Quantities.queuePair(rv.destQp())).orElse("-"),
                Quantities.count(f.packets()),
                Quantities.bytes(f.bytes()),
                Quantities.bitRate(f.goodputBitsPerSec()),
                f.dataPackets() == 0 ? "-" : f.psn().psnGapCount() + "/" + f.psn().missingPsns(),
                f.dataPackets() == 0 ? "-" : Long.toString(f.psn().retransmittedPackets()),
                Long.toString(f.ack().naks().total()),
                f.congestion().ceMarked() == 0 ? "0" : Quantities.percent(f.congestion().ceFraction()),
                Long.toString(f.congestion().cnps()),
                f.ack().ackLatencyNanos().map(l -> Quantities.duration(l.p50()) + "/" + Quantities.duration(l.p99())).orElse("-"),
                f.qos().dscp().stream().map(String::valueOf).collect(Collectors.joining(",")),
                f.qos().pcp().isEmpty() ? "-" : f.qos().pcp().stream().map(String::valueOf).collect(Collectors.joining(",")),
            });
        }
        int[] w = new int[head.length];
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                w[i] = Math.max(w[i], row[i].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder sb = new StringBuilder(" ");
            for (int i = 0; i < row.length; i++) {
                boolean left = i <= 1 || i >= row.length - 2;
                String cell = row == head ? row[i].toUpperCase(Locale.ROOT) : row[i];
                sb.append(' ').append(left ? pad(cell, w[i]) : lpad(cell, w[i]));
            }
            out.println(sb.toString().stripTrailing());
        }
    }

    private static String pad(String s, int w) {
        return s + " ".repeat(w - s.length());
    }

    private static String lpad(String s, int w) {
        return " ".repeat(w - s.length()) + s;
    }
}
