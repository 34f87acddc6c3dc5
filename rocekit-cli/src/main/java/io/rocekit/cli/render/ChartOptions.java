package io.rocekit.cli.render;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;

/**
 * The parts every chart's ECharts option shares: no animation (a report is read, not watched, and
 * a screenshot must show the final picture), a scrolling legend that never shortens a name,
 * tooltips, zoom by wheel and slider, and axes built from {@link Axis} and {@link AxisRange}.
 */
final class ChartOptions {
    static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** Colours that stay apart for readers with the common colour-vision deficiencies (Okabe-Ito). */
    static final String[] PALETTE = {"#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00", "#000000",
        "#f0e442"};
    /** Reference lines (line rate, limits): red, dashed. */
    static final String REFERENCE_COLOR = "#c62828";

    private ChartOptions() {
    }

    static ObjectNode base(boolean zoomX, String tooltipTrigger) {
        ObjectNode o = NODES.objectNode();
        o.put("animation", false);
        ArrayNode colors = o.putArray("color");
        for (String c : PALETTE) {
            colors.add(c);
        }
        o.putObject("textStyle").put("fontSize", 13);
        ObjectNode legend = o.putObject("legend");
        // a plain legend wraps onto more rows rather than hiding names behind a pager;
        // legendRows() moves the plot down to make room
        legend.put("type", "plain").put("top", 0).put("left", 8).put("right", 120);
        legend.putObject("textStyle").put("fontSize", 13);
        ObjectNode tooltip = o.putObject("tooltip");
        tooltip.put("trigger", tooltipTrigger).put("confine", true);
        ObjectNode grid = o.putObject("grid");
        grid.put("left", 16).put("right", 32).put("top", 64).put("bottom", zoomX ? 64 : 24).put("containLabel", true);
        ObjectNode toolbox = o.putObject("toolbox");
        toolbox.put("right", 8).put("top", 0);
        ObjectNode feature = toolbox.putObject("feature");
        if (zoomX) {
            feature.putObject("dataZoom").put("yAxisIndex", "none");
            feature.putObject("restore");
            ArrayNode zoom = o.putArray("dataZoom");
            zoom.addObject().put("type", "inside").put("xAxisIndex", 0).put("filterMode", "none");
            zoom.addObject().put("type", "slider").put("xAxisIndex", 0).put("height", 18).put("bottom", 8)
                    .put("filterMode", "none");
        }
        feature.putObject("saveAsImage").put("title", "save");
        return o;
    }

    /**
     * Makes room above the plot for a legend of these names, wrapped at the width of a chart on a
     * 1280 px page (about 1080 px less the toolbox); returns the extra height in pixels.
     */
    static int legendRows(ObjectNode option, Collection<String> names) {
        double width = 0;
        int rows = names.isEmpty() ? 0 : 1;
        for (String n : names) {
            double item = 7.2 * n.length() + 45;
            if (width > 0 && width + item > 940) {
                rows++;
                width = 0;
            }
            width += item;
        }
        int extra = Math.max(0, rows - 1) * 24;
        ObjectNode grid = (ObjectNode) option.get("grid");
        grid.put("top", grid.get("top").asInt() + extra);
        return extra;
    }

    /** An ECharts axis object for {@code axis} over {@code range}. */
    static ObjectNode axis(Axis axis, AxisRange range, boolean horizontal) {
        ObjectNode a = NODES.objectNode();
        a.put("type", switch (axis.scale()) {
            case LINEAR -> "value";
            case LOG -> "log";
            case CATEGORY -> "category";
        });
        if (axis.scale() == Axis.Scale.LOG) {
            // ECharts puts log ticks at every power of the base up to ten of them, then at every
            // tenth power only (1M, 1G, 8G); past ten powers take the base to a power instead
            // (2 -> 4 -> 8), so that the ticks stay at round sizes with about ten of them
            long powers = Math.round(Math.log(range.max() / range.min()) / Math.log(axis.logBase()));
            long step = Math.max(1, (powers + 9) / 10);
            a.put("logBase", (long) Math.pow(axis.logBase(), step));
            a.putObject("minorTick").put("show", axis.logBase() == 10);
        }
        // the x name sits centred below the ticks; the y name above the axis, reading left to right,
        // where it is never clipped however wide the tick labels are
        a.put("name", axis.label()).put("nameLocation", horizontal ? "middle" : "end")
                .put("nameGap", horizontal ? 30 : 14);
        ObjectNode nameStyle = a.putObject("nameTextStyle").put("fontSize", 13).put("color", "#333");
        if (!horizontal) {
            nameStyle.put("align", "left");
        }
        if (axis.scale() != Axis.Scale.CATEGORY) {
            a.put("min", range.min()).put("max", range.max());
            a.putObject("axisLabel").put("formatter", axis.format().marker()).put("fontSize", 12).put("hideOverlap", true);
        } else {
            a.putObject("axisLabel").put("fontSize", 12).put("interval", 0).put("hideOverlap", true);
        }
        a.putObject("splitLine").put("show", axis.scale() != Axis.Scale.CATEGORY);
        return a;
    }

    /** Refuses two series under one name: a legend must tell every series apart. */
    static void requireDistinct(Collection<String> names) {
        Set<String> seen = new HashSet<>();
        for (String n : names) {
            if (!seen.add(n)) {
                throw new IllegalArgumentException("two series named '" + n + "': a legend must tell them apart");
            }
        }
    }
}
