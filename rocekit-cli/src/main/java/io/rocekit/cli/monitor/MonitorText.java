package io.rocekit.cli.monitor;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Quantities;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.text.Printable;
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
 * A frame as terminal lines: a title, one row per port with the columns that fit the terminal's
 * width ({@link ViewColumns}), one line per priority that paused, then the findings and notes.
 * Error rates above zero and FAIL findings are red, WARN yellow; printed without a terminal, the
 * same lines carry no escape codes. Text from the host (names, notes) is printed on one line.
 */
final class MonitorText {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneOffset.UTC);
    private static final AttributedStyle RED = AttributedStyle.DEFAULT.foreground(AttributedStyle.RED).bold();
    private static final AttributedStyle YELLOW = AttributedStyle.DEFAULT.foreground(AttributedStyle.YELLOW);
    /** Off a terminal (a pipe, a file): every column. */
    static final int UNLIMITED = 1000;

    private MonitorText() {
    }

    static List<AttributedString> lines(Frame f, String source, int maxNotes) {
        return lines(f, source, maxNotes, UNLIMITED);
    }

    static List<AttributedString> lines(Frame f, String source, int maxNotes, int width) {
        ViewColumns.Layout layout = ViewColumns.choose(width, f.ports());
        List<AttributedString> out = new ArrayList<>();
        out.add(new AttributedString(title(f, source, width)));
        out.add(new AttributedString(header(layout), AttributedStyle.BOLD));
        for (PortView p : f.ports()) {
            out.add(row(p, layout));
            for (PriorityPause pp : p.pauses()) {
                if (!pp.active()) {
                    continue;
                }
                AttributedStringBuilder q = new AttributedStringBuilder();
                q.append(String.format(Locale.ROOT, "  prio %d pause  rx %s frames/s paused %s   tx %s frames/s pausing %s",
                        pp.priority(), num(pp.rxFramesPerSec()), Quantities.percent(pp.rxPausedFraction(), 0), num(pp.txFramesPerSec()),
                        Quantities.percent(pp.txPausedFraction(), 0)), Math.max(pp.rxPausedFraction(), pp.txPausedFraction()) >= 0.1 ? YELLOW : AttributedStyle.DEFAULT);
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
            out.add(new AttributedString("link: " + Printable.oneLine(c), RED));
        }
        if (f.findings().isEmpty()) {
            out.add(new AttributedString("No monitor rule fired on these rates."));
        }
        for (Finding x : f.findings()) {
            AttributedStyle s = x.severity() == Severity.FAIL ? RED : x.severity() == Severity.WARN ? YELLOW
                    : AttributedStyle.DEFAULT;
            out.add(new AttributedString(Printable.oneLine(String.format(Locale.ROOT, "%-4s %s %s: %s", x.severity(),
                    x.rule(), x.subject(), x.title())), s));
        }
        int shown = 0;
        for (String n : f.notes()) {
            if (shown++ >= maxNotes) {
                out.add(new AttributedString("note: " + (f.notes().size() - maxNotes) + " more (rocekit monitor --once --json)"));
                break;
            }
            out.add(new AttributedString("note: " + Printable.oneLine(n)));
        }
        return out;
    }

    /**
     * The first line, on its own and within {@code width}: the parts that do not fit are left
     * out (the legend first, then the interval), and a long source path is shortened.
     */
    static String title(Frame f, String source, int width) {
        String time = TIME.format(Instant.ofEpochMilli(f.timeMillis())) + " UTC";
        String interval = String.format(Locale.ROOT, "interval %.1f s", f.intervalSeconds());
        String legend = "(rates per second; - = counter absent)";
        String src = Printable.oneLine(source);
        for (String t : List.of(String.join("  ", "rocekit monitor", src, time, interval, legend),
                String.join("  ", "rocekit monitor", src, time, interval),
                String.join("  ", "rocekit monitor", src, time))) {
            if (t.length() < width) {
                return t;
            }
        }
        String head = "rocekit monitor  " + time + "  ";
        int room = Math.max(width - 1 - head.length(), 4);
        return head + (src.length() <= room ? src : "..." + src.substring(src.length() - room + 3));
    }

    private static String header(ViewColumns.Layout l) {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%-" + l.portWidth() + "s", "PORT"));
        if (l.netdevWidth() > 0) {
            sb.append(String.format(Locale.ROOT, "%-" + l.netdevWidth() + "s ", "NETDEV"));
        }
        if (l.stateShown()) {
            sb.append(String.format(Locale.ROOT, "%-6s ", "STATE"));
        }
        for (ViewColumns.Column c : l.rates()) {
            sb.append(String.format(Locale.ROOT, "%" + l.cellWidth() + "s ", l.longHeaders() ? c.longHeader() : c.shortHeader()));
        }
        return sb.toString().stripTrailing();
    }

    private static AttributedString row(PortView p, ViewColumns.Layout l) {
        AttributedStringBuilder b = new AttributedStringBuilder();
        b.append(String.format(Locale.ROOT, "%-" + l.portWidth() + "s", Printable.oneLine(p.port())));
        if (l.netdevWidth() > 0) {
            b.append(String.format(Locale.ROOT, "%-" + l.netdevWidth() + "s ", cut(p.netdev().orElse("-"), l.netdevWidth())));
        }
        if (l.stateShown()) {
            b.append(String.format(Locale.ROOT, "%-6s ", cut(p.state().orElse("-"), 6)));
        }
        for (ViewColumns.Column c : l.rates()) {
            OptionalDouble v = c.rate().apply(p);
            String text = !v.isPresent() ? "-" : c.gbps() ? gbps(v) : num(v.getAsDouble());
            boolean hot = c.error() && v.isPresent() && v.getAsDouble() > 0;
            b.append(String.format(Locale.ROOT, "%" + l.cellWidth() + "s", text), hot ? RED : AttributedStyle.DEFAULT);
            b.append(" ");
        }
        return b.toAttributedString();
    }

    private static String cut(String s, int width) {
        String one = Printable.oneLine(s);
        return one.length() <= width ? one : one.substring(0, width - 1) + "~";
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
