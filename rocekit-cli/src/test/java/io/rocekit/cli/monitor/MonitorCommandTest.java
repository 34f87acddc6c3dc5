package io.rocekit.cli.monitor;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.rocekit.cli.CliRunner;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MonitorCommandTest {
    @TempDir
    Path dir;

    /** A RoCE port with the DCQCN counters (values from a ConnectX-4 Lx show_counters, no traffic). */
    private Path tree() throws Exception {
        Path port = dir.resolve("sys/class/infiniband/mlx5_0/ports/1");
        Files.createDirectories(port.resolve("hw_counters"));
        Files.createDirectories(port.resolve("counters"));
        Files.writeString(port.resolve("state"), "4: ACTIVE\n");
        Files.writeString(port.resolve("phys_state"), "5: LinkUp\n");
        Files.writeString(port.resolve("rate"), "100 Gb/sec (4X EDR)\n");
        Files.writeString(port.resolve("link_layer"), "Ethernet\n");
        Files.writeString(port.resolve("hw_counters/out_of_buffer"), "135\n");
        Files.writeString(port.resolve("hw_counters/np_cnp_sent"), "0\n");
        Files.writeString(port.resolve("hw_counters/np_ecn_marked_roce_packets"), "0\n");
        Files.writeString(port.resolve("counters/port_rcv_data"), "4631917\n");
        Files.writeString(port.resolve("counters/port_xmit_wait"), "4294967295\n");
        return dir.resolve("sys");
    }

    @Test
    void onceAsJsonGivesOnePortWithItsRates() throws Exception {
        Path rec = dir.resolve("rec.jsonl");
        CliRunner.Result r = CliRunner.run("monitor", "--sysfs", tree().toString(), "--once", "--interval", "100ms",
                "--json", "--no-ethtool", "--record", rec.toString());
        assertThat(r.exitCode()).as(r.err()).isZero();
        JsonNode frame = new ObjectMapper().readTree(r.out().strip());
        JsonNode port = frame.get("ports").get(0);
        assertThat(port.get("port").asText()).isEqualTo("mlx5_0/1");
        assertThat(port.get("linkLayer").asText()).isEqualTo("Ethernet");
        assertThat(port.get("cnpSentPerSec").asDouble()).isZero();
        assertThat(port.get("outOfBufferPerSec").asDouble()).isZero();
        assertThat(port.get("saturated").get(0).asText()).isEqualTo("port_xmit_wait");
        assertThat(frame.get("findings")).isEmpty();
        assertThat(Files.readAllLines(rec)).hasSize(2);
    }

    @Test
    void textViewShowsTheTableAndSaturatedCounters() throws Exception {
        CliRunner.Result r = CliRunner.run("monitor", "--sysfs", tree().toString(), "--count", "1", "--interval", "100ms",
                "--no-ethtool");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("PORT").contains("mlx5_0/1").contains("saturated").contains("port_xmit_wait")
                .contains("No monitor rule fired");
    }

    @Test
    void emitsAlertRulesWithOverriddenThresholds() {
        CliRunner.Result r = CliRunner.run("monitor", "--emit", "alert-rules", "--set", "monitor.retransmissions.warnRate=50");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("# Prometheus alerting rules").contains(">= 50.0");
    }

    @Test
    void inputErrorsExitTwo() {
        assertThat(CliRunner.run("monitor", "--sysfs", dir.toString(), "--once").exitCode()).isEqualTo(2);
        assertThat(CliRunner.run("monitor", "--interval", "fast", "--once").exitCode()).isEqualTo(2);
        assertThat(CliRunner.run("monitor", "--emit", "nothing").exitCode()).isEqualTo(2);
        assertThat(CliRunner.run("monitor", "--set", "monitor.nope.x=1", "--emit", "alert-rules").exitCode()).isEqualTo(2);
        assertThat(CliRunner.run("monitor", "--prometheus", "host:notaport").exitCode()).isEqualTo(2);
    }

    @Test
    void rulesListsTheMonitorRules() {
        CliRunner.Result r = CliRunner.run("rules");
        assertThat(r.out()).contains("monitor.pause-storm").contains("monitor.lossless-drops");
    }
}
