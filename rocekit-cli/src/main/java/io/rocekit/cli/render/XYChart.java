package io.rocekit.cli.render;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A chart of numeric x against numeric y: lines, steps, scatter points, or the empirical CDF of
 * samples. Points a person could not read are left out here, once for every report: NaN and
 * infinite values, and values at or below zero on a log axis.
 *
 * <pre>{@code
 * ChartSpec c = XYChart.line("chart-nccl", "nccl-tests bus bandwidth")
 *         .x(Axis.log("message size", 2, Format.BINARY_SIZE))
 *         .y(Axis.linear("busbw (GB/s)", Format.NUMBER))
 *         .series("run 1: all_reduce a.txt", sizes, busbw)
 *         .reference("line rate 400 GB/s", 400)
 *         .build();
 * }</pre>
 */
public final class XYChart {
    private static final int CDF_POINTS = 400;

    private enum Kind {
        LINE, SCATTER, CDF
    }

    private record Series(String name, double[] xs, double[] ys, boolean step, boolean dashed) {
    }

    private final String id;
    private final String caption;
    private final Kind kind;
    private Axis x = Axis.linear("x", Format.NUMBER);
    private Axis y = Axis.linear("y", Format.NUMBER);
    private int heightPx = 360;
    private final List<Series> series = new ArrayList<>();
    private final List<double[]> references = new ArrayList<>();
    private final List<String> referenceNames = new ArrayList<>();

    private XYChart(String id, String caption, Kind kind) {
        this.id = Objects.requireNonNull(id);
        this.caption = Objects.requireNonNull(caption);
        this.kind = kind;
    }

    /** Lines through the points of each series, in x order as given. */
    public static XYChart line(String id, String caption) {
        return new XYChart(id, caption, Kind.LINE);
    }

    /** Unconnected points. */
    public static XYChart scatter(String id, String caption) {
        return new XYChart(id, caption, Kind.SCATTER);
    }

    /**
     * The empirical CDF of each series' samples ({@link #samples}); the y axis is the fraction of
     * samples at or below x and runs from 0 to 1 exactly.
     */
    public static XYChart cdf(String id, String caption) {
        XYChart c = new XYChart(id, caption, Kind.CDF);
        c.y = Axis.linear("fraction at or below", Format.PERCENT).range(0, 1);
        return c;
    }

    public XYChart x(Axis axis) {
        this.x = Objects.requireNonNull(axis);
        return this;
    }

    /** The y axis; on a CDF only its label and format are used, the range stays 0 to 1. */
    public XYChart y(Axis axis) {
        Objects.requireNonNull(axis);
        this.y = kind == Kind.CDF ? new Axis(axis.label(), Axis.Scale.LINEAR, 10, axis.format(), this.y.min(),
                this.y.max()) : axis;
        return this;
    }

    public XYChart height(int px) {
        this.heightPx = px;
        return this;
    }

    /** A series of points; {@code xs} and {@code ys} have one entry per point. */
    public XYChart series(String name, double[] xs, double[] ys) {
        return add(name, xs, ys, false);
    }

    /** A series drawn as a staircase: each value holds until the next point (rates, queue samples). */
    public XYChart steps(String name, double[] xs, double[] ys) {
        return add(name, xs, ys, true);
    }

    /** The samples of one CDF series (any order). */
    public XYChart samples(String name, double[] samples) {
        if (kind != Kind.CDF) {
            throw new IllegalStateException("samples() is for a CDF chart; use series()");
        }
        double[] sorted = Arrays.stream(samples).filter(Double::isFinite).sorted().toArray();
        int n = sorted.length;
        int keep = Math.min(n, CDF_POINTS);
        double[] xs = new double[keep];
        double[] ys = new double[keep];
        for (int k = 0; k < keep; k++) {
            // keep evenly spaced ranks and always the last one, so the curve ends at exactly 1
            int i = keep == n ? k : (int) Math.round((k + 1) * (double) n / keep) - 1;
            xs[k] = sorted[i];
            ys[k] = (i + 1) / (double) n;
        }
        series.add(new Series(name, xs, ys, true, false));
        return this;
    }

