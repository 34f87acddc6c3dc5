package io.rocekit.monitor.prometheus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.monitor.alert.AlertRulesYaml;
import io.rocekit.monitor.alert.MonitorRules;
import io.rocekit.monitor.sample.Sampler;
import io.rocekit.monitor.testing.Peers;
import io.rocekit.monitor.testing.RoceTree;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real Prometheus server (Debian's package) on loopback scrapes the exporter every second while
 * a RoCE tree's out_of_buffer counter rises at 1000/s; PromQL rate() through the HTTP API gives
 * 1000/s, the node_exporter-compatible family is there with the x4 byte value, and the server
 * loads the emitted alert rules.
 */
class RealPrometheusScrapeTest {
    @TempDir
    Path dir;

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void prometheusRateOfTheExportedCounter() throws Exception {
        Path prometheus = Peers.require("prometheus");
        RoceTree tree = new RoceTree(dir.resolve("tree"));
        tree.ib("port_rcv_data", 1_000);
        long t0 = System.nanoTime();
        Sampler sampler = new Sampler(tree.sysfs(), tree.ethtool());
        // The counter is a function of time, written just before each read: exactly 1000 per second.
        SysfsCollector collector = new SysfsCollector(sampler, s -> { });
        io.prometheus.metrics.model.registry.MultiCollector timed = () -> {
            tree.hw("out_of_buffer", (System.nanoTime() - t0) / 1_000_000);
            return collector.collect();
        };
        try (Exporter exporter = Exporter.start("127.0.0.1", 0, timed)) {
            int webPort = Peers.freePort();
            Path rules = dir.resolve("alerts.yml");
            Files.writeString(rules, AlertRulesYaml.render(MonitorRules.all(), RuleSettings.defaults()));
            Path config = dir.resolve("prometheus.yml");
            Files.writeString(config, "global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\n"
                    + "rule_files:\n  - " + rules + "\n"
                    + "scrape_configs:\n  - job_name: rocekit\n    static_configs:\n      - targets: ['127.0.0.1:"
                    + exporter.port() + "']\n");
            Process p = new ProcessBuilder(prometheus.toString(), "--config.file=" + config,
                    "--storage.tsdb.path=" + dir.resolve("data"), "--web.listen-address=127.0.0.1:" + webPort,
                    "--storage.tsdb.retention.time=1h")
                    .redirectErrorStream(true).redirectOutput(dir.resolve("prometheus.log").toFile()).start();
            try {
                HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
                String base = "http://127.0.0.1:" + webPort + "/api/v1/";
                JsonNode rate = null;
                for (int i = 0; i < 60 && rate == null; i++) {
                    Thread.sleep(1000);
                    // rate() extrapolates a series younger than its window: wait for a full window of scrapes.
                    JsonNode n = query(http, base, "count_over_time(rocekit_infiniband_out_of_buffer_drops_total[6s])");
                    if (n != null && n.size() == 1 && Double.parseDouble(n.get(0).get("value").get(1).asText()) >= 6) {
                        rate = query(http, base, "rate(rocekit_infiniband_out_of_buffer_drops_total[6s])");
                    }
                }
                assertThat(rate).as(Files.readString(dir.resolve("prometheus.log"))).isNotNull();
                JsonNode sample = rate.get(0);
                assertThat(sample.get("metric").get("device").asText()).isEqualTo("mlx5_0");
                assertThat(sample.get("metric").get("port").asText()).isEqualTo("1");
                assertThat(Double.parseDouble(sample.get("value").get(1).asText())).isCloseTo(1000.0, within(50.0));
                JsonNode bytes = query(http, base, "rocekit_infiniband_port_data_received_bytes_total");
                assertThat(Double.parseDouble(bytes.get(0).get("value").get(1).asText())).isEqualTo(4000.0);
                JsonNode groups = get(http, base + "rules").get("data").get("groups");
                assertThat(groups.get(0).get("rules")).hasSize(20);
            } finally {
                p.destroy();
                if (!p.waitFor(10, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                }
            }
        }
    }

    private static JsonNode query(HttpClient http, String base, String promql) throws Exception {
        JsonNode j = get(http, base + "query?query=" + URLEncoder.encode(promql, StandardCharsets.UTF_8));
        return j == null || !"success".equals(j.path("status").asText()) ? null : j.get("data").get("result");
    }

    private static JsonNode get(HttpClient http, String url) throws Exception {
        try {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(5)).build(),
                    HttpResponse.BodyHandlers.ofString());
            return new ObjectMapper().readTree(r.body());
        } catch (java.io.IOException e) {
            return null;
        }
    }
}
