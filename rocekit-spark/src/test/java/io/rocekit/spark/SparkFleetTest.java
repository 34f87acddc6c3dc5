package io.rocekit.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.rocekit.core.parallel.LocalTaskRunner;
import io.rocekit.core.parallel.TaskRunner;
import io.rocekit.core.parallel.TaskRunners;
import io.rocekit.fleet.analysis.FleetAccumulator;
import io.rocekit.fleet.analysis.FleetAnalysis;
import io.rocekit.fleet.analysis.FleetDocument;
import io.rocekit.fleet.analysis.FleetReport;
import io.rocekit.fleet.generate.FleetGenerator;
import io.rocekit.fleet.input.FleetInputs;
import io.rocekit.fleet.input.SnapshotSource;
import io.rocekit.fleet.rule.FleetSettings;
import io.rocekit.fleet.run.FleetRun;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The fleet's per-node doctor as Spark local[2] tasks against local threads: identical JSON. */
class SparkFleetTest {
    @TempDir
    Path tmp;

    @Test
    void sparkLocalModeGivesTheSameFleetJsonAsLocalThreads() throws Exception {
        new FleetGenerator(16, 11).write(tmp.resolve("fleet"), FleetGenerator.Format.TAR_GZ, 2);
        List<SnapshotSource> sources = FleetInputs.expand(List.of(tmp.resolve("fleet")));
        FleetReport local = report(sources, new LocalTaskRunner(2));
        TaskRunner spark = TaskRunners.provider("spark").orElseThrow().open("local[2]", "rocekit fleet test");
        FleetReport onSpark = report(sources, spark);
        assertThat(onSpark).isEqualTo(local);
        ObjectMapper m = new ObjectMapper().setDefaultPropertyInclusion(JsonInclude.Include.ALWAYS)
                .enable(SerializationFeature.INDENT_OUTPUT);
        String a = m.writeValueAsString(FleetDocument.of(local));
        String b = m.writeValueAsString(FleetDocument.of(onSpark));
        assertThat(b).isEqualTo(a);
        assertThat(local.nodes()).isEqualTo(16);
        assertThat(local.drift()).isNotEmpty();
        assertThat(local.outliers()).isNotEmpty();
    }

    private static FleetReport report(List<SnapshotSource> sources, TaskRunner runner) {
        try (runner) {
            FleetAccumulator acc = FleetRun.run(sources, runner, (d, t) -> { });
            return FleetAnalysis.analyze(acc, FleetSettings.DEFAULT);
        }
    }
}
