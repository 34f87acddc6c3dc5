package io.rocekit.cli.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.render.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DoctorCommandTest {
    @TempDir
    Path tmp;

    @Test
    void theDemoShowsTheClassicFindingsWithEvidenceAndFixes() {
        CliRunner.Result r = CliRunner.run("doctor", "--demo");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
        assertThat(r.out()).contains("rocekit doctor: demo-h100-untuned", "Findings: ",
                "FAIL pcie.acs-enabled  ", "commands/lspci-vvv.txt:159: ACSCtl:", "setpci -s 0000:82:00.0 ECAP_ACS+0x6.w=0000",
                "topology.gpu-nic-far  ", "GPU6's nearest NIC is NODE", "pcie.link-degraded  ",
                "nccl.socket-transport  ", "nic.counter.pause  ", "nic.counter.rx-out-of-buffer  ",
                // the switch configuration in the snapshot disagrees with the node
                "FAIL fabric.host-dscp  RoCE DSCP 26 is lossless on the NIC (priority 3, PFC on 3) but on switch "
                        + "extra/switch-config_db.json it maps to class 1 without PFC", "switch-config=1");
        // one text format in every command: severity, rule id, title; FAIL first
        assertThat(r.out().indexOf("\nFAIL ")).isLessThan(r.out().indexOf("\nWARN "));
    }

    @Test
    void jsonHasTheContractFields() throws Exception {
        CliRunner.Result r = CliRunner.run("doctor", "--demo", "--json");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.FINDINGS);
        JsonNode j = Json.mapper().readTree(r.out());
        assertThat(j.get("host").asText()).isEqualTo("demo-h100-untuned");
        assertThat(j.get("artifacts").get(0).has("file")).isTrue();
        assertThat(j.get("artifacts").get(0).has("kind")).isTrue();
        assertThat(j.get("topology").get("gpus")).hasSize(8);
        assertThat(j.get("topology").get("nearest").get("GPU6").get("type").asText()).isEqualTo("NODE");
        JsonNode acs = null;
        for (JsonNode f : j.get("findings")) {
            assertThat(f.has("rule") && f.has("severity") && f.has("title") && f.has("subject") && f.has("evidence")
                    && f.has("remediation") && f.has("reference")).as(f.toString()).isTrue();
            if (f.get("rule").asText().equals("pcie.acs-enabled")) {
                acs = f;
            }
        }
        assertThat(acs).isNotNull();
        assertThat(acs.get("severity").asText()).isEqualTo("FAIL");
        assertThat(acs.get("evidence").get(0).get("file").asText()).isEqualTo("commands/lspci-vvv.txt");
        assertThat(acs.get("evidence").get(0).get("line").asInt()).isEqualTo(159);
        assertThat(acs.get("remediation").get(0).asText()).startsWith("setpci -s 0000:82:00.0 ECAP_ACS+0x6.w=0000:002c ");
    }

    @Test
    void aSnapshotCollectedOnThisMachineIsReadBack() throws Exception {
        Path snap = tmp.resolve("snap");
        assertThat(CliRunner.run("collect", "-o", snap.toString()).exitCode()).isZero();
        String host = Files.readString(Path.of("/proc/sys/kernel/hostname")).strip();
        CliRunner.Result r = CliRunner.run("doctor", "--snapshot", snap.toString(), "--json");
        // 4 on a machine without GPU and RDMA NIC (this one, in CI): nothing to judge on devices
        assertThat(r.exitCode()).as(r.err()).isIn(ExitCodes.OK, ExitCodes.FINDINGS, ExitCodes.NOTHING_TO_JUDGE);
        JsonNode j = Json.mapper().readTree(r.out());
        assertThat(j.get("host").asText()).isEqualTo(host);
        assertThat(j.get("artifacts").isArray()).isTrue();
    }

    @Test
    void withNoInputItCollectsThisNodeFirst() throws Exception {
        CliRunner.Result r = CliRunner.run("doctor");
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("collecting this node into (\\S+)").matcher(r.err());
        assertThat(m.find()).isTrue();
        assertThat(Path.of(m.group(1)).getParent()).as("no /tmp/rocekit-doctor-* left behind").doesNotExist();
        assertThat(r.exitCode()).as(r.err()).isIn(ExitCodes.OK, ExitCodes.FINDINGS, ExitCodes.NOTHING_TO_JUDGE);
        assertThat(r.err()).contains("doctor: no input given: collecting this node into", "collect: PCI device tree");
        assertThat(r.out()).startsWith("rocekit doctor: ");
    }

    @Test
    void failOnSetsTheExitCode() throws Exception {
        Path topo = tmp.resolve("topo.txt");
        Files.writeString(topo, "        GPU0    NIC0    CPU Affinity    NUMA Affinity\n"
                + "GPU0     X      SYS     0-7     0\nNIC0    SYS      X\n");
        assertThat(CliRunner.run("doctor", topo.toString()).exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(CliRunner.run("doctor", "--fail-on", "warn", topo.toString()).exitCode()).isEqualTo(ExitCodes.FINDINGS);
        CliRunner.Result bad = CliRunner.run("doctor", "--fail-on", "worse", topo.toString());
        assertThat(bad.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(bad.err()).contains("not one of INFO, WARN, FAIL");
    }

}
