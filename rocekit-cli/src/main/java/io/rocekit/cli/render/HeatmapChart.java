package io.rocekit.cli.render;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A grid of coloured cells: rows and columns are categories (switches and ports, links and time
 * windows), the colour is the value, with a scale beside it. Cells without a finite value stay
 * blank.
 *
 * <pre>{@code
 * ChartSpec c = HeatmapChart.of("chart-util", "Link utilisation", columns, rows)
 *         .value("utilisation", Format.PERCENT)
 *         .cell(0, 2, 0.93)
 *         .build();
 * }</pre>
 */
public final class HeatmapChart {
    private final String id;
    private final String caption;
    private final List<String> columns;
    private final List<String> rows;
    private String xLabel = "";
    private String yLabel = "";
    private String valueName = "value";
    private Format valueFormat = Format.NUMBER;
    private int heightPx = 0;
    private final List<double[]> cells = new ArrayList<>();

    private HeatmapChart(String id, String caption, List<String> columns, List<String> rows) {
        this.id = Objects.requireNonNull(id);
        this.caption = Objects.requireNonNull(caption);
        this.columns = List.copyOf(columns);
        this.rows = List.copyOf(rows);
    }

    public static HeatmapChart of(String id, String caption, List<String> columns, List<String> rows) {
        return new HeatmapChart(id, caption, columns, rows);
    }

    public HeatmapChart axes(String columnLabel, String rowLabel) {
        this.xLabel = Objects.requireNonNull(columnLabel);
        this.yLabel = Objects.requireNonNull(rowLabel);
        return this;
    }

    /** What the colour means and how its numbers print. */
    public HeatmapChart value(String name, Format format) {
        this.valueName = Objects.requireNonNull(name);
        this.valueFormat = Objects.requireNonNull(format);
        return this;
    }

    public HeatmapChart height(int px) {
        this.heightPx = px;
        return this;
    }

    /** The value of the cell in column {@code column}, row {@code row}; non-finite values stay blank. */
    public HeatmapChart cell(int column, int row, double value) {
        if (column < 0 || column >= columns.size() || row < 0 || row >= rows.size()) {
            throw new IndexOutOfBoundsException("cell " + column + "," + row + " outside " + columns.size() + " x "
                    + rows.size());
        }
        if (Double.isFinite(value)) {
            cells.add(new double[] {column, row, value});
        }
        return this;
    }

    public ChartSpec build() {
        ObjectNode o = ChartOptions.base(false, "item");
        o.remove("legend");
        ObjectNode xa = ChartOptions.axis(Axis.category(xLabel), new AxisRange(0, 1), true);
        columns.forEach(xa.putArray("data")::add);
        ((ObjectNode) xa.get("axisLabel")).put("interval", "auto");
        ObjectNode ya = ChartOptions.axis(Axis.category(yLabel), new AxisRange(0, 1), false);
        rows.forEach(ya.putArray("data")::add);
        ((ObjectNode) ya.get("axisLabel")).put("interval", "auto");
        o.set("xAxis", xa);
        o.set("yAxis", ya);
        double lo = 0;
        double hi = 0;
        ArrayNode data = ChartOptions.NODES.arrayNode();
        for (double[] c : cells) {
            data.addArray().add((int) c[0]).add((int) c[1]).add(c[2]);
            lo = Math.min(lo, c[2]);
            hi = Math.max(hi, c[2]);
        }
        AxisRange r = AxisRange.of(Axis.linear(valueName, valueFormat), new double[] {lo, hi});
        ObjectNode vm = o.putObject("visualMap");
        vm.put("min", r.min()).put("max", r.max()).put("calculable", true).put("orient", "vertical")
                .put("right", 0).put("top", 48);
        vm.putArray("text").add(valueName);
        vm.put("formatter", valueFormat.marker());
        vm.putObject("inRange").putArray("color").add("#f7fbff").add("#6baed6").add("#08306b");
        ((ObjectNode) o.get("grid")).put("right", 96);
        ObjectNode s = o.putArray("series").addObject();
        s.put("name", valueName).put("type", "heatmap");
        s.set("data", data);
        ((ObjectNode) o.get("tooltip")).put("valueFormatter", valueFormat.marker());
        int h = heightPx > 0 ? heightPx : Math.max(220, Math.min(900, 60 + 22 * rows.size()));
        return new ChartSpec(id, caption, o, h);
    }
}
