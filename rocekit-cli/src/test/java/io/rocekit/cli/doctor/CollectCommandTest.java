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

class CollectCommandTest {
    @TempDir
    Path tmp;

    @Test
    void collectsThisHostAndSummarises() throws Exception {
        Path out = tmp.resolve("snap");
        CliRunner.Result r = CliRunner.run("collect", "-o", out.toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).contains("Snapshot of ", "written to " + out, "commands:", "Next: rocekit doctor --snapshot");
        assertThat(r.err()).contains("collect: PCI device tree");
        assertThat(out.resolve("manifest.json")).exists();
    }

    @Test
    void jsonIsTheManifest() throws Exception {
        Path out = tmp.resolve("snap");
        CliRunner.Result r = CliRunner.run("collect", "-o", out.toString(), "--json");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.OK);
        JsonNode j = Json.mapper().readTree(r.out());
        assertThat(j.get("host").asText()).isNotEmpty();
        assertThat(j.get("items").isArray()).isTrue();
        assertThat(j.get("items").get(0).get("status").asText()).isIn("ok", "not present", "unreadable");
        assertThat(Json.mapper().readTree(Files.readString(out.resolve("manifest.json")))).isEqualTo(j);
    }

    @Test
    void aNonEmptyOutputDirectoryIsAnInputError() throws Exception {
        Files.writeString(tmp.resolve("x.txt"), "x");
        CliRunner.Result r = CliRunner.run("collect", "-o", tmp.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("not empty").doesNotContain("Exception");
    }

    @Test
    void aTarGzOutputIsOneFileNamedByHostThatDoctorAndFleetRead() throws Exception {
        CliRunner.Result r = CliRunner.run("collect", "-o", tmp.resolve("{host}.tar.gz").toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.OK);
        String host = CollectCommand.safeHost();
        Path file = tmp.resolve(host + ".tar.gz");
        assertThat(file).isRegularFile();
        try (var s = Files.list(tmp)) {
            assertThat(s.toList()).containsExactly(file); // the temporary directory is gone
        }
        assertThat(r.out()).contains("written to " + file);
        io.rocekit.host.snapshot.ArchiveSnapshot snap = io.rocekit.host.snapshot.ArchiveSnapshot.open(file);
        assertThat(snap.files()).contains("manifest.json");
        CliRunner.Result d = CliRunner.run("doctor", "--snapshot", file.toString(), "--json");
        // a machine without GPU or RDMA NIC (CI) has nothing to judge: exit 4, still a readable snapshot
        assertThat(d.exitCode()).as(d.err()).isIn(ExitCodes.OK, ExitCodes.FINDINGS, ExitCodes.NOTHING_TO_JUDGE);
        CliRunner.Result again = CliRunner.run("collect", "-o", file.toString());
        assertThat(again.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(again.err()).contains("exists");
    }
}
