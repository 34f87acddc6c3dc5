package io.rocekit.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.fleet.analysis.Drift;
import io.rocekit.fleet.analysis.FleetAccumulator;
import io.rocekit.fleet.analysis.FleetReport;
import io.rocekit.fleet.analysis.Outlier;
import io.rocekit.fleet.analysis.RuleNodes;
import io.rocekit.fleet.generate.FleetGenerator;
import io.rocekit.fleet.generate.Planted;
import io.rocekit.fleet.input.FleetInputs;
import io.rocekit.fleet.input.SnapshotSource;
import io.rocekit.fleet.rule.FleetJudge;
import io.rocekit.fleet.rule.FleetRules;
import io.rocekit.fleet.rule.FleetSettings;
import io.rocekit.fleet.run.FleetRun;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The proof of issue 14: a generated fleet's report names exactly the planted differences. */
class GeneratedFleetTest {
    @TempDir
    static Path tmp;

    static FleetGenerator gen;
    static Planted planted;
    static FleetReport report;

    @BeforeAll
    static void run() throws Exception {
        gen = new FleetGenerator(24, 7);
        planted = gen.write(tmp.resolve("fleet"), FleetGenerator.Format.TAR_GZ, 2);
        List<SnapshotSource> sources = FleetInputs.expand(List.of(tmp.resolve("fleet")));
        assertThat(sources).hasSize(24);
        FleetAccumulator acc = FleetRun.run(sources, 2, (d, t) -> { });
        report = FleetJudge.judge(acc, FleetSettings.DEFAULT);
    }

    @Test
    void everyNodeIsReadAndNamedByItsManifest() {
        assertThat(report.nodes()).isEqualTo(24);
        assertThat(report.unreadable()).isEmpty();
    }

    @Test
    void driftNamesExactlyThePlantedFactsAndNodes() {
        Map<String, Map<String, String>> expected = new TreeMap<>();
        for (Planted.Fact f : planted.drift()) {
            expected.computeIfAbsent(f.key(), k -> new TreeMap<>()).put(f.node(), f.value());
        }
        Map<String, Map<String, String>> actual = new TreeMap<>();
        for (Drift d : report.drift()) {
            Map<String, String> m = new TreeMap<>();
            d.nodes().forEach((n, v) -> m.put(n, v.orElse("(absent)")));
            actual.put(d.key(), m);
        }
        assertThat(actual).isEqualTo(expected);
        for (Drift d : report.drift()) {
            assertThat(d.majority()).as(d.key()).isEqualTo(planted.majorityOf(d.key()));
        }
    }

    @Test
    void outliersNameExactlyThePlantedNodes() {
        Set<String> expected = planted.outliers().stream().map(m -> m.metric() + " @ " + m.node()).collect(Collectors.toSet());
        Set<String> actual = report.outliers().stream().map(o -> o.metric() + " @ " + o.node()).collect(Collectors.toSet());
        assertThat(actual).isEqualTo(expected);
        Outlier slow = report.outliers().stream().filter(o -> o.metric().equals(FleetGenerator.NCCL_METRIC)).findFirst().orElseThrow();
        assertThat(slow.value() / slow.median()).isBetween(0.68, 0.72);
        assertThat(slow.robustZ()).isLessThan(-3.5);
    }

    @Test
    void fleetRulesFireOnThePlantedNodesOnly() {
        Map<String, Set<String>> expected = new TreeMap<>();
        for (Planted.Fact f : planted.drift()) {
            expected.computeIfAbsent(FleetRules.driftRule(f.key()).orElseThrow(), k -> new TreeSet<>()).add(f.node());
        }
        for (Planted.Metric m : planted.outliers()) {
            expected.computeIfAbsent(FleetRules.outlierRule(m.metric()), k -> new TreeSet<>()).add(m.node());
        }
        Map<String, Set<String>> actual = new TreeMap<>();
        for (RuleNodes r : report.rules()) {
            if (r.rule().startsWith("fleet.")) {
                actual.put(r.rule(), new TreeSet<>(r.nodes()));
            }
        }
        assertThat(actual).isEqualTo(expected);
    }

    @Test
    void doctorRulesAreListedAcrossNodesMostNodesFirst() {
        RuleNodes acs = report.rules().stream().filter(r -> r.rule().equals("pcie.acs-enabled")).findFirst().orElseThrow();
        assertThat(acs.nodes()).hasSize(24);
        for (int i = 1; i < report.rules().size(); i++) {
            assertThat(report.rules().get(i).nodes().size()).isLessThanOrEqualTo(report.rules().get(i - 1).nodes().size());
        }
        Set<String> planted = new HashSet<>();
        GeneratedFleetTest.planted.drift().forEach(f -> planted.add(f.node()));
        GeneratedFleetTest.planted.outliers().forEach(m -> planted.add(m.node()));
        // the nodes at the top of the ranking are planted ones (they carry a fleet rule on top of the doctor's)
        assertThat(planted).contains(report.ranking().get(0).node());
    }

    @Test
    void aBaselineNodeIsTheReference() {
        FleetAccumulator acc = FleetRun.run(FleetInputsHelper.sources(tmp.resolve("fleet")), 2, (d, t) -> { });
        String oldFirmwareNode = planted.drift().get(0).node();
        FleetReport r = FleetJudge.judge(acc, FleetSettings.DEFAULT.withBaseline(Optional.of(oldFirmwareNode)));
        Drift fw = r.drift().stream().filter(d -> d.key().equals("firmware.mlx5_0.version")).findFirst().orElseThrow();
        assertThat(fw.majority()).contains("28.36.1010");
        assertThat(fw.nodes()).hasSize(23).doesNotContainKey(oldFirmwareNode);
        assertThat(r.baseline()).contains(oldFirmwareNode);
    }

    /** Expands without the checked exception. */
    static final class FleetInputsHelper {
        static List<SnapshotSource> sources(Path p) {
            try {
                return FleetInputs.expand(List.of(p));
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        }
    }
}
