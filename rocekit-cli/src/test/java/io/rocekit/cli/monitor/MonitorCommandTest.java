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
    void aDeviceWithoutAReadablePortIsNothingToWatchNotAllClear() throws Exception {
        Path ib = dir.resolve("loop/class/infiniband");
        Files.createDirectories(ib);
        Files.createSymbolicLink(ib.resolve("mlx5_0"), Path.of("."));
        CliRunner.Result r = CliRunner.run("monitor", "--sysfs", dir.resolve("loop").toString(), "--once", "--no-ethtool",
                "--interval", "100ms");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.err()).contains("nothing to watch: no port under 1 RDMA device(s)");
    }

    @Test
    void aPortWhoseCountersCannotBeReadIsNothingToJudge() throws Exception {
        Path port = dir.resolve("nums/class/infiniband/mlx5_0/ports/1");
        Files.createDirectories(port.resolve("counters"));
        Files.writeString(port.resolve("state"), "4: ACTIVE\n");
        Files.writeString(port.resolve("counters/port_rcv_data"), "NaN\n");
        CliRunner.Result r = CliRunner.run("monitor", "--sysfs", dir.resolve("nums").toString(), "--once", "--no-ethtool",
                "--interval", "100ms");
        assertThat(r.exitCode()).as(r.out() + r.err()).isEqualTo(4);
        assertThat(r.err()).contains("nothing to judge: no counter of any port could be read");
        assertThat(r.out()).contains("expected an unsigned counter, found 'NaN'");
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
    void theHelpsExamplesAreAcceptedAndMeanWhatTheySay() {
        CliRunner.Result help = CliRunner.run("monitor", "--help");
        assertThat(help.out()).contains("--set monitor.pause-storm.priorities=3,4").contains("rocekit's own");
        CliRunner.Result r = CliRunner.run("monitor", "--emit", "alert-rules", "--set", "monitor.pause-storm.priorities=3,4",
                "--set", "monitor.lossless-drops.priorities=3,4");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("rocekit_ethtool_priority_pause_transmitted_seconds_total{priority=~\\\"3|4\\\"}")
                .contains("rocekit_ethtool_priority_buffer_discards_total{priority=~\\\"3|4\\\"}");
        CliRunner.Result bench = CliRunner.run("monitor", "--emit", "alert-rules", "--set", "bench.below-line-rate.warnBelow=85%");
        assertThat(bench.exitCode()).as(bench.err()).isZero();
        assertThat(CliRunner.run("monitor", "--emit", "alert-rules", "--set", "monitor.lossless-drops.priorities=8")
                .err()).contains("not a list of priorities 0-7");
    }

    @Test
    void theDemoOnceAsJsonHasTheScriptedFindings() throws Exception {
        CliRunner.Result r = CliRunner.run("monitor", "--demo", "--once", "--interval", "200ms", "--json");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(1); // FAIL findings, at the default --fail-on
        JsonNode frame = new ObjectMapper().readTree(r.out().strip());
        assertThat(frame.get("ports")).hasSize(4);
        assertThat(frame.get("ports").get(0).get("linkLayer").asText()).isEqualTo("Ethernet");
        assertThat(frame.get("ports").get(0).get("cnpSentPerSec").asDouble()).isGreaterThan(1000);
        java.util.Set<String> found = new java.util.TreeSet<>();
        frame.get("findings").forEach(f -> found.add(f.get("rule").asText() + " " + f.get("subject").asText().substring(0, 8)));
        assertThat(found).containsExactly("monitor.link-flap mlx5_3/1", "monitor.lossless-drops mlx5_2/1",
                "monitor.pause-storm mlx5_1/1");
    }

    @Test
    void theDemoLiveViewAndTheDoctorOnItsRecording() throws Exception {
        Path rec = dir.resolve("demo.jsonl");
        CliRunner.Result r = CliRunner.run("monitor", "--demo", "--count", "2", "--interval", "200ms", "--record",
                rec.toString(), "--fail-on", "WARN");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(1);
        assertThat(r.out()).contains("rocekit monitor  demo node (scripted)").contains("mlx5_3/1")
                .contains("FAIL monitor.pause-storm mlx5_1/1 (ens2np0): Priority 3 paused its peer 80 % of the time");
        CliRunner.Result doctor = CliRunner.run("doctor", "--recording", rec.toString(), "--json");
        assertThat(doctor.exitCode()).as(doctor.err()).isEqualTo(1);
        assertThat(doctor.out()).contains("monitor.pause-storm").contains("monitor.lossless-drops")
                .contains("monitor.link-flap").doesNotContain("monitor.cnp-without-ecn")
                .doesNotContain("monitor.retransmissions");
    }

    @Test
    void rulesListsTheMonitorRules() {
        CliRunner.Result r = CliRunner.run("rules");
        assertThat(r.out()).contains("monitor.pause-storm").contains("monitor.lossless-drops");
    }
}
