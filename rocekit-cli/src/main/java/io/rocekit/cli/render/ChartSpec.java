package io.rocekit.cli.render;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Objects;

/**
 * A chart ready for a page: the element id, the caption a person reads and the Apache ECharts
 * option as a Jackson tree (https://echarts.apache.org/en/option.html). Built by
 * {@link XYChart}, {@link BarChart} or {@link HeatmapChart}, which compute the axis ranges and
 * leave out values a person could not read (NaN, infinities, zero on a log axis).
 *
 * @param id        the element id, unique in the page: {@code chart-goodput}
 * @param caption   what the chart shows, printed above it
 * @param option    the ECharts option
 * @param heightPx  the height of the drawing area
 */
public record ChartSpec(String id, String caption, ObjectNode option, int heightPx) {
    public ChartSpec {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(caption, "caption");
        Objects.requireNonNull(option, "option");
        if (!id.matches("[A-Za-z][A-Za-z0-9_-]*")) {
            throw new IllegalArgumentException("chart id '" + id + "' must be letters, digits, - or _");
        }
    }
}
