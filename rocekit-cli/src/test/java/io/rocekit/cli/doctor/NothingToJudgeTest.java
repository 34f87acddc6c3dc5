package io.rocekit.cli.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 10, item 12: "nothing to judge" is not "nothing wrong". */
class NothingToJudgeTest {
    @TempDir
    Path tmp;

    @Test
    void unrecognisedFilesSayNothingWasJudgedAndExitWith4() throws IOException {
        Path readme = Files.writeString(tmp.resolve("README.md"), "# rocekit\n\nSome prose, no tool output.\n");
        CliRunner.Result r = CliRunner.run("doctor", readme.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.NOTHING_TO_JUDGE);
        assertThat(r.out()).contains("Nothing to judge: no evidence recognised in " + readme)
                .contains("README.md: not a tool output rocekit reads").doesNotContain("No findings");
        Path empty = Files.createFile(tmp.resolve("empty.txt"));
        assertThat(CliRunner.run("doctor", empty.toString()).exitCode()).isEqualTo(ExitCodes.NOTHING_TO_JUDGE);
    }

    @Test
    void emptySnapshotDirectorySaysItIsNotASnapshot() throws IOException {
        Path dir = Files.createDirectory(tmp.resolve("snap"));
        CliRunner.Result r = CliRunner.run("doctor", "--snapshot", dir.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.NOTHING_TO_JUDGE);
        assertThat(r.out()).contains("no manifest.json: not a snapshot written by 'rocekit collect'");
    }

    @Test
    void snapshotWithoutDevicesListsWhatWasMissingAndWhy() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("node/commands"));
        Files.writeString(dir.resolve("lsmod.txt"), "Module                  Size  Used by\nmlx5_core            2326528  1 mlx5_ib\n");
        Files.writeString(tmp.resolve("node/manifest.json"), "{\"format\": 1, \"host\": \"n1\", \"time\": \"t\","
                + " \"rocekitVersion\": \"x\", \"items\": [{\"kind\": \"command\", \"command\": [\"nvidia-smi\", \"-q\"],"
                + " \"status\": \"not installed\", \"durationMillis\": 1, \"truncated\": false},"
                + " {\"kind\": \"command\", \"command\": [\"lsmod\"], \"file\": \"commands/lsmod.txt\", \"status\": \"ok\","
                + " \"durationMillis\": 1, \"truncated\": false}]}");
        CliRunner.Result r = CliRunner.run("doctor", "--snapshot", tmp.resolve("node").toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.NOTHING_TO_JUDGE);
        assertThat(r.out()).contains("the evidence shows no GPU and no RDMA NIC").contains("nvidia-smi -q: not installed");
    }

    @Test
    void aMatrixWithoutNicsBesideIbstatSaysWhereTheNicsAreMissingNotThatThereAreNone() {
        // HGX B300 without OFED: nvidia-smi shows no NIC column, ibstat shows 11 RDMA devices
        Path host = Path.of("../rocekit-doctor/src/test/resources/fixtures/host");
        CliRunner.Result r = CliRunner.run("doctor", host.resolve("nvidia-smi-topo/xe9780-b300-7gpu-nv18-no-nic-full.txt").toString(),
                host.resolve("ibstat/xe9780-b300-cx8-disabled-cx7-ib-active.txt").toString());
        assertThat(r.out()).contains("No RDMA NIC in the topology (the evidence shows 11 RDMA devices (ibstat)")
                .doesNotContain("No RDMA NIC in the evidence").contains("RDMA port down");
    }

    static String resource(String name) {
        try {
            return Path.of(NothingToJudgeTest.class.getClassLoader().getResource("doctor/" + name).toURI()).toString();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aGpuReadWithoutAPciTreeIsNamedNotDenied() {
        CliRunner.Result r = CliRunner.run("doctor", resource("princeton-della-h100-nvidia-smi-a-full.txt"));
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.NOTHING_TO_JUDGE);
        assertThat(r.out()).contains("Nothing to judge on devices: the evidence shows 1 GPU (nvidia-smi -q) but no PCIe"
                + " topology to place it in (that takes the PCI tree").doesNotContain("no GPU and no RDMA NIC");
    }

    @Test
    void rdmaDevicesReadWithoutAPciTreeAreNamedBesideTheirFindings() {
        CliRunner.Result r = CliRunner.run("doctor", resource("dgxspark-gb10-cx7-4port-ibv-devinfo-2down.txt"));
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.NOTHING_TO_JUDGE);
        assertThat(r.out()).contains("INFO nic.link-speed  RDMA port down")
                .contains("the evidence shows 4 RDMA devices (ibv_devinfo) but no PCIe topology to place them in")
                .contains("the findings above come from the outputs given").doesNotContain("no RDMA NIC");
    }

    @Test
    void demoSnapshotIsJudgedNormally() {
        assertThat(CliRunner.run("doctor", "--demo").exitCode()).isIn(ExitCodes.OK, ExitCodes.FINDINGS);
    }
}
