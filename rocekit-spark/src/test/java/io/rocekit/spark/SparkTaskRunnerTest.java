package io.rocekit.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.parallel.LocalTaskRunner;
import io.rocekit.core.parallel.TaskRunner;
import io.rocekit.core.parallel.TaskRunners;
import io.rocekit.tune.run.Row;
import io.rocekit.tune.run.RowStore;
import io.rocekit.tune.run.SweepProgress;
import io.rocekit.tune.search.Outcome;
import io.rocekit.tune.search.SweepRunner;
import io.rocekit.tune.sweep.Sweep;
import io.rocekit.tune.sweep.SweepLoader;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Spark local[2] against local threads on the same sweep: identical result tables. */
class SparkTaskRunnerTest {
    @TempDir
    Path tmp;

    static Sweep tiny() {
        try {
            return SweepLoader.load(Path.of(SparkTaskRunnerTest.class.getResource("/tune/tiny.yaml").toURI()));
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static Outcome run(Sweep s, Path rows, TaskRunner runner) {
        try (RowStore store = RowStore.open(rows, s.base().fingerprint()); runner) {
            return new SweepRunner(s, runner, store, SweepProgress.NONE).run();
        }
    }

    static List<Row> table(Outcome o) {
        return o.rows().stream().map(Row::withoutTiming)
                .sorted(Comparator.comparing(Row::id).thenComparingLong(Row::seed).thenComparingLong(Row::untilPs))
                .toList();
    }

    @Test
    void sparkLocalModeGivesTheSameTableAsLocalThreads() {
        Sweep s = tiny();
        Outcome local = run(s, tmp.resolve("local/rows.jsonl"), new LocalTaskRunner(2));
        TaskRunner spark = TaskRunners.provider("spark").orElseThrow().open("local[2]", "rocekit test");
        assertThat(spark.describe()).startsWith("Spark local[2]");
        Outcome onSpark = run(s, tmp.resolve("spark/rows.jsonl"), spark);
        assertThat(onSpark.simulationsRun()).isEqualTo(local.simulationsRun()).isEqualTo(4 * 2 + 2);
        assertThat(table(onSpark)).isEqualTo(table(local));
        assertThat(onSpark.recommended()).isEqualTo(local.recommended());
        assertThat(onSpark.pareto()).extracting(p -> p.id()).isEqualTo(local.pareto().stream().map(p -> p.id()).toList());
    }
}
