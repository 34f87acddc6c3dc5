package io.rocekit.cli.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** fabric init, fabric render and fabric check --intent, end to end through the CLI. */
class FabricIntentCommandTest {
    @TempDir
    Path tmp;

    private Path init(String profile) throws Exception {
        var r = CliRunner.run("fabric", "init", "--profile", profile);
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).startsWith("# rocekit fabric intent: " + profile);
        Path f = tmp.resolve(profile + ".yaml");
        Files.writeString(f, r.out());
        return f;
    }

    @Test
    void initRenderCheckGivesNoFindingOnEveryReadableTarget() throws Exception {
        Path intent = init("nvidia-lossless");
        for (String target : new String[] {"sonic", "nvue", "eos", "nxos"}) {
            Path out = tmp.resolve("rendered." + target);
            var r = CliRunner.run("fabric", "render", intent.toString(), "--target", target, "-o", out.toString());
            assertThat(r.exitCode()).as(r.err()).isZero();
            var c = CliRunner.run("fabric", "check", "--json", "--fail-on", "INFO", "--intent", intent.toString(), out.toString());
            JsonNode doc = new ObjectMapper().readTree(c.out());
            JsonNode findings = doc.get("configs").get(0).get("findings");
            if (target.equals("eos")) {
                // EOS takes at most 9214: rendered so (render says it on stderr), and check tells the intent's 9216 apart
                assertThat(r.err()).contains("note: eos: MTU 9216 is above what the platform takes; rendered with 9214");
                assertThat(findings).hasSize(1);
                assertThat(findings.get(0).get("title").asText()).isEqualTo("MTU 9214, intent 9216");
                // the platform's largest MTU, as render wrote it: said (INFO), never a WARN asking for 9216
                assertThat(findings.get(0).get("severity").asText()).isEqualTo("INFO");
                assertThat(findings.get(0).toString()).contains("Nothing to change: 9214 is the largest MTU eos takes.");
                continue;
            }
            if (target.equals("sonic")) {
                // a fragment names the switch's lossless pool and egress profile, and without models says it was not validated
                assertThat(findings).as(c.out()).allSatisfy(f -> {
                    assertThat(f.get("severity").asText()).isEqualTo("INFO");
                    assertThat(f.get("rule").asText()).isIn("fabric.dangling-reference", "fabric.schema");
                });
                continue;
            }
            assertThat(findings).as(target + "\n" + c.out()).isEmpty();
            assertThat(c.exitCode()).isZero();
        }
    }

    @Test
    void comwareAndJunosReadBackWithOnlyTheUnconvertibleThresholdsNoted() throws Exception {
        Path intent = init("nvidia-lossless");
        for (String target : new String[] {"comware", "junos"}) {
            Path out = tmp.resolve("rendered." + target);
            assertThat(CliRunner.run("fabric", "render", intent.toString(), "--target", target, "-o", out.toString()).exitCode()).isZero();
            var c = CliRunner.run("fabric", "check", "--json", "--fail-on", "WARN", "--intent", intent.toString(), out.toString());
            JsonNode cfg = new ObjectMapper().readTree(c.out()).get("configs").get(0);
            assertThat(c.exitCode()).as(target + "\n" + c.out()).isZero();
            assertThat(cfg.get("unknownLines").asInt()).as(target).isZero();
            JsonNode port = cfg.get("ports").get(0);
            assertThat(port.get("dscpToTc").get("26").asInt()).isEqualTo(3);
            assertThat(port.get("pfcPriorities").toString()).isEqualTo("[3]");
            assertThat(port.get("pfcWatchdogPriorities").toString()).isEqualTo("[3]");
        }
    }

    @Test
    void aSwitchThatDiffersFromTheIntentIsReported() throws Exception {
        Path intent = init("nvidia-lossless");
        Path azure = init("sonic-azure");
        Path sonic = tmp.resolve("azure.json");
        assertThat(CliRunner.run("fabric", "render", azure.toString(), "--target", "sonic", "-o", sonic.toString()).exitCode()).isZero();
        var c = CliRunner.run("fabric", "check", "--intent", intent.toString(), sonic.toString());
        assertThat(c.exitCode()).isEqualTo(ExitCodes.FINDINGS);
        assertThat(c.out()).contains("fabric.intent-mismatch", "DSCP 26 -> traffic class 0, intent 3", "PFC on 3,4, intent 3",
                "queue 3 ECN min 1048576 bytes, intent 150000 B");
    }

    @Test
    void everyTargetRenders() throws Exception {
        Path intent = init("nvidia-lossless");
        assertThat(CliRunner.run("fabric", "render", intent.toString(), "--target", "comware").out())
                .contains("qos wred queue table ROCEKIT", "queue 3 ecn", "priority-flow-control no-drop dot1p 3",
                        "150000 B / 256 = 586 cells");
        assertThat(CliRunner.run("fabric", "render", intent.toString(), "--target", "junos").out())
                .contains("set class-of-service classifiers dscp ROCEKIT-DSCP forwarding-class ROCEKIT-ROCE loss-priority low code-points 011010",
                        "congestion-notification-profile ROCEKIT-PFC input dscp code-point 011010 pfc", "explicit-congestion-notification");
        var nic = CliRunner.run("fabric", "render", intent.toString(), "--target", "nic", "--devices", "mlx5_0=ens1np0,mlx5_1=ens2np0");
        assertThat(nic.out()).contains("mlnx_qos -i 'ens1np0' --trust dscp", "mlnx_qos -i 'ens2np0' --pfc '0,0,0,1,0,0,0,0'",
                "cma_roce_tos -d 'mlx5_1' -p 1 -t 106", "NCCL_IB_TC=106",
                "echo 48 > '/sys/class/net/ens1np0/ecn/roce_np/cnp_dscp'",
                "echo 1 > '/sys/class/net/ens1np0/ecn/roce_rp/enable/3'", "\"ROCE_CC_PRIO_MASK_P$port=8\"")
                .doesNotContain("PLACEHOLDER", " -t 104");
        assertThat(CliRunner.run("fabric", "render", intent.toString(), "--target", "nic").out()).contains("PLACEHOLDER", "IF-of-mlx5_0");
    }

    @Test
    void badInputIsExitTwoWithTheKeyPath() throws Exception {
        Path bad = tmp.resolve("intent.yaml");
        Files.writeString(bad, "base: nvidia-lossless\necn:\n  queues:\n    - {queue: 3, minBytes: 15OKB, maxBytes: 1MB, probabilityPercent: 5}\n");
        var r = CliRunner.run("fabric", "render", bad.toString(), "--target", "sonic");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains(bad + ": ecn.queues[0].minBytes: expected a size like 150KB");
        assertThat(CliRunner.run("fabric", "render", bad.toString(), "--target", "cisco").exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(CliRunner.run("fabric", "init", "--profile", "nope").exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
    }

    @Test
    void portsReachEverySwitchTargetAndDevicesTheNic() throws Exception {
        Path intent = init("nvidia-lossless");
        Map<String, List<String>> ports = Map.of("sonic", List.of("Ethernet8", "Ethernet12"), "nvue", List.of("swp7", "swp9"),
                "eos", List.of("Ethernet7", "Ethernet9"), "nxos", List.of("Ethernet1/7", "Ethernet1/9"),
                "comware", List.of("HundredGigE1/0/7", "HundredGigE1/0/9"), "junos", List.of("et-0/0/7", "et-0/0/9"));
        for (Map.Entry<String, List<String>> t : ports.entrySet()) {
            var r = CliRunner.run("fabric", "render", intent.toString(), "--target", t.getKey(), "--ports", String.join(",", t.getValue()));
            assertThat(r.exitCode()).as(t.getKey() + r.err()).isZero();
            assertThat(r.out()).as(t.getKey()).contains(t.getValue()).doesNotContain("placeholder");
        }
        assertThat(CliRunner.run("fabric", "render", intent.toString(), "--target", "sonic", "--ports", "Ethernet8").out())
                .contains("\"Ethernet8\"").doesNotContain("Ethernet0");
    }

    @Test
    void anOptionATargetCannotUseIsAUsageError() throws Exception {
        Path intent = init("nvidia-lossless");
        var devices = CliRunner.run("fabric", "render", intent.toString(), "--target", "sonic", "--devices", "mlx5_0=ens1np0");
        assertThat(devices.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(devices.err()).contains("--devices: only the nic target configures RDMA devices; the sonic target takes switch "
                + "ports with --ports");
        var nicPorts = CliRunner.run("fabric", "render", intent.toString(), "--target", "nic", "--ports", "Ethernet0");
        assertThat(nicPorts.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(nicPorts.err()).contains("--ports: the nic target configures hosts, not switch ports");
    }
}
