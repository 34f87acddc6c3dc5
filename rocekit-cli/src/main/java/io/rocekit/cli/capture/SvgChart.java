package io.rocekit.cli.capture;

import io.rocekit.core.finding.Quantities;
import java.util.Locale;
import java.util.function.DoubleFunction;

/**
 * A step chart as inline SVG: one value per time bin, drawn as a polyline of horizontal steps, with
 * a labelled y axis (0 to a rounded maximum, round ticks) and a time axis. No script, no external
 * resource: the page stays self-contained.
 */
final class SvgChart {
    static final int WIDTH = 920;
    static final int HEIGHT = 190;
    private static final int LEFT = 78;
    private static final int RIGHT = 14;
    private static final int TOP = 14;
    private static final int BOTTOM = 34;

    private SvgChart() {
    }

    /**
     * @param id        element id
     * @param title     accessible title
     * @param values    one value per bin
     * @param binNanos  bin width
     * @param yLabel    formats a y tick value
     * @param cssClass  series class (sets the colour)
     */
    static String render(String id, String title, double[] values, long binNanos, DoubleFunction<String> yLabel,
            String cssClass) {
        double max = 0;
        for (double v : values) {
            max = Math.max(max, v);
        }
        double top = niceCeiling(max);
        int plotW = WIDTH - LEFT - RIGHT;
        int plotH = HEIGHT - TOP - BOTTOM;
        int n = Math.max(1, values.length);
        StringBuilder sb = new StringBuilder(256 + values.length * 24);
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" id=\"").append(id)
                .append("\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT)
                .append("\" role=\"img\" aria-labelledby=\"").append(id).append("-title\">");
        sb.append("<title id=\"").append(id).append("-title\">").append(Html.escape(title)).append("</title>");
        int ticks = tickCount(top);
        for (int i = 0; i <= ticks; i++) {
            double v = top * i / ticks;
            double y = TOP + plotH - plotH * (double) i / ticks;
            sb.append("<line class=\"grid\" x1=\"").append(LEFT).append("\" x2=\"").append(WIDTH - RIGHT)
                    .append("\" y1=\"").append(fmt(y)).append("\" y2=\"").append(fmt(y)).append("\"/>");
            sb.append("<text class=\"tick\" x=\"").append(LEFT - 6).append("\" y=\"").append(fmt(y + 4))
                    .append("\" text-anchor=\"end\">").append(Html.escape(yLabel.apply(v))).append("</text>");
        }
        long total = binNanos * n;
        for (int i = 0; i <= 5; i++) {
            double x = LEFT + plotW * i / 5.0;
            String anchor = i == 0 ? "start" : i == 5 ? "end" : "middle";
            sb.append("<text class=\"tick\" x=\"").append(fmt(x)).append("\" y=\"").append(HEIGHT - 12)
                    .append("\" text-anchor=\"").append(anchor).append("\">").append(Html.escape(Quantities.duration(total * i / 5)))
                    .append("</text>");
        }
        sb.append("<polyline class=\"series ").append(cssClass).append("\" points=\"");
        for (int i = 0; i < values.length; i++) {
            double y = TOP + plotH - (top == 0 ? 0 : plotH * values[i] / top);
            double x0 = LEFT + plotW * (double) i / n;
            double x1 = LEFT + plotW * (double) (i + 1) / n;
            sb.append(fmt(x0)).append(',').append(fmt(y)).append(' ').append(fmt(x1)).append(',').append(fmt(y))
                    .append(' ');
        }
        sb.append("\"/>");
        sb.append("<line class=\"axis\" x1=\"").append(LEFT).append("\" x2=\"").append(LEFT).append("\" y1=\"")
                .append(TOP).append("\" y2=\"").append(TOP + plotH).append("\"/>");
        sb.append("<line class=\"axis\" x1=\"").append(LEFT).append("\" x2=\"").append(WIDTH - RIGHT)
                .append("\" y1=\"").append(TOP + plotH).append("\" y2=\"").append(TOP + plotH).append("\"/>");
        sb.append("</svg>");
        return sb.toString();
    }

    /** Round tick steps: 1 and 5 split in fifths, 2 in quarters. */
    static int tickCount(double top) {
        double mantissa = top / Math.pow(10, Math.floor(Math.log10(top)));
        return Math.abs(mantissa - 2) < 1e-9 ? 4 : 5;
    }

    /** The smallest 1, 2 or 5 times a power of ten at or above {@code v} (1 for 0). */
    static double niceCeiling(double v) {
        if (v <= 0) {
            return 1;
        }
        double p = Math.pow(10, Math.floor(Math.log10(v)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * p >= v * (1 - 1e-12)) {
                return m * p;
            }
        }
        return 10 * p;
    }

    private static String fmt(double d) {
        return String.format(Locale.ROOT, "%.1f", d);
    }
}
