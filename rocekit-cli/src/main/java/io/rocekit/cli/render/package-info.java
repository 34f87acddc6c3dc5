/**
 * The report kit: everything every command uses to show its results, so that all reports look like
 * one product (docs/reports.md has the guide with screenshots).
 *
 * <ul>
 *   <li>{@link io.rocekit.cli.render.Report}: one HTML page (header with summary figures, sections,
 *       findings, footer), one stylesheet, self-contained and offline.</li>
 *   <li>{@link io.rocekit.cli.render.Table}: tables that scroll in their own box, never cut off.</li>
 *   <li>{@link io.rocekit.cli.render.XYChart} (line, steps, scatter, CDF),
 *       {@link io.rocekit.cli.render.BarChart}, {@link io.rocekit.cli.render.HeatmapChart}: Apache
 *       ECharts options built as Jackson trees, with zoom and tooltips, drawn in the page;
 *       {@link io.rocekit.cli.render.AxisRange} is the one place axis ranges are decided, and
 *       non-finite values are dropped before they reach a chart.</li>
 *   <li>{@link io.rocekit.cli.render.Html}: the one HTML escaper.</li>
 *   <li>{@link io.rocekit.cli.render.FindingsText}: the one text format of findings.</li>
 *   <li>{@link io.rocekit.cli.render.Json}: the one JSON configuration.</li>
 *   <li>Picocli mixins {@link io.rocekit.cli.render.JsonOption}, {@link io.rocekit.cli.render.HtmlOption},
 *       {@link io.rocekit.cli.render.FailOnOption}, {@link io.rocekit.cli.render.QuietOption}.</li>
 * </ul>
 *
 * Numbers and units print through {@link io.rocekit.core.finding.Quantities} in Java and through
 * the matching {@link io.rocekit.cli.render.Format} functions in the page. Analysis code never
 * renders itself; a command turns its result into a {@code Report}.
 */
package io.rocekit.cli.render;
