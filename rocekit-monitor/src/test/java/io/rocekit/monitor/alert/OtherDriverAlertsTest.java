package io.rocekit.monitor.alert;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.rule.RuleSettings;
import io.rocekit.monitor.prometheus.SysfsCollector;
import io.rocekit.monitor.sample.Sampler;
import io.rocekit.monitor.testing.Clock;
import io.rocekit.monitor.testing.Exposition;
import io.rocekit.monitor.testing.Promtool;
import io.rocekit.monitor.testing.Resources;
import io.rocekit.monitor.testing.RoceTree;
import io.rocekit.monitor.testing.ScrapedSeries;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.LongConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Three nodes through the exporter, scraped every 15 s for fifteen minutes, and the emitted alert
 * rules on what they served, in promtool: n1 a Broadcom bnxt_re port (its hw_counters file names,
 * drivers/bnxt_re-hw_counters-c-names.txt) sending CNPs without ECN marks, out of receive buffers,
 * retransmitting on timeouts and sending 802.3x global pause; n2 an Intel irdma port
 * (drivers/irdma-verbs-c-gen2-stat-names.txt), busy and healthy (CNPs and ECN marks alike); n3 an
 * idle mlx5 port. Exactly n1's alerts fire: the exporter serves the series the rules read, under
 * each driver's own file names, and every alert names the node.
 */
class OtherDriverAlertsTest {
    private static final int SCRAPES = 61;
    private static final Pattern DRIVER_FILE = Pattern.compile("= +\"(\\w+)\"");

    @TempDir
    Path dir;

    /** A port whose hw_counters are the driver's files of {@code resource}, each at 0. */
    private RoceTree driverPort(String name, String resource) {
        RoceTree tree = new RoceTree(dir.resolve(name)).withoutHw();
        Matcher m = DRIVER_FILE.matcher(Resources.text(resource));
        while (m.find()) {
            tree.hw(m.group(1), 0);
        }
        return tree;
    }

    @Test
    void onlyTheMisbehavingNodesAlertsFireAndEachNamesIt() {
        RoceTree bnxt = driverPort("n1", "drivers/bnxt_re-hw_counters-c-names.txt");
        RoceTree irdma = driverPort("n2", "drivers/irdma-verbs-c-gen2-stat-names.txt");
        RoceTree mlx5 = new RoceTree(dir.resolve("n3"));
        long pausedUs = bnxt.ethtoolCounters().get("tx_global_pause_duration");
        // counter, per second: a function of the time since the first scrape
        Map<String, LongConsumer> counters = Map.of(
                "n1 tx_cnp_pkts", t -> bnxt.hw("tx_cnp_pkts", 50 * t),
                "n1 rx_out_of_buffer", t -> bnxt.hw("rx_out_of_buffer", 10 * t),
                "n1 to_retransmits", t -> bnxt.hw("to_retransmits", 2 * t),
                "n1 tx_global_pause_duration", t -> bnxt.eth("tx_global_pause_duration", pausedUs + 700_000 * t),
                "n2 cnpSent", t -> irdma.hw("cnpSent", 100 * t),
                "n2 RxECNMrkd", t -> irdma.hw("RxECNMrkd", 120 * t));
        Clock clock = new Clock();
        List<Sampler> samplers = List.of(bnxt.sampler(clock), irdma.sampler(clock), mlx5.sampler(clock));
        ScrapedSeries series = new ScrapedSeries();
        for (int k = 0; k < SCRAPES; k++) {
            long t = 15L * k;
            counters.values().forEach(c -> c.accept(t));
            for (int n = 0; n < samplers.size(); n++) {
                series.add(k, "n" + (n + 1) + ":9464", Exposition.text(SysfsCollector.snapshots(samplers.get(n).sample(), 0)));
            }
            clock.advanceSeconds(15);
        }
        StringBuilder suite = new StringBuilder("rule_files:\n  - rocekit-alerts.yml\nevaluation_interval: 15s\ntests:\n"
                + "  - interval: 15s\n").append(series.inputSeries());
        suite.append("    promql_expr_test:\n      - expr: count by (alertname, instance, device, port) "
                + "(ALERTS{alertstate=\"firing\"})\n        eval_time: 15m\n        exp_samples:\n");
        for (String alert : List.of("RoceCnpWithoutEcn", "RoceRdmaOutOfBuffer", "RoceTransportTimeouts",
                "RoceRetransmissions", "RoceGlobalPauseStormSent", "RoceGlobalPauseHighSent")) {
            suite.append("          - labels: '{alertname=\"").append(alert).append("\", instance=\"n1:9464\", device=\"")
                    .append(RoceTree.DEV).append("\", port=\"1\"}'\n            value: 1\n");
        }
        // the exporter served bnxt_re's and irdma's own file names (the series the rules' second branch reads) and the
        // global pause time, or the suite would test the mlx5 branch only
        assertThat(series.inputSeries()).contains("rocekit_infiniband_tx_cnp_pkts_total{", "rocekit_infiniband_to_retransmits_total{",
                "rocekit_infiniband_cnpsent_total{", "rocekit_ethtool_global_pause_transmitted_seconds_total{");
        String out = Promtool.testRules(dir, "rocekit-alerts.yml", AlertRulesYaml.render(MonitorRules.all(), RuleSettings.defaults()),
                suite.toString());
        assertThat(out).as("promtool: exactly n1's six alerts fired").contains("SUCCESS").doesNotContain("FAILED");
    }
}
