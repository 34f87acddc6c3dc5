package io.rocekit.monitor.demo;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.rule.RuleSettings;
import io.rocekit.monitor.alert.AlertRulesYaml;
import io.rocekit.monitor.alert.MonitorRules;
import io.rocekit.monitor.prometheus.SysfsCollector;
import io.rocekit.monitor.sample.Sampler;
import io.rocekit.monitor.testing.Exposition;
import io.rocekit.monitor.testing.Promtool;
import io.rocekit.monitor.testing.ScrapedSeries;
import java.nio.file.Path;
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
    void fifteenMinutesOfScrapesFireExactlyThePlantedAlerts() {
        AtomicLong nanos = new AtomicLong(1_000_000_000L);
        DemoNode node = new DemoNode(nanos::get, () -> nanos.get() / 1_000_000);
        Sampler sampler = new Sampler(node, node, node::wallMillis, node::monoNanos);
        ScrapedSeries series = new ScrapedSeries();
        for (int k = 0; k < SCRAPES; k++) {
            nanos.set(1_000_000_000L + k * 15_000_000_000L);
            series.add(k, "demo:9464", Exposition.text(SysfsCollector.snapshots(sampler.sample(), 0)));
        }
        StringBuilder t = new StringBuilder("rule_files:\n  - rocekit-alerts.yml\nevaluation_interval: 15s\ntests:\n"
                + "  - interval: 15s\n").append(series.inputSeries());
        t.append("    promql_expr_test:\n      - expr: count by (alertname, device) (ALERTS{alertstate=\"firing\"})\n"
                + "        eval_time: 15m\n        exp_samples:\n");
        for (String[] a : new String[][] {{"RocePauseStormSent", "mlx5_1"}, {"RocePauseHighSent", "mlx5_1"},
            {"RoceRdmaOutOfBuffer", "mlx5_2"}, {"RoceLinkFlap", "mlx5_3"}, {"RoceLinkDownEvents", "mlx5_3"}}) {
            t.append("          - labels: '{alertname=\"").append(a[0]).append("\", device=\"").append(a[1])
                    .append("\"}'\n            value: 1\n");
        }
        // every demo device the planted alerts name was scraped, so the exp_samples below are not met by an empty scrape
        assertThat(series.inputSeries()).contains("device=\"mlx5_1\"", "device=\"mlx5_2\"", "device=\"mlx5_3\"");
        String out = Promtool.testRules(dir, "rocekit-alerts.yml", AlertRulesYaml.render(MonitorRules.all(), RuleSettings.defaults()),
                t.toString());
        assertThat(out).as("promtool: exactly the planted alerts fired").contains("SUCCESS").doesNotContain("FAILED");
    }
}
