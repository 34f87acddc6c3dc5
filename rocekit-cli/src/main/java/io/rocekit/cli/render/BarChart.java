package io.rocekit.cli.render;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Groups of bars: one group per category, one bar per series. A value that is not finite is left
 * out (no bar, no "NaN" label); a category no series has a value for should not be added at all.
 *
 * <pre>{@code
 * ChartSpec c = BarChart.of("chart-buckets", "Slowdown percentiles per flow size", List.of("<10KB", "10KB-100KB"))
 *         .y(Axis.linear("FCT / ideal FCT", Format.NUMBER))
 *         .series("p50", new double[] {1.2, 1.9})
 *         .series("p99", new double[] {3.4, 8.0})
 *         .build();
 * }</pre>
 */
public final class BarChart {
    private final String id;
    private final String caption;
    private final List<String> categories;
    private Axis x = Axis.category("");
    private Axis y = Axis.linear("", Format.NUMBER);
    private int heightPx = 340;
    private final List<String> names = new ArrayList<>();
    private final List<double[]> values = new ArrayList<>();

    private BarChart(String id, String caption, List<String> categories) {
        this.id = Objects.requireNonNull(id);
        this.caption = Objects.requireNonNull(caption);
        this.categories = List.copyOf(categories);
    }

    public static BarChart of(String id, String caption, List<String> categories) {
        return new BarChart(id, caption, categories);
    }

    /** The category axis label. */
    public BarChart x(String label) {
        this.x = Axis.category(label);
        return this;
    }

    public BarChart y(Axis axis) {
        this.y = Objects.requireNonNull(axis);
        return this;
    }

    public BarChart height(int px) {
        this.heightPx = px;
        return this;
    }

    /** One bar per category, in category order. */
    public BarChart series(String name, double[] perCategory) {
        if (perCategory.length != categories.size()) {
            throw new IllegalArgumentException("series '" + name + "': " + perCategory.length + " values for "
                    + categories.size() + " categories");
        }
        names.add(Objects.requireNonNull(name));
        values.add(perCategory.clone());
        return this;
    }

    public ChartSpec build() {
        ChartOptions.requireDistinct(names);
        ObjectNode o = ChartOptions.base(false, "axis");
        List<Double> all = new ArrayList<>();
        ArrayNode out = o.putArray("series");
        for (int s = 0; s < names.size(); s++) {
            ObjectNode js = out.addObject();
            js.put("name", names.get(s)).put("type", "bar");
            ArrayNode data = js.putArray("data");
            for (double v : values.get(s)) {
                if (Double.isFinite(v) && (y.scale() != Axis.Scale.LOG || v > 0)) {
                    data.add(v);
                    all.add(v);
                } else {
                    data.add("-");
                }
            }
        }
        ObjectNode xa = ChartOptions.axis(x, new AxisRange(0, 1), true);
        ArrayNode cats = xa.putArray("data");
        categories.forEach(cats::add);
        o.set("xAxis", xa);
        o.set("yAxis", ChartOptions.axis(y, AxisRange.of(y, all.stream().mapToDouble(Double::doubleValue).toArray()),
                false));
        ((ObjectNode) o.get("tooltip")).put("valueFormatter", y.format().marker());
        return new ChartSpec(id, caption, o, heightPx + ChartOptions.legendRows(o, names));
    }
}
