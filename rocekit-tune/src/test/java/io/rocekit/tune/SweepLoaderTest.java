package io.rocekit.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.tune.search.Point;
import io.rocekit.tune.search.PointGenerator;
import io.rocekit.tune.sweep.Search;
import io.rocekit.tune.sweep.Sweep;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class SweepLoaderTest {
    private static final String BASE = """
            base:
              inline:
                topology: {star: {hosts: 3, rate: 100Gbps, delay: 1us}}
                traffic: [{incast: {receiver: 0, size: 100KB}}]
            """;
    private static final String GOALS = """
            objectives: [{minimize: fct.slowdown.p99.all}]
            """;

    private static Throwable error(String body) {
        return org.assertj.core.api.Assertions.catchThrowable(() -> Fixtures.parse(body));
    }

    @Test
    void gridWithTiesAndBaselines() {
        Sweep s = Fixtures.tiny();
        List<Point> p = PointGenerator.points(s);
        assertThat(p).extracting(Point::id).containsExactly("p000", "p001", "p002", "p003");
        assertThat(p.get(0).knobs()).containsExactly(Map.entry("ecn.kmin", "10KB"), Map.entry("ecn.pmax", "0.1"),
                Map.entry("ecn.kmax", "40000"));
        assertThat(p.get(3).knobs()).containsEntry("ecn.kmax", "400000").containsEntry("ecn.pmax", "1");
        assertThat(s.seeds()).containsExactly(1L, 2L);
        assertThat(s.baselines()).extracting(b -> b.name()).containsExactly("nvidia-spectrum");
        assertThat(s.base().set()).containsEntry("ecn.scale-with-rate", "false");
        assertThat(s.search().halving()).isFalse();
    }

    @Test
    void logRangesRoundToThreeDigitsAndKeepTheirEnds() {
        Sweep s = Fixtures.parse(BASE + GOALS + "space: {ecn.kmin: {from: 5KB, to: 1.6MB, steps: 6, scale: log}}\n");
        assertThat(s.axes().get(0).gridValues()).containsExactly("5000", "15800", "50200", "159000", "505000",
                "1600000");
    }

    @Test
    void latinHypercubeHitsEveryStratumOfEveryAxisOnce() {
        Sweep s = Fixtures.parse(BASE + GOALS + """
                space:
                  ecn.pmax: {from: 0, to: 1}
                  dcqcn.rpg_time_reset: {from: 1, to: 1000, scale: log}
                sample: {method: lhs, points: 20, seed: 3}
                """);
        List<Point> p = PointGenerator.points(s);
        assertThat(p).hasSize(20);
        Set<Integer> pStrata = p.stream().map(x -> (int) (Double.parseDouble(x.knobs().get("ecn.pmax")) * 20))
                .collect(Collectors.toSet());
        Set<Integer> tStrata = p.stream().map(x -> (int) (Math.log(Double.parseDouble(
                x.knobs().get("dcqcn.rpg_time_reset"))) / Math.log(1000) * 20)).collect(Collectors.toSet());
        assertThat(pStrata).hasSize(20);
        assertThat(tStrata).hasSizeGreaterThanOrEqualTo(19); // rounding to 3 digits may cross a stratum edge
        // the same file gives the same points
        assertThat(PointGenerator.points(s)).isEqualTo(p);
    }

    @Test
    void halvingDefaultsToOneSeedThenAll() {
        Sweep s = Fixtures.parse(BASE + GOALS + "space: {ecn.pmax: [0.1, 1]}\nseeds: 3\nsearch: {method: halving}\n");
        assertThat(s.search().rungs()).containsExactly(new Search.Rung(1, 0), new Search.Rung(3, 0));
    }

    @Test
    void errorsNameTheKeyPath() {
        assertThat(error(BASE + GOALS + "space: {ecn.kmin: [10KB, lots]}\n"))
                .hasMessage("sweep.yaml: space.ecn.kmin[1]: ecn.kmin=lots: expected a size such as 4096, 100KB or"
                        + " 32MiB");
        assertThat(error(BASE + GOALS + "space: {ecn.kmim: [10KB]}\n"))
                .hasMessageContaining("sweep.yaml: space.ecn.kmim: unknown knob 'ecn.kmim'");
        assertThat(error(BASE + GOALS + "space: {ecn.kmin: {from: 5KB, to: 1MB, stepz: 3}}\n"))
                .hasMessage("sweep.yaml: space.ecn.kmin.stepz: unknown key; expected one of from, scale, steps, to");
        assertThat(error(BASE + GOALS + "space: {ecn.pmax: {from: 0.1, to: 2}}\n"))
                .hasMessageContaining("sweep.yaml: space.ecn.pmax.to: ecn.pmax=2 is out of range (0..1");
        assertThat(error(BASE + GOALS + "space: {ecn.kmin: [10KB]}\ntied: {ecn.kmax: four x ecn.kmin}\n"))
                .hasMessageContaining("sweep.yaml: tied.ecn.kmax: expected FACTOR x KNOB");
        assertThat(error(BASE + GOALS + "space: {ecn.kmin: [10KB]}\ntied: {ecn.kmax: 4 x ecn.pmax}\n"))
                .hasMessageContaining("tied.ecn.kmax: ecn.pmax is not swept in space");
        assertThat(error(BASE + "objectives: [{minimize: fct.p99}]\nspace: {ecn.kmin: [10KB]}\n"))
                .hasMessageContaining("sweep.yaml: objectives[0].minimize: unknown metric 'fct.p99'");
        assertThat(error(BASE + GOALS + "space: {ecn.kmin: [10KB]}\nconstraints: [drops < lots]\n"))
                .hasMessageContaining("sweep.yaml: constraints[0]: expected a number after <");
        assertThat(error(BASE + GOALS + "space: {ecn.kmin: [10KB]}\nbaselines: [cisco]\n"))
                .hasMessageContaining("sweep.yaml: baselines[0]: unknown baseline 'cisco'");
        assertThat(error(GOALS + "space: {ecn.kmin: [10KB]}\nbase: {scenario: nowhere.yaml}\n"))
                .hasMessageContaining("sweep.yaml: base.scenario: ").hasMessageContaining("nowhere.yaml: no such file");
        assertThat(error(GOALS + "space: {ecn.kmin: [10KB]}\nbase: {inline: {topology: {star: {hosts: 1,"
                + " rate: 100Gbps}}, traffic: []}}\n"))
                .hasMessageContaining("sweep.yaml: base: sweep.yaml (base.inline): topology.star.hosts: 1 is out of"
                        + " range");
        assertThat(error(BASE + GOALS + "space: {ecn.kmin: [10KB]}\nseeds: [1, 1]\n"))
                .hasMessage("sweep.yaml: seeds[1]: seed 1 is listed twice");
        assertThat(error(BASE + GOALS + "spaces: {}\n"))
                .hasMessageStartingWith("sweep.yaml: spaces: unknown key; expected one of base, baselines,");
        assertThatThrownBy(() -> Fixtures.parse(BASE + GOALS + "space: {ecn.kmin: [10KB]}\nsearch: {method: halving}\n"))
                .hasMessageContaining("sweep.yaml: search: halving needs a cheaper first rung");
    }
}
