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

class IdentifyCommandTest {
    /** The doctor module's fixtures (real outputs with source notes). */
    private static final Path FIXTURES = Path.of("../rocekit-doctor/src/test/resources/fixtures/host");

    @Test
    void shouldPrintTheKindOfEachFile() {
        Path qos = FIXTURES.resolve("mlnx-qos/blog-cx5-dcbx-fw-trust-dscp-pfc3-ets50.txt");
        Path lspci = FIXTURES.resolve("lspci/perftest241-acsctl-grep-all-disabled-partial.txt");
        CliRunner.Result r = CliRunner.run("identify", qos.toString(), lspci.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).isEqualTo(qos + ": mlnx-qos\n" + lspci + ": lspci-vv\n");
    }

    @Test
    void shouldSplitATranscriptIntoItsOutputs() {
        Path t = FIXTURES.resolve("lspci/nccltests36-azure-nc24rsv3-lspci-tv-ibdev2netdev.txt");
        CliRunner.Result r = CliRunner.run("identify", t.toString());
        assertThat(r.out()).isEqualTo(t + ": transcript of 2 outputs\n"
                + "  lines 2-11: lspci-tree  ($ lspci -tv)\n"
                + "  lines 14-14: unknown  ($ sudo ibdev2netdev -v)\n");
    }

    @Test
    void shouldPrintJsonWithOneEntryPerPart(@TempDir Path dir) throws Exception {
        Path unknown = Files.writeString(dir.resolve("notes.txt"), "just some notes\n");
        Path t = FIXTURES.resolve("ethtool-stats/ethq8-cx4lx-mlx5-ethtool-i-and-S-partial.txt");
        CliRunner.Result r = CliRunner.run("identify", "--json", unknown.toString(), t.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        JsonNode json = Json.mapper().readTree(r.out());
        assertThat(json).hasSize(3);
        assertThat(json.get(0).toString()).isEqualTo("{\"file\":\"" + unknown + "\",\"kind\":\"unknown\"}");
        assertThat(json.get(1).get("kind").asText()).isEqualTo("ethtool-driver");
        assertThat(json.get(1).get("firstLine").asInt()).isEqualTo(1);
        assertThat(json.get(1).get("lastLine").asInt()).isEqualTo(10);
        assertThat(json.get(2).get("kind").asText()).isEqualTo("ethtool-stats");
        assertThat(json.get(2).get("firstLine").isInt()).isTrue();
    }

    @Test
    void shouldRecogniseEverySwitchFormatWithItsFormat() throws Exception {
        Path sw = Path.of("../rocekit-fabric/src/test/resources/switch");
        String[][] cases = {
            {"sonic-qos-arista7050.json", "sonic"}, {"sonic-utilities-mock-config_db-qos-partial.json", "sonic"},
            {"cumulus512-nvue-roce-partial.txt", "nvue"}, {"cumulus4-traffic-conf-roce-lossless-partial.conf", "cumulus-traffic-conf"},
            {"eos-avd-qos.cfg", "eos"}, {"nxos-azurelocal-qos-partial.txt", "nxos"},
            {"comware-s9855-roce-interface-partial.txt", "comware"}, {"junos-jvd-rocev2-lossless.conf", "junos"},
            {"junos-jvd-roce-qos-set-partial.txt", "junos"}};
        for (String[] c : cases) {
            Path f = sw.resolve(c[0]);
            CliRunner.Result r = CliRunner.run("identify", f.toString());
            assertThat(r.out()).as(c[0]).isEqualTo(f + ": switch-config (" + c[1] + ")\n");
            JsonNode json = Json.mapper().readTree(CliRunner.run("identify", "--json", f.toString()).out());
            assertThat(json.get(0).toString()).isEqualTo("{\"file\":\"" + f + "\",\"kind\":\"switch-config\",\"format\":\"" + c[1] + "\"}");
        }
    }

    @Test
    void shouldReportAMissingFileAsAnInputError() {
        CliRunner.Result r = CliRunner.run("identify", "/no/such/file");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).isEqualTo("rocekit: /no/such/file: no such file\n");
    }

    @Test
    void shouldTreatABinaryFileAsUnknown(@TempDir Path dir) throws Exception {
        Path bin = Files.write(dir.resolve("x.bin"), new byte[] {(byte) 0xd4, (byte) 0xc3, (byte) 0xb2, (byte) 0xa1, 0, 0});
        assertThat(CliRunner.run("identify", bin.toString()).out()).isEqualTo(bin + ": unknown\n");
    }

    @Test
    void helpTeachesWithExamples() {
        assertThat(CliRunner.run("identify", "--help").out()).contains("Examples:", "rocekit identify --json",
                "nvidia-smi-topo", "Exit codes:");
    }
}
