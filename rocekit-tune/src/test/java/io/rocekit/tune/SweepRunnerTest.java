package io.rocekit.tune;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.parallel.LocalTaskRunner;
import io.rocekit.tune.run.Row;
import io.rocekit.tune.run.RowStore;
import io.rocekit.tune.run.SweepProgress;
import io.rocekit.tune.search.Outcome;
import io.rocekit.tune.search.SweepRunner;
import io.rocekit.tune.sweep.Sweep;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SweepRunnerTest {
    @TempDir
    Path tmp;

    static Outcome run(Sweep s, Path rows, int threads) {
        try (RowStore store = RowStore.open(rows, s.base().fingerprint());
                LocalTaskRunner r = new LocalTaskRunner(threads)) {
            return new SweepRunner(s, r, store, SweepProgress.NONE).run();
        }
    }

    static List<Row> table(Outcome o) {
        return o.rows().stream().map(Row::withoutTiming)
                .sorted(Comparator.comparing(Row::id).thenComparingLong(Row::seed).thenComparingLong(Row::untilPs))
                .toList();
    }

    @Test
    void oneThreadAndTwoThreadsGiveTheSameRowsAndAFinishedSweepRunsNothingAgain() {
        Sweep s = Fixtures.tiny();
        Outcome one = run(s, tmp.resolve("a/rows.jsonl"), 1);
        Outcome two = run(s, tmp.resolve("b/rows.jsonl"), 2);
        assertThat(one.simulationsRun()).isEqualTo(4 * 2 + 2);
        assertThat(table(two)).isEqualTo(table(one));
        assertThat(one.recommended().found()).isTrue();
        assertThat(one.pareto()).isNotEmpty();
        assertThat(one.baselines()).extracting(p -> p.id()).containsExactly("nvidia-spectrum");
        Outcome again = run(s, tmp.resolve("a/rows.jsonl"), 2);
        assertThat(again.simulationsRun()).isZero();
        assertThat(table(again)).isEqualTo(table(one));
        assertThat(again.recommended()).isEqualTo(one.recommended());
    }

    @Test
    void aPointTheSimulatorWouldRefuseAsAWholeIsRefusedBeforeAnythingRunsNamingFileAndPoint() throws IOException {
        // Kmax tied at 0.0000001 x Kmin: each value is a size, together Kmin > Kmax. Before: the first trial
        // threw "ecn.kmin=10000 > ecn.kmax=0: Kmin must not exceed Kmax", naming neither the file nor the point
        String text = Files.readString(Fixtures.resource("tiny.yaml")).replace("4 x ecn.kmin", "0.0000001 x ecn.kmin");
        Sweep s = Fixtures.parse(text);
        Path rows = tmp.resolve("c/rows.jsonl");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> run(s, rows, 1)).isInstanceOf(TuneInputException.class)
                .hasMessage("sweep.yaml: p000: ecn.kmin=10000 > ecn.kmax=0: Kmin must not exceed Kmax");
        assertThat(rows).satisfiesAnyOf(r -> assertThat(r).doesNotExist(), r -> assertThat(r).isEmptyFile());
    }

    @Test
    void anInterruptedSweepResumesWithTheRowsItHasAndDropsAHalfWrittenLine() throws IOException {
        Sweep s = Fixtures.tiny();
        Path full = tmp.resolve("full/rows.jsonl");
        Outcome complete = run(s, full, 2);
        List<String> lines = Files.readAllLines(full, StandardCharsets.UTF_8);
        Path cut = tmp.resolve("cut/rows.jsonl");
        Files.createDirectories(cut.getParent());
        // five rows made it, the sixth was being written when the process died
        Files.writeString(cut, String.join("\n", lines.subList(0, 5)) + "\n" + lines.get(5).substring(0, 40),
                StandardCharsets.UTF_8);
        Outcome resumed = run(s, cut, 2);
        assertThat(resumed.simulationsCached()).isEqualTo(complete.simulationsCached() + 5);
        assertThat(resumed.simulationsRun()).isEqualTo(complete.simulationsRun() - 5);
        assertThat(table(resumed)).isEqualTo(table(complete));
        List<String> after = Files.readAllLines(cut, StandardCharsets.UTF_8);
        assertThat(after).hasSize(lines.size()).allMatch(l -> l.startsWith("{") && l.endsWith("}"));
    }

    @Test
    void halvingPromotesTheBestAndRunsTheSurvivorsWithEverySeed() {
        Sweep s = Fixtures.parse("""
                base:
                  scenario: tiny-scenario.yaml
                space:
                  ecn.kmin: [5KB, 20KB, 80KB, 320KB]
                  ecn.pmax: [0.1, 1]
                seeds: 2
                objectives: [{minimize: fct.slowdown.p99.small}]
                baselines: []
                effects: false
                search: {method: halving, eta: 4}
                """);
        Outcome o = run(s, tmp.resolve("h/rows.jsonl"), 2);
        assertThat(o.rungs()).hasSize(2);
        assertThat(o.rungs().get(0).points()).isEqualTo(8);
        assertThat(o.rungs().get(0).promoted()).hasSize(2);
        assertThat(o.simulationsRun()).isEqualTo(8 + 2); // 8 points x seed 1, then seed 2 of the two survivors
        assertThat(o.points()).extracting(p -> p.id()).containsExactlyElementsOf(
                o.rungs().get(0).promoted().stream().sorted().toList());
    }
}
