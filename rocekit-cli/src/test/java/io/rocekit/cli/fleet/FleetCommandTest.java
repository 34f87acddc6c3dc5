package io.rocekit.cli.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.render.Json;
import io.rocekit.fleet.generate.FleetGenerator;
import io.rocekit.fleet.generate.Planted;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FleetCommandTest {
    @TempDir
    static Path tmp;
    static Path fleet;
    static Planted planted;

    @BeforeAll
    static void generate() throws Exception {
        fleet = tmp.resolve("snaps");
        planted = new FleetGenerator(12, 3).write(fleet, FleetGenerator.Format.TAR_GZ, 2);
    }

    @Test
    void jsonHasExactlyTheContractFields() throws Exception {
        CliRunner.Result r = CliRunner.run("fleet", fleet.toString(), "--json", "--threads", "2");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.FINDINGS); // fleet.qos-drift and slow nodes are FAIL
        JsonNode j = Json.mapper().readTree(r.out());
        assertThat(fieldNames(j)).containsExactly("nodes", "drift", "outliers", "rules");
        assertThat(j.get("nodes").asInt()).isEqualTo(12);
        JsonNode d = j.get("drift").get(0);
        assertThat(fieldNames(d)).containsExactly("key", "majority", "nodes");
        assertThat(d.get("nodes").isObject()).isTrue();
        JsonNode o = j.get("outliers").get(0);
        assertThat(fieldNames(o)).containsExactly("metric", "node", "value", "median", "mad");
        assertThat(o.get("value").isNumber()).isTrue();
        JsonNode rule = j.get("rules").get(0);
        assertThat(fieldNames(rule)).containsExactly("rule", "severity", "nodes");
        assertThat(j.get("drift").size()).isEqualTo(planted.drift().stream().map(Planted.Fact::key).distinct().count());
        assertThat(j.get("outliers").size()).isEqualTo(planted.outliers().size());
    }

    @Test
    void textNamesTheOddNodes() {
        CliRunner.Result r = CliRunner.run("fleet", fleet.toString(), "--threads", "2");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
        Planted.Fact qos = planted.drift().stream().filter(f -> f.key().equals("qos.mlx5_4.trust")).findFirst().orElseThrow();
        assertThat(r.out()).contains("rocekit fleet: 12 nodes compared with the majority", "qos.mlx5_4.trust",
                "majority: dscp", qos.node(), "fleet.qos-drift", "fleet.slow-node");
    }

    @Test
    void failOnAboveEverythingPasses() {
        // rules fire, but --fail-on is an input error when it is not a severity
        CliRunner.Result bad = CliRunner.run("fleet", fleet.toString(), "--fail-on", "LOUD");
        assertThat(bad.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(bad.err()).contains("LOUD");
    }

    @Test
    void anUnknownBaselineIsAnInputErrorListingNodes() {
        CliRunner.Result r = CliRunner.run("fleet", fleet.toString(), "--baseline", "nosuch", "--threads", "2");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("--baseline nosuch", "node00001").doesNotContain("Exception");
    }

    @Test
    void aBaselineIsPrintedAndUsed() throws Exception {
        String base = planted.drift().stream().filter(f -> f.key().equals("qos.mlx5_4.trust")).findFirst().orElseThrow().node();
        CliRunner.Result r = CliRunner.run("fleet", fleet.toString(), "--baseline", base, "--json", "--threads", "2");
        JsonNode j = Json.mapper().readTree(r.out());
        assertThat(j.get("baseline").asText()).isEqualTo(base);
        for (JsonNode d : j.get("drift")) {
            if (d.get("key").asText().equals("qos.mlx5_4.trust")) {
                assertThat(d.get("majority").asText()).isEqualTo("pcp");
                assertThat(d.get("nodes").size()).isEqualTo(9);
            }
        }
    }

    @Test
    void aFolderWithoutSnapshotsIsAnInputError() throws Exception {
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        CliRunner.Result r = CliRunner.run("fleet", empty.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("holds no snapshot");
    }

    @Test
    void aBrokenArchiveIsListedAsUnreadableAndTheRestCompared() throws Exception {
        Path mixed = Files.createDirectories(tmp.resolve("mixed"));
        try (var s = Files.list(fleet)) {
            for (Path p : s.toList()) {
                Files.copy(p, mixed.resolve(p.getFileName()));
            }
        }
        Files.writeString(mixed.resolve("broken.tar.gz"), "not gzip");
        CliRunner.Result r = CliRunner.run("fleet", mixed.toString(), "--json", "--threads", "2");
        JsonNode j = Json.mapper().readTree(r.out());
        assertThat(j.get("nodes").asInt()).isEqualTo(12);
        assertThat(j.get("unreadable").get(0).get("node").asText()).isEqualTo("broken");
        assertThat(j.get("unreadable").get(0).get("error").asText()).contains("not a readable .tar.gz snapshot");
    }

    @Test
    void anAbsentValueIsNull() throws Exception {
        Path two = Files.createDirectories(tmp.resolve("absent"));
        new FleetGenerator(12, 5).write(two, FleetGenerator.Format.DIRECTORY, 2);
        // node00001 loses its OFED release: the drift names it with null
        Files.delete(two.resolve("node00001/commands/ofed_info-s.txt"));
        CliRunner.Result r = CliRunner.run("fleet", two.toString(), "--json", "--threads", "2");
        JsonNode j = Json.mapper().readTree(r.out());
        JsonNode ofed = null;
        for (JsonNode d : j.get("drift")) {
            if (d.get("key").asText().equals("software.ofed")) {
                ofed = d;
            }
        }
        assertThat(ofed).isNotNull();
        assertThat(ofed.get("majority").asText()).isEqualTo("MLNX_OFED_LINUX-23.10-1.1.9.0");
        assertThat(ofed.get("nodes").has("node00001")).isTrue();
        assertThat(ofed.get("nodes").get("node00001").isNull()).isTrue();
    }

    private static List<String> fieldNames(JsonNode n) {
        List<String> out = new ArrayList<>();
        n.fieldNames().forEachRemaining(out::add);
        return out;
    }
}
