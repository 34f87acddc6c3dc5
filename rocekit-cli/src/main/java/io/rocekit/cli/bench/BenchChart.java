package io.rocekit.cli.bench;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * An inline SVG line chart of a value against message size, the size on a log2 axis, with
 * horizontal reference lines (the line rate). No script, no external resource.
 */
final class BenchChart {
    static final int WIDTH = 860;
    static final int HEIGHT = 380;
    static final int LEFT = 70;
    static final int RIGHT = 280;
    static final int TOP = 24;
    static final int BOTTOM = 46;
    static final List<String> COLORS = List.of("#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b", "#e377c2",
            "#17becf", "#7f7f7f");
    static final String LINE_RATE_COLOR = "#d62728";

    /** One run's points. */
    record Series(String label, List<double[]> points) {
        Series {
            Objects.requireNonNull(label);
            points = List.copyOf(points);
        }
    }

    /** A horizontal reference line. */
    record Reference(String label, double value) {
    }

    private BenchChart() {
    }

    /** The SVG element; points with size below 1 byte are left out (a log axis has no 0). */
    static String svg(String id, String title, String yUnit, List<Series> series, List<Reference> refs) {
        double minX = Double.MAX_VALUE;
        double maxX = 0;
        double maxY = 0;
        for (Series s : series) {
            for (double[] p : s.points()) {
                if (p[0] >= 1) {
                    minX = Math.min(minX, p[0]);
                    maxX = Math.max(maxX, p[0]);
                    maxY = Math.max(maxY, p[1]);
                }
            }
        }
        for (Reference r : refs) {
            maxY = Math.max(maxY, r.value());
        }
        if (maxX == 0) {
            minX = 1;
            maxX = 2;
        }
        double lo = Math.floor(log2(minX));
        double hi = Math.max(lo + 1, Math.ceil(log2(maxX)));
        double top = niceCeil(maxY <= 0 ? 1 : maxY * 1.08);
        int plotW = WIDTH - LEFT - RIGHT;
        int plotH = HEIGHT - TOP - BOTTOM;
        StringBuilder sb = new StringBuilder();
        sb.append("<svg id=\"").append(Html.attr(id)).append("\" width=\"").append(WIDTH)
                .append("\" height=\"").append(HEIGHT).append("\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT)
                .append("\" role=\"img\" aria-label=\"").append(Html.attr(title)).append("\">\n");
        sb.append("<rect x=\"0\" y=\"0\" width=\"").append(WIDTH).append("\" height=\"").append(HEIGHT)
                .append("\" fill=\"#ffffff\"/>\n");
        sb.append("<text x=\"").append(LEFT).append("\" y=\"16\" font-size=\"13\" font-weight=\"bold\">")
                .append(Html.text(title)).append("</text>\n");
        // y grid and labels
        for (int i = 0; i <= 5; i++) {
            double v = top * i / 5;
            double y = TOP + plotH - plotH * v / top;
            sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#e0e0e0\"/>%n",
                    LEFT, y, LEFT + plotW, y));
            sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" font-size=\"11\" text-anchor=\"end\">%s</text>%n",
                    LEFT - 6, y + 4, Units.num(v)));
        }
        // x ticks at powers of two, labelled every other step when crowded
        int steps = (int) (hi - lo);
        int every = steps > 16 ? 4 : steps > 8 ? 2 : 1;
        for (int e = (int) lo; e <= (int) hi; e++) {
            double x = LEFT + plotW * (e - lo) / (hi - lo);
            sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#f0f0f0\"/>%n",
                    x, TOP, x, TOP + plotH));
            if ((e - (int) lo) % every == 0) {
                sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" font-size=\"11\" text-anchor=\"middle\">%s</text>%n",
                        x, TOP + plotH + 16, Units.shortSize(1L << e)));
            }
        }
        sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#666\"/>%n",
                LEFT, TOP, plotW, plotH));
        sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\">message size (bytes, log scale)</text>%n",
                LEFT + plotW / 2, HEIGHT - 8));
        sb.append(String.format(Locale.ROOT, "<text x=\"14\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\" transform=\"rotate(-90 14 %d)\">%s</text>%n",
                TOP + plotH / 2, TOP + plotH / 2, Html.text(yUnit)));
        // reference lines
        int legendY = TOP + 8;
        for (Reference r : refs) {
            double y = TOP + plotH - plotH * r.value() / top;
            sb.append(String.format(Locale.ROOT, "<line class=\"line-rate\" data-value=\"%s\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" "
                    + "stroke=\"%s\" stroke-width=\"2\" stroke-dasharray=\"10 5\"/>%n", Units.num(r.value()), LEFT, y, LEFT + plotW, y,
                    LINE_RATE_COLOR));
            sb.append(legend(legendY, LINE_RATE_COLOR, true, r.label()));
            legendY += 18;
        }
        // one polyline per run
        for (int i = 0; i < series.size(); i++) {
            Series s = series.get(i);
            String color = COLORS.get(i % COLORS.size());
            StringBuilder pts = new StringBuilder();
            for (double[] p : s.points()) {
                if (p[0] < 1) {
                    continue;
                }
                double x = LEFT + plotW * (log2(p[0]) - lo) / (hi - lo);
                double y = TOP + plotH - plotH * p[1] / top;
                pts.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
            }
            sb.append("<polyline class=\"run\" data-run=\"").append(i + 1).append("\" fill=\"none\" stroke=\"").append(color)
                    .append("\" stroke-width=\"3\" stroke-linejoin=\"round\" points=\"").append(pts.toString().strip())
                    .append("\"/>\n");
            sb.append(legend(legendY, color, false, s.label()));
            legendY += 18;
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    private static String legend(int y, String color, boolean dashed, String label) {
        int x = WIDTH - RIGHT + 12;
        return String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/>"
                + "<text x=\"%d\" y=\"%d\" font-size=\"11\">%s</text>%n", x, y, x + 22, y, color,
                dashed ? " stroke-dasharray=\"6 3\"" : "", x + 28, y + 4, Html.text(shorten(label)));
    }

    private static String shorten(String s) {
        return s.length() <= 40 ? s : s.substring(0, 39) + "…";
    }

    static double log2(double v) {
        return Math.log(v) / Math.log(2);
    }

    /** A round axis maximum at or above {@code v}: 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten. */
    static double niceCeil(double v) {
        double p = Math.pow(10, Math.floor(Math.log10(v)));
        for (double m : new double[] {1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10}) {
            if (m * p >= v) {
                return m * p;
            }
        }
        return 10 * p;
    }
}
