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
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 23: 'rocekit fleet --demo' replaces running the generator by hand. */
class FleetDemoTest {
    @TempDir
    Path dir;

    @Test
    void theDemoComparesAGeneratedFleetAndNamesItsPlantedDifferences() throws Exception {
        Path kept = dir.resolve("fleet");
        CliRunner.Result r = CliRunner.run("fleet", "--demo", "--demo-dir", kept.toString(), "--json", "--threads", "2");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
        assertThat(r.err()).contains("fleet: generated 12 nodes in " + kept);
        Planted planted = new FleetGenerator(12, 1).planted();
        JsonNode j = Json.mapper().readTree(r.out());
        assertThat(j.get("nodes").asInt()).isEqualTo(12);
        assertThat(j.get("drift").size()).isEqualTo(planted.drift().stream().map(Planted.Fact::key).distinct().count());
        assertThat(j.get("outliers").size()).isEqualTo(planted.outliers().size());
        try (Stream<Path> s = Files.list(kept)) {
            assertThat(s.filter(p -> p.toString().endsWith(".tar.gz")).count()).isEqualTo(12);
        }
    }

    @Test
    void withoutDemoDirTheGeneratedFleetIsRemoved() {
        CliRunner.Result r = CliRunner.run("fleet", "--demo", "--threads", "2");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
        assertThat(r.out()).contains("rocekit fleet: 12 nodes compared with the majority", "fleet.qos-drift");
        String line = r.err().lines().filter(l -> l.startsWith("fleet: generated")).findFirst().orElseThrow();
        Path tmp = Path.of(line.substring("fleet: generated 12 nodes in ".length(), line.indexOf(" (removed")));
        assertThat(tmp).doesNotExist();
    }

    @Test
    void demoAndSnapshotsOrNeitherAreInputErrors() {
        CliRunner.Result both = CliRunner.run("fleet", dir.toString(), "--demo"); // after SNAPSHOT: --demo takes an optional NODES
        assertThat(both.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(both.err()).contains("either SNAPSHOT... or --demo");
        CliRunner.Result neither = CliRunner.run("fleet");
        assertThat(neither.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(neither.err()).contains("or --demo");
        CliRunner.Result small = CliRunner.run("fleet", "--demo=3");
        assertThat(small.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(small.err()).contains("12 to 100000 nodes");
    }
}
