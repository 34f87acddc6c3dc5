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

class TopoCommandTest {
    @TempDir
    Path tmp;

    private Path write(String name, String text) throws Exception {
        Path p = tmp.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    private static final String SGLANG_HEAD = ""
            + "        GPU0    GPU1    NIC0    NIC1    CPU Affinity    NUMA Affinity   GPU NUMA ID\n"
            + "GPU0     X      NV18    PIX     SYS     0-47,96-143     0               N/A\n"
            + "GPU1    NV18     X      SYS     PIX     48-95,144-191   1               N/A\n"
            + "NIC0    PIX     SYS      X      SYS\n"
            + "NIC1    SYS     PIX     SYS      X\n\n"
            + "Legend:\n\n  X    = Self\n  NV#  = Connection traversing a bonded set of # NVLinks\n\n"
            + "NIC Legend:\n\n  NIC0: mlx5_0\n  NIC1: mlx5_1\n";

    @Test
    void jsonHasTheContractShapeWithBothNicNames() throws Exception {
        CliRunner.Result r = CliRunner.run("topo", "--json", write("topo.txt", SGLANG_HEAD).toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.OK);
        JsonNode j = Json.mapper().readTree(r.out());
        assertThat(j.get("gpus").get(1).get("name").asText()).isEqualTo("GPU1");
        assertThat(j.get("gpus").get(1).get("numaNode").asInt()).isEqualTo(1);
        assertThat(j.get("nics").get(0).get("name").asText()).isEqualTo("NIC0");
        assertThat(j.get("nics").get(0).get("device").asText()).isEqualTo("mlx5_0");
        assertThat(j.get("matrix").get("GPU0").get("GPU1").asText()).isEqualTo("NV18");
        assertThat(j.get("matrix").get("GPU0").get("NIC0").asText()).isEqualTo("PIX");
        assertThat(j.get("matrix").get("GPU0").has("GPU0")).isFalse();
        assertThat(j.get("nearest").get("GPU1").get("type").asText()).isEqualTo("PIX");
        assertThat(j.get("nearest").get("GPU1").get("nics").get(0).asText()).isEqualTo("NIC1");
        assertThat(j.get("bridges").isArray()).isTrue();
    }

    @Test
    void textIsTheNvidiaSmiMatrixWithNumaAndAcsColumns() throws Exception {
        CliRunner.Result r = CliRunner.run("topo", write("topo.txt", SGLANG_HEAD).toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).contains("NUMA    ACS on GPUDirect paths", "NIC0: mlx5_0", "GPU1: NIC1 (PIX)");
        assertThat(r.out().lines().filter(l -> l.startsWith("GPU0 ")).findFirst().orElseThrow())
                .matches("GPU0\\s+X\\s+NV18\\s+PIX\\s+SYS\\s+0\\s+unknown");
    }

    @Test
    void aSnapshotOfThisHostWithoutGpusIsAClearInputError() throws Exception {
        Path snap = tmp.resolve("snap");
        assertThat(CliRunner.run("collect", "-o", snap.toString()).exitCode()).isZero();
        CliRunner.Result r = CliRunner.run("topo", "--snapshot", snap.toString());
        // This machine has PCI devices but no GPU or NIC: the matrix is empty and says so.
        assertThat(r.exitCode()).as(r.err()).isIn(ExitCodes.NOTHING_TO_JUDGE, ExitCodes.INPUT_ERROR);
        assertThat(r.out() + r.err()).containsAnyOf("Nothing to judge", "no topology");
    }

    @Test
    void aMatrixAloneShowsTheAcsOfAPixPathAsUnknownAndOfNoSuchPathAsDash() throws Exception {
        // nvidia-smi gives the class of a path, not its bridges: ACS there is unknown, not absent
        String far = SGLANG_HEAD.replace("GPU1    NV18     X      SYS     PIX", "GPU1    NV18     X      SYS     SYS")
                .replace("NIC1    SYS     PIX     SYS      X", "NIC1    SYS     SYS     SYS      X");
        CliRunner.Result r = CliRunner.run("topo", write("topo.txt", far).toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.OK);
        assertThat(r.out().lines().filter(l -> l.startsWith("GPU0 ")).findFirst().orElseThrow()).endsWith("unknown");
        assertThat(r.out().lines().filter(l -> l.startsWith("GPU1 ")).findFirst().orElseThrow()).matches(".*\\s-$");
    }

    @Test
    void validInputWithoutATopologyIsNothingToJudgeAndNamesWhatWasRead() throws Exception {
        String ats = NothingToJudgeTest.resource("nccltests256-h200-vm-lspci-vvv-grep-ats.txt");
        Path readme = write("README.md", "# notes\n\nno tool output here\n");
        CliRunner.Result r = CliRunner.run("topo", ats, readme.toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.NOTHING_TO_JUDGE);
        assertThat(r.err()).contains("Nothing to judge: no topology in the input (give a snapshot, lspci -tv",
                "  " + ats + ": lspci-vv", "  " + readme + ": not a tool output rocekit reads");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void aBrokenFileIsAnInputErrorNamingTheLine() throws Exception {
        Path bad = write("bad.txt", "        GPU0    GPU1\nGPU0     X      NV4\nGPU1    NV4\nGPU0 X X\n");
        CliRunner.Result r = CliRunner.run("topo", bad.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("bad.txt:3: expected 2 cells").doesNotContain("Exception");
    }

    @Test
    void exactlyOneInputIsRequired() {
        CliRunner.Result r = CliRunner.run("topo");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("give exactly one of");
    }
}
