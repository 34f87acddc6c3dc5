package io.rocekit.tune.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.tune.run.Row;
import io.rocekit.tune.sweep.Constraint;
import io.rocekit.tune.sweep.Objective;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class VerdictTest {
    private static final List<Objective> OBJ = List.of(new Objective("fct.slowdown.p99.small", false, 1),
            new Objective("goodput.p50.large", true, 1));

    /** A point with two seeds: slowdown and goodput per seed. */
    private static PointSummary point(String id, String kind, double[] slowdown, double[] goodput,
            List<Constraint> constraints) {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < slowdown.length; i++) {
            rows.add(new Row(id, kind, Map.of("ecn.kmin", "505000"), i + 1, 0,
                    Map.of("fct.slowdown.p99.small", slowdown[i], "goodput.p50.large", goodput[i], "drops.lossless", 0.0),
                    List.of(), 0, "b"));
        }
        return PointSummary.of(rows, constraints);
    }

    private static Recommendation rec(String id) {
        return new Recommendation(id, Map.of("ecn.kmin", "505000"), "why", 0, 0, "", 0, false, Map.of());
    }

    private static Verdict verdict(PointSummary chosen, PointSummary... baselines) {
        return Verdict.of(OBJ, List.of("ecn.kmin"), rec(chosen.id()), Optional.of(chosen), List.of(baselines));
    }

    @Test
    void aPointBetterOnEveryObjectiveBeyondTheSeedsSpreadIsAdopted() {
        PointSummary c = point("p001", "point", new double[] {10, 11}, new double[] {9, 9.5}, List.of());
        PointSummary b = point("sonic", "baseline", new double[] {20, 21}, new double[] {5, 6}, List.of());
        Verdict v = verdict(c, b);
        assertThat(v.verdict()).isEqualTo("adopt");
        assertThat(v.against()).singleElement().satisfies(a -> {
            assertThat(a.name()).isEqualTo("sonic");
            assertThat(a.dominates()).isTrue();
            assertThat(a.dominatedBy()).isFalse();
            assertThat(a.better()).containsExactly("fct.slowdown.p99.small", "goodput.p50.large");
            assertThat(a.worse()).isEmpty();
            assertThat(a.beyondSpread()).isTrue();
        });
        assertThat(v.sentence()).startsWith("Adopt p001 (ecn.kmin=505.0kB)").contains("sonic");
    }

    @Test
    void aLeadWithinTheSeedsSpreadIsNotAdoptedButATradeOffThatSaysMoreSeedsAreNeeded() {
        PointSummary c = point("p001", "point", new double[] {10, 14}, new double[] {9, 9.5}, List.of());
        PointSummary b = point("sonic", "baseline", new double[] {12, 13}, new double[] {5, 6}, List.of());
        Verdict v = verdict(c, b);
        assertThat(v.verdict()).isEqualTo("trade-off");
        assertThat(v.against().get(0).dominates()).isTrue();
        assertThat(v.against().get(0).beyondSpread()).isFalse();
        assertThat(v.sentence()).contains("not by more than the seeds' spread", "keep sonic unless more seeds");
    }

    @Test
    void aBaselineBetterOnOneObjectiveAndEqualOnTheOtherIsKept() {
        PointSummary c = point("p001", "point", new double[] {10, 10}, new double[] {5, 5}, List.of());
        PointSummary b = point("nvidia-spectrum", "baseline", new double[] {8, 8}, new double[] {5, 5}, List.of());
        Verdict v = verdict(c, b);
        assertThat(v.verdict()).isEqualTo("keep-baseline");
        assertThat(v.baseline()).isEqualTo("nvidia-spectrum");
        assertThat(v.against().get(0).dominatedBy()).isTrue();
        assertThat(v.sentence()).startsWith("Keep nvidia-spectrum:").contains("better on fct.slowdown.p99.small");
    }

    @Test
    void betterOnOneWorseOnAnotherIsATradeOffNamingTheBaselineThatWinsMostAndWhatItTrades() {
        PointSummary c = point("p012", "point", new double[] {32, 32}, new double[] {6, 6}, List.of());
        PointSummary spectrum = point("nvidia-spectrum", "baseline", new double[] {26, 26}, new double[] {3.7, 3.7},
                List.of());
        PointSummary sonic = point("sonic", "baseline", new double[] {36, 36}, new double[] {5, 5}, List.of());
        Verdict v = verdict(c, sonic, spectrum);
        assertThat(v.verdict()).isEqualTo("trade-off");
        assertThat(v.baseline()).isEqualTo("nvidia-spectrum");
        assertThat(v.sentence()).contains("better than nvidia-spectrum on goodput.p50.large but worse on"
                + " fct.slowdown.p99.small", "keep nvidia-spectrum unless goodput.p50.large matters more");
    }

    @Test
    void theCurrentConfigurationIsTheBaselineATradeOffIsStatedAgainst() {
        PointSummary c = point("p012", "point", new double[] {32, 32}, new double[] {6, 6}, List.of());
        PointSummary current = point("current", "baseline", new double[] {30, 30}, new double[] {5, 5}, List.of());
        PointSummary spectrum = point("nvidia-spectrum", "baseline", new double[] {26, 26}, new double[] {7, 7},
                List.of());
        Verdict v = verdict(c, spectrum, current);
        assertThat(v.verdict()).isEqualTo("keep-baseline");
        assertThat(v.baseline()).isEqualTo("nvidia-spectrum");
        Verdict t = verdict(c, current);
        assertThat(t.baseline()).isEqualTo("current");
        assertThat(t.sentence()).contains("keep current unless goodput.p50.large");
    }

    @Test
    void aBaselineThatBreaksAConstraintIsBeatenWhateverItsObjectives() {
        List<Constraint> noDrops = List.of(new Constraint("drops.lossless", "==", 0));
        PointSummary c = point("p001", "point", new double[] {10, 10}, new double[] {5, 5}, noDrops);
        List<Row> rows = List.of(new Row("lossy", "baseline", Map.of(), 1, 0, Map.of("fct.slowdown.p99.small", 1.0,
                "goodput.p50.large", 50.0, "drops.lossless", 7.0), List.of(), 0, "b"));
        PointSummary lossy = PointSummary.of(rows, noDrops);
        Verdict v = verdict(c, lossy);
        assertThat(v.verdict()).isEqualTo("adopt");
        assertThat(v.against().get(0).dominatedBy()).isTrue();
    }

    @Test
    void noFeasiblePointMeansKeepWhatYouRun() {
        Verdict v = Verdict.of(OBJ, List.of(), new Recommendation("none", Map.of(), "no point", Double.NaN,
                Double.NaN, "", Double.NaN, false, Map.of()), Optional.empty(), List.of());
        assertThat(v.verdict()).isEqualTo("keep-baseline");
        assertThat(v.sentence()).startsWith("Keep what you run");
    }
}
