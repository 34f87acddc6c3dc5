package io.rocekit.cli.sim;

import java.util.List;
import java.util.Locale;

/** Minimal inline-SVG charts (line and grouped bar) with axes and a legend; no scripts, no assets. */
final class Svg {
    static final String[] COLORS = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2",
        "#17becf", "#7f7f7f", "#bcbd22"};
    private static final int W = 760;
    private static final int H = 300;
    private static final int L = 70;
    private static final int R = 20;
    private static final int T = 30;
    private static final int B = 45;

    private Svg() {
    }

    /** A named series of points; {@code step} draws it as a staircase (rates). */
    record Series(String name, double[] xs, double[] ys, boolean step) {
    }

    static String lineChart(String title, String xLabel, String yLabel, List<Series> series, boolean logX) {
        double x0 = Double.MAX_VALUE;
        double x1 = -Double.MAX_VALUE;
        double y1 = 0;
        for (Series s : series) {
            for (int i = 0; i < s.xs().length; i++) {
                double x = logX ? Math.log10(Math.max(s.xs()[i], 1e-9)) : s.xs()[i];
                x0 = Math.min(x0, x);
                x1 = Math.max(x1, x);
                y1 = Math.max(y1, s.ys()[i]);
            }
        }
        if (x0 == Double.MAX_VALUE) {
            return "<p>(no data)</p>";
        }
        if (x1 <= x0) {
            x1 = x0 + 1;
        }
        double yTop = nice(y1 <= 0 ? 1 : y1 * 1.05);
        StringBuilder sb = open(title);
        axes(sb, x0, x1, 0, yTop, xLabel, yLabel, logX);
        int c = 0;
        for (Series s : series) {
            sb.append("<polyline fill=\"none\" stroke-width=\"1.5\" stroke=\"").append(COLORS[c % COLORS.length])
                    .append("\" points=\"");
            double prevY = Double.NaN;
            for (int i = 0; i < s.xs().length; i++) {
                double x = logX ? Math.log10(Math.max(s.xs()[i], 1e-9)) : s.xs()[i];
                if (s.step() && !Double.isNaN(prevY)) {
                    point(sb, px(x, x0, x1), py(prevY, yTop));
                }
                point(sb, px(x, x0, x1), py(s.ys()[i], yTop));
                prevY = s.ys()[i];
            }
            sb.append("\"/>\n");
            legend(sb, c, s.name());
            c++;
        }
        return sb.append("</svg>\n").toString();
    }

    /** Groups (one per category) of bars (one per series name). */
    static String barChart(String title, String yLabel, List<String> categories, List<String> names,
            double[][] values) {
        double max = 0;
        for (double[] row : values) {
            for (double v : row) {
                if (!Double.isNaN(v)) {
                    max = Math.max(max, v);
                }
            }
        }
        double yTop = nice(max <= 0 ? 1 : max * 1.1);
        StringBuilder sb = open(title);
        axes(sb, 0, categories.size(), 0, yTop, "", yLabel, false);
        double groupW = (W - L - R) / (double) categories.size();
        double barW = groupW * 0.8 / names.size();
        for (int g = 0; g < categories.size(); g++) {
            double gx = L + g * groupW + groupW * 0.1;
            for (int n = 0; n < names.size(); n++) {
                double v = values[g][n];
                if (Double.isNaN(v)) {
                    continue;
                }
                double y = py(v, yTop);
                sb.append(String.format(Locale.ROOT,
                        "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"><title>%s %s: %.3f</title></rect>%n",
                        gx + n * barW, y, barW - 1, H - B - y, COLORS[n % COLORS.length], esc(categories.get(g)),
                        esc(names.get(n)), v));
            }
            sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                    L + (g + 0.5) * groupW, H - B + 16, esc(categories.get(g))));
        }
        for (int n = 0; n < names.size(); n++) {
            legend(sb, n, names.get(n));
        }
        return sb.append("</svg>\n").toString();
    }

    private static StringBuilder open(String title) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT,
                "<svg viewBox=\"0 0 %d %d\" width=\"%d\" height=\"%d\" role=\"img\">%n",
                W, H, W, H));
        sb.append("<title>").append(esc(title)).append("</title>\n");
        sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"18\" class=\"t\">%s</text>%n", L, esc(title)));
        return sb;
    }

    private static void axes(StringBuilder sb, double x0, double x1, double y0, double y1, String xLabel,
            String yLabel, boolean logX) {
        sb.append(String.format(Locale.ROOT,
                "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\"/><line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\"/>%n",
                L, H - B, W - R, H - B, L, T, L, H - B));
        for (int i = 0; i <= 4; i++) {
            double v = y0 + (y1 - y0) * i / 4;
            double y = py(v, y1);
            sb.append(String.format(Locale.ROOT,
                    "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/><text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n",
                    L, y, W - R, y, L - 4, y + 4, fmt(v)));
        }
        if (!xLabel.isEmpty()) {
            for (int i = 0; i <= 5; i++) {
                double v = x0 + (x1 - x0) * i / 5;
                sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                        px(v, x0, x1), H - B + 16, fmt(logX ? Math.pow(10, v) : v)));
            }
            sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                    (L + W - R) / 2, H - 8, esc(xLabel)));
        }
        sb.append(String.format(Locale.ROOT,
                "<text x=\"14\" y=\"%d\" transform=\"rotate(-90 14 %d)\" text-anchor=\"middle\">%s</text>%n",
                (T + H - B) / 2, (T + H - B) / 2, esc(yLabel)));
    }

    private static void legend(StringBuilder sb, int i, String name) {
        int x = W - R - 190;
        int y = T + 6 + i * 15;
        sb.append(String.format(Locale.ROOT,
                "<rect x=\"%d\" y=\"%d\" width=\"10\" height=\"10\" fill=\"%s\"/><text x=\"%d\" y=\"%d\">%s</text>%n",
                x, y, COLORS[i % COLORS.length], x + 14, y + 9, esc(name)));
    }

    private static void point(StringBuilder sb, double x, double y) {
        sb.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
    }

    private static double px(double x, double x0, double x1) {
        return L + (x - x0) / (x1 - x0) * (W - L - R);
    }

    private static double py(double y, double yTop) {
        return H - B - y / yTop * (H - B - T);
    }

    /** 1, 2 or 5 times a power of ten, at least v. */
    static double nice(double v) {
        double p = Math.pow(10, Math.floor(Math.log10(v)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * p >= v) {
                return m * p;
            }
        }
        return 10 * p;
    }

    static String fmt(double v) {
        double a = Math.abs(v);
        if (a >= 1e6) {
            return String.format(Locale.ROOT, "%.1fM", v / 1e6);
        }
        if (a >= 1e4) {
            return String.format(Locale.ROOT, "%.0fK", v / 1e3);
        }
        if (a >= 100) {
            return String.format(Locale.ROOT, "%.0f", v);
        }
        return String.format(Locale.ROOT, "%.2f", v);
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
