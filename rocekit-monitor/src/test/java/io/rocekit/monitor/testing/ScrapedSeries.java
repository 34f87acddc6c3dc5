package io.rocekit.monitor.testing;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Scrapes of the exporter as promtool input series: every {@code rocekit_} sample of scrape k of a
 * node becomes value k of its series, with the labels Prometheus adds to what it scrapes
 * ({@code instance}, {@code job}); a series absent from a scrape has {@code _} there.
 */
public final class ScrapedSeries {
    private final Map<String, List<String>> series = new TreeMap<>();

    /** Scrape {@code k} (0, 1, ...) of the node {@code instance}: the exposition text it served. */
    public void add(int k, String instance, String exposition) {
        for (Map.Entry<String, Double> e : Exposition.samples(exposition, "rocekit_", "rocekit_").entrySet()) {
            List<String> values = series.computeIfAbsent(scraped(e.getKey(), instance), x -> new ArrayList<>());
            while (values.size() < k) {
                values.add("_");
            }
            values.add(new BigDecimal(e.getValue()).toPlainString());
        }
    }

    /** The {@code input_series:} entries of a promtool test, indented for a test at {@code tests:} level. */
    public String inputSeries() {
        StringBuilder t = new StringBuilder("    input_series:\n");
        series.forEach((k, v) -> t.append("      - series: '").append(k).append("'\n        values: '")
                .append(String.join(" ", v)).append("'\n"));
        return t.toString();
    }

    /** {@code name{a="x"}} with the labels Prometheus adds to a scraped series. */
    private static String scraped(String key, String instance) {
        String labels = "instance=\"" + instance + "\",job=\"rocekit\"";
        return key.endsWith("{}") ? key.substring(0, key.length() - 1) + labels + "}" : key.replace("{", "{" + labels + ",");
    }
}
