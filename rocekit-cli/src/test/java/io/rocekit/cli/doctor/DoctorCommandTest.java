package io.rocekit.cli.doctor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.cli.CliRunner;
import io.rocekit.cli.ExitCodes;
import io.rocekit.cli.render.Json;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DoctorCommandTest {
    @TempDir
    Path tmp;

    @Test
    void theDemoShowsTheClassicFindingsWithEvidenceAndFixes() {
        CliRunner.Result r = CliRunner.run("doctor", "--demo");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
        assertThat(r.out()).contains("rocekit doctor: demo-h100-untuned", "== FAIL", "== WARN",
                "[pcie.acs-enabled]", "commands/lspci-vvv.txt:159: ACSCtl:", "setpci -s 0000:82:00.0 ECAP_ACS+0x6.w=0000",
                "[topology.gpu-nic-far]", "GPU6's nearest NIC is NODE", "[pcie.link-degraded]",
                "[nccl.socket-transport]", "[nic.counter.pause]", "[nic.counter.rx-out-of-buffer]");
        assertThat(r.out().indexOf("== FAIL")).isLessThan(r.out().indexOf("== WARN"));
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

    @Test
    void theHtmlReportRendersInChromiumWithTheTopologyDrawn() throws Exception {
        Path html = tmp.resolve("report.html");
        CliRunner.Result r = CliRunner.run("doctor", "--demo", "--html", html.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.FINDINGS);
        String page = Files.readString(html);
        assertThat(page).contains("<svg", "ACS ON", "GPU7", "pcie.acs-enabled").doesNotContain("src=\"http", "href=\"http", "<link", "@import");
        Path chromium = Path.of("/usr/bin/chromium");
        boolean required = "1".equals(System.getenv("ROCEKIT_REQUIRE_PEERS"));
        if (!Files.isExecutable(chromium)) {
            assertThat(required).as("chromium is required (ROCEKIT_REQUIRE_PEERS=1) but missing").isFalse();
            assumeTrue(false, "chromium not installed");
        }
        Path png = tmp.resolve("report.png");
        run(chromium, "--screenshot=" + png, "--window-size=1400,1000", html.toUri().toString());
        assertThat(png).exists();
        byte[] head = Files.readAllBytes(png);
        assertThat(head.length).isGreaterThan(20_000);
        assertThat(new String(head, 1, 3, StandardCharsets.US_ASCII)).isEqualTo("PNG");
        String dom = run(chromium, "--dump-dom", html.toUri().toString());
        // The page's script ran to its end (no JavaScript error) and counted the drawn boxes.
        assertThat(dom).contains("data-rendered=\"ok\"");
        int nodes = Integer.parseInt(dom.replaceAll("(?s).*data-svg-nodes=\"(\\d+)\".*", "$1"));
        assertThat(nodes).isEqualTo(2 + 32 + 8 + 8); // 2 CPUs, 32 bridges, 8 GPUs, 8 NICs
    }

    private String run(Path chromium, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + Files.createTempDirectory(tmp, "chromium")));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return out;
    }
}
