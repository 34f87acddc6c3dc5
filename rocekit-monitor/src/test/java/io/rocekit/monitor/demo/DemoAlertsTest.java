package io.rocekit.monitor.demo;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.rule.RuleSettings;
import io.rocekit.monitor.alert.AlertRulesYaml;
import io.rocekit.monitor.alert.MonitorRules;
import io.rocekit.monitor.prometheus.SysfsCollector;
import io.rocekit.monitor.sample.Sampler;
import io.rocekit.monitor.testing.Exposition;
import io.rocekit.monitor.testing.Peers;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The demo node through the exporter and the emitted alert rules, in Prometheus's own harness:
 * fifteen minutes of scrapes every 15 s (a clock advanced by hand) become promtool's input series,
 * and the alerts firing at the end are exactly the ones the script plants.
 */
class DemoAlertsTest {
    private static final int SCRAPES = 61;

    @TempDir
    Path dir;

    @Test
    void fifteenMinutesOfScrapesFireExactlyThePlantedAlerts() throws Exception {
        Path promtool = Peers.require("promtool");
        AtomicLong nanos = new AtomicLong(1_000_000_000L);
        DemoNode node = new DemoNode(nanos::get, () -> nanos.get() / 1_000_000);
        Sampler sampler = new Sampler(node, node, node::wallMillis, node::monoNanos);
        Map<String, List<String>> series = new TreeMap<>();
        for (int k = 0; k < SCRAPES; k++) {
            nanos.set(1_000_000_000L + k * 15_000_000_000L);
            String text = Exposition.text(SysfsCollector.snapshots(sampler.sample(), 0));
            for (Map.Entry<String, Double> e : Exposition.samples(text, "rocekit_", "rocekit_").entrySet()) {
                List<String> values = series.computeIfAbsent(scraped(e.getKey()), x -> new ArrayList<>());
                while (values.size() < k) {
                    values.add("_");
                }
                values.add(new BigDecimal(e.getValue()).toPlainString());
            }
        }
        StringBuilder t = new StringBuilder("rule_files:\n  - rocekit-alerts.yml\nevaluation_interval: 15s\ntests:\n"
                + "  - interval: 15s\n    input_series:\n");
        series.forEach((k, v) -> t.append("      - series: '").append(k).append("'\n        values: '")
                .append(String.join(" ", v)).append("'\n"));
        t.append("    promql_expr_test:\n      - expr: count by (alertname, device) (ALERTS{alertstate=\"firing\"})\n"
                + "        eval_time: 15m\n        exp_samples:\n");
        for (String[] a : new String[][] {{"RocePauseStormSent", "mlx5_1"}, {"RocePauseHighSent", "mlx5_1"},
            {"RoceRdmaOutOfBuffer", "mlx5_2"}, {"RoceLinkFlap", "mlx5_3"}, {"RoceLinkDownEvents", "mlx5_3"}}) {
            t.append("          - labels: '{alertname=\"").append(a[0]).append("\", device=\"").append(a[1])
                    .append("\"}'\n            value: 1\n");
        }
        Files.writeString(dir.resolve("rocekit-alerts.yml"), AlertRulesYaml.render(MonitorRules.all(), RuleSettings.defaults()),
                StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("demo.test.yml"), t, StandardCharsets.UTF_8);
        Process p = new ProcessBuilder(promtool.toString(), "test", "rules", "demo.test.yml").directory(dir.toFile())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
    }

    /** {@code name{a="x"}} with the labels Prometheus adds to a scraped series. */
    private static String scraped(String key) {
        String labels = "instance=\"demo:9464\",job=\"rocekit\"";
        return key.endsWith("{}") ? key.substring(0, key.length() - 1) + labels + "}" : key.replace("{", "{" + labels + ",");
    }
}