    /** A horizontal dashed reference line across the chart (a line rate, a limit). */
    public XYChart reference(String name, double yValue) {
        if (Double.isFinite(yValue)) {
            references.add(new double[] {yValue});
            referenceNames.add(name);
        }
        return this;
    }

    private XYChart add(String name, double[] xs, double[] ys, boolean step) {
        if (xs.length != ys.length) {
            throw new IllegalArgumentException("series '" + name + "': " + xs.length + " x values but " + ys.length
                    + " y values");
        }
        series.add(new Series(Objects.requireNonNull(name), xs.clone(), ys.clone(), step, false));
        return this;
    }

    private boolean readable(double v, Axis axis) {
        return Double.isFinite(v) && (axis.scale() != Axis.Scale.LOG || v > 0);
    }

    public ChartSpec build() {
        List<String> names = new ArrayList<>();
        series.forEach(s -> names.add(s.name()));
        names.addAll(referenceNames);
        ChartOptions.requireDistinct(names);
        List<Double> xv = new ArrayList<>();
        List<Double> yv = new ArrayList<>();
        ObjectNode o = ChartOptions.base(true, kind == Kind.SCATTER ? "item" : "axis");
        ArrayNode out = o.putArray("series");
        for (Series s : series) {
            ObjectNode js = out.addObject();
            js.put("name", s.name()).put("type", kind == Kind.SCATTER ? "scatter" : "line");
            if (kind != Kind.SCATTER) {
                js.put("showSymbol", false).put("symbolSize", 5);
                js.putObject("lineStyle").put("width", 2);
                if (s.step()) {
                    js.put("step", "end");
                }
            }
            ArrayNode data = js.putArray("data");
            for (int i = 0; i < s.xs().length; i++) {
                if (readable(s.xs()[i], x) && readable(s.ys()[i], y)) {
                    data.addArray().add(s.xs()[i]).add(s.ys()[i]);
                    xv.add(s.xs()[i]);
                    yv.add(s.ys()[i]);
                }
            }
        }
        for (int r = 0; r < references.size(); r++) {
            yv.add(references.get(r)[0]);
        }
        AxisRange xr = AxisRange.of(x, xv.stream().mapToDouble(Double::doubleValue).toArray());
        AxisRange yr = AxisRange.of(y, yv.stream().mapToDouble(Double::doubleValue).toArray());
        if (x.scale() == Axis.Scale.LINEAR && x.min().isEmpty() && !xv.isEmpty()) {
            // time and size axes start where the data starts, not at an arbitrary zero far left
            double lo = xv.stream().mapToDouble(Double::doubleValue).min().getAsDouble();
            xr = new AxisRange(Math.min(lo, xr.max() - 1e-9), xr.max());
        }
        for (int r = 0; r < references.size(); r++) {
            ObjectNode js = out.addObject();
            double v = references.get(r)[0];
            js.put("name", referenceNames.get(r)).put("type", "line").put("showSymbol", false)
                    .put("color", ChartOptions.REFERENCE_COLOR);
            js.putObject("lineStyle").put("type", "dashed").put("width", 2).put("color", ChartOptions.REFERENCE_COLOR);
            js.putArray("data").add(ChartOptions.NODES.arrayNode().add(xr.min()).add(v))
                    .add(ChartOptions.NODES.arrayNode().add(xr.max()).add(v));
        }
        if (names.size() == 1) {
            // one series: the caption and the axis name say it all
            ((ObjectNode) o.get("legend")).put("show", false);
        }
        o.set("xAxis", ChartOptions.axis(x, xr, true));
        o.set("yAxis", ChartOptions.axis(y, yr, false));
        ((ObjectNode) o.get("tooltip")).put("valueFormatter", y.format().marker());
        int extra = names.size() == 1 ? 0 : ChartOptions.legendRows(o, names);
        return new ChartSpec(id, caption, o, heightPx + extra);
    }
}
