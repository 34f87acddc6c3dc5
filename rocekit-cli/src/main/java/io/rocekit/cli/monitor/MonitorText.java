package io.rocekit.cli.monitor;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Quantities;
import io.rocekit.core.finding.Severity;
import io.rocekit.monitor.view.Frame;
import io.rocekit.monitor.view.PortView;
import io.rocekit.monitor.view.PriorityPause;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStringBuilder;
import org.jline.utils.AttributedStyle;

/**
 * A frame as terminal lines: one row per port, one line per priority that paused, then the
 * findings and notes. Error rates above zero and FAIL findings are red, WARN yellow; printed
 * without a terminal, the same lines carry no escape codes.
 */
final class MonitorText {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneOffset.UTC);
    private static final String HEADER = String.format(Locale.ROOT, "%-12s %-14s %-7s %8s %8s %9s %9s %9s %9s %9s %9s",
            "PORT", "NETDEV", "STATE", "RX Gb/s", "TX Gb/s", "CNP tx/s", "CNP hdl/s", "ECN/s", "OOB/s", "DISC/s",
            "RETX/s");
    private static final AttributedStyle RED = AttributedStyle.DEFAULT.foreground(AttributedStyle.RED).bold();
    private static final AttributedStyle YELLOW = AttributedStyle.DEFAULT.foreground(AttributedStyle.YELLOW);

    private MonitorText() {
    }

    static List<AttributedString> lines(Frame f, String source, int maxNotes) {
        List<AttributedString> out = new ArrayList<>();
        out.add(new AttributedString(String.format(Locale.ROOT, "rocekit monitor  %s  %s UTC  interval %.1f s  "
                + "(rates per second; - = counter absent)", source, TIME.format(Instant.ofEpochMilli(f.timeMillis())),
                f.intervalSeconds())));
        out.add(new AttributedString(HEADER, AttributedStyle.BOLD));
        for (PortView p : f.ports()) {
            AttributedStringBuilder b = new AttributedStringBuilder();
            b.append(String.format(Locale.ROOT, "%-12s %-14s %-7s ", p.port(), p.netdev().orElse("-"),
                    p.state().orElse("-")));
            b.append(String.format(Locale.ROOT, "%8s %8s ", gbps(p.rxGbps()), gbps(p.txGbps())));
            cell(b, p.cnpSentPerSec(), false);
            cell(b, p.cnpHandledPerSec(), false);
            cell(b, p.ecnMarkedPerSec(), false);
            cell(b, p.outOfBufferPerSec(), true);
            cell(b, p.discardsPerSec(), true);
            cell(b, p.retransPerSec(), true);
            out.add(b.toAttributedString());
            for (PriorityPause pp : p.pauses()) {
                if (!pp.active()) {
                    continue;
                }
                AttributedStringBuilder q = new AttributedStringBuilder();
                q.append(String.format(Locale.ROOT, "  prio %d pause  rx %s frames/s paused %s   tx %s frames/s pausing %s",
                        pp.priority(), num(pp.rxFramesPerSec()), Quantities.percent(pp.rxPausedFraction(), 0), num(pp.txFramesPerSec()),
                        Quantities.percent(pp.txPausedFraction(), 0)), pp.rxPausedFraction() >= 0.1 ? YELLOW : AttributedStyle.DEFAULT);
                out.add(q.toAttributedString());
            }
            if (!p.saturated().isEmpty()) {
                out.add(new AttributedString("  saturated (rate unknown, clear with perfquery -x -R): "
                        + String.join(", ", p.saturated()), YELLOW));
            }
        }
        if (f.ports().isEmpty()) {
            out.add(new AttributedString("  no RDMA port was read twice: nothing to show yet"));
        }
        for (String c : f.linkChanges()) {
            out.add(new AttributedString("link: " + c, RED));
        }
        if (f.findings().isEmpty()) {
            out.add(new AttributedString("No monitor rule fired on these rates."));
        }
        for (Finding x : f.findings()) {
            AttributedStyle s = x.severity() == Severity.FAIL ? RED : x.severity() == Severity.WARN ? YELLOW
                    : AttributedStyle.DEFAULT;
            out.add(new AttributedString(String.format(Locale.ROOT, "%-4s %s %s: %s", x.severity(), x.rule(), x.subject(),
                    x.title()), s));
        }
        int shown = 0;
        for (String n : f.notes()) {
            if (shown++ >= maxNotes) {
                out.add(new AttributedString("note: " + (f.notes().size() - maxNotes) + " more (rocekit monitor --once --json)"));
                break;
            }
            out.add(new AttributedString("note: " + n));
        }
        return out;
    }

    private static void cell(AttributedStringBuilder b, OptionalDouble v, boolean error) {
        String text = v.isPresent() ? num(v.getAsDouble()) : "-";
        boolean hot = error && v.isPresent() && v.getAsDouble() > 0;
        b.append(String.format(Locale.ROOT, "%9s ", text), hot ? RED : AttributedStyle.DEFAULT);
    }

    private static String gbps(OptionalDouble v) {
        return v.isPresent() ? String.format(Locale.ROOT, "%.2f", v.getAsDouble()) : "-";
    }

    static String num(double v) {
        if (v >= 1e6) {
            return String.format(Locale.ROOT, "%.2fM", v / 1e6);
        }
        if (v >= 1e4) {
            return String.format(Locale.ROOT, "%.1fk", v / 1e3);
        }
        return v == Math.rint(v) ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.1f", v);
    }
}
