package io.rocekit.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.rocekit.core.parallel.LocalTaskRunner;
import io.rocekit.core.parallel.TaskRunner;
import io.rocekit.core.parallel.TaskRunners;
import io.rocekit.fleet.analysis.Drift;
import io.rocekit.fleet.analysis.FleetAggregates;
import io.rocekit.fleet.analysis.FleetDocument;
import io.rocekit.fleet.analysis.FleetReport;
import io.rocekit.fleet.analysis.KeptAggregates;
import io.rocekit.fleet.analysis.Outlier;
import io.rocekit.fleet.generate.FleetGenerator;
import io.rocekit.fleet.generate.Planted;
import io.rocekit.fleet.input.FleetInputs;
import io.rocekit.fleet.input.SnapshotSource;
import io.rocekit.fleet.rule.FleetJudge;
import io.rocekit.fleet.rule.FleetSettings;
import io.rocekit.fleet.run.FleetRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fleet on Spark local[2] (per-node doctor as tasks, cross-node analysis as aggregations over
 * the executors' cached summaries) against local threads folding on the driver: identical JSON, on
 * a generated fleet with planted differences, an absent fact, an unreadable snapshot and one given
 * twice, with and without a baseline. One Spark context for all (each costs seconds).
 */
class SparkFleetTest {
    @TempDir
    Path tmp;

    @Test
    void sparkLocalModeGivesTheSameFleetJsonAsLocalThreads() throws Exception {
        Path fleet = tmp.resolve("fleet");
        Planted planted = new FleetGenerator(16, 11).write(fleet, FleetGenerator.Format.TAR_GZ, 2);
        Path dirs = tmp.resolve("dirs");
        new FleetGenerator(12, 5).write(dirs, FleetGenerator.Format.DIRECTORY, 2);
        Files.delete(dirs.resolve("node00001/commands/ofed_info-s.txt"));
        Files.writeString(dirs.resolve("broken.tar.gz"), "not gzip");
        List<SnapshotSource> generated = FleetInputs.expand(List.of(fleet));
        List<SnapshotSource> mixed = new ArrayList<>(FleetInputs.expand(List.of(dirs)));
        mixed.add(mixed.get(2));
        mixed.add(mixed.get(0)); // broken.tar.gz sorts first: an unreadable snapshot given twice
        List<FleetSettings> settings = List.of(FleetSettings.DEFAULT,
                FleetSettings.DEFAULT.withBaseline(Optional.of(planted.drift().get(0).node())));
        ObjectMapper m = new ObjectMapper().setDefaultPropertyInclusion(JsonInclude.Include.ALWAYS)
                .enable(SerializationFeature.INDENT_OUTPUT);

        List<FleetReport> local = new ArrayList<>();
        try (TaskRunner r = new LocalTaskRunner(2)) {
            for (FleetSettings s : settings) {
                local.add(report(generated, r, s));
            }
            local.add(report(mixed, r, FleetSettings.DEFAULT));
        }
        List<FleetReport> onSpark = new ArrayList<>();
        try (TaskRunner spark = TaskRunners.provider("spark").orElseThrow().open("local[2]", "rocekit fleet test")) {
            assertThat(spark.distributed()).isTrue();
            try (FleetAggregates agg = FleetRun.run(generated, spark, (d, t) -> { })) {
                assertThat(agg).isInstanceOf(KeptAggregates.class);
            }
            for (FleetSettings s : settings) {
                onSpark.add(report(generated, spark, s));
            }
            onSpark.add(report(mixed, spark, FleetSettings.DEFAULT));
        }
        for (int i = 0; i < local.size(); i++) {
            assertThat(onSpark.get(i)).isEqualTo(local.get(i));
            assertThat(m.writeValueAsString(FleetDocument.of(onSpark.get(i))))
                    .isEqualTo(m.writeValueAsString(FleetDocument.of(local.get(i))));
        }

        FleetReport r = onSpark.get(0);
        assertThat(r.nodes()).isEqualTo(16);
        TreeSet<String> driftKeys = r.drift().stream().map(Drift::key).collect(Collectors.toCollection(TreeSet::new));
        TreeSet<String> plantedKeys = planted.drift().stream().map(Planted.Fact::key)
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(driftKeys).isEqualTo(plantedKeys);
        assertThat(r.outliers().stream().map(o -> o.metric() + " " + o.node()).collect(Collectors.toSet()))
                .isEqualTo(planted.outliers().stream().map(o -> o.metric() + " " + o.node()).collect(Collectors.toSet()));
        assertThat(onSpark.get(1).baseline()).contains(planted.drift().get(0).node());
        FleetReport withBad = onSpark.get(2);
        assertThat(withBad.nodes()).isEqualTo(12);
        assertThat(withBad.unreadable()).hasSize(3);
        assertThat(withBad.drift()).anySatisfy(d -> assertThat(d.nodes()).containsEntry("node00001", Optional.empty()));
        assertThat(r.outliers()).extracting(Outlier::node).isNotEmpty();
    }

    private static FleetReport report(List<SnapshotSource> sources, TaskRunner runner, FleetSettings s) {
        try (FleetAggregates agg = FleetRun.run(sources, runner, (d, t) -> { })) {
            return FleetJudge.judge(agg, s);
        }
    }
}
