package io.rocekit.doctor.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.rule.RuleCatalogue;
import io.rocekit.doctor.bench.rate.LineRate;
import io.rocekit.doctor.examine.EvidenceLoader;
import io.rocekit.doctor.examine.LoadedEvidence;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.RuleEngine;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The doctor's way in: files loaded by the doctor's own detector and parsers into a node's
 * evidence, then the bench rules run by the doctor's rule engine, as {@code rocekit doctor} does.
 */
class BenchInDoctorTest {
    private static NodeEvidence load(String... paths) throws Exception {
        List<Path> files = new ArrayList<>();
        for (String p : paths) {
            java.net.URL u = BenchInDoctorTest.class.getClassLoader().getResource("bench/" + p);
            if (u == null) {
                u = BenchInDoctorTest.class.getClassLoader().getResource("fixtures/host/" + p); // the one copy
            }
            files.add(Path.of(u.toURI()));
        }
        LoadedEvidence loaded = new EvidenceLoader().files(files);
        return NodeEvidence.of(loaded.artifacts());
    }

    private static List<String> run(NodeEvidence e) {
        return new RuleEngine(BenchAnalysis.doctorRules()).run(e).stream().map(f -> f.rule() + " " + f.severity()).toList();
    }

    @Test
    void ncclTestsWithInterleavedLogGivesTheSameFindingsAsBench() throws Exception {
        NodeEvidence e = load("variants/nccltests-roce-2node-h100-gdr-off-with-log.txt");
        assertThat(run(e)).containsExactlyInAnyOrder("bench.below-line-rate FAIL", "nccl.gdr-disabled FAIL");
    }

    @Test
    void logPartWithTestHeaderKnowsItsTwoHosts() throws Exception {
        assertThat(run(load("nccl-debug-log/nccl398-efa-unsupported-falls-back-socket.txt")))
                .containsExactly("nccl.socket-transport FAIL");
    }

    @Test
    void portRatesComeFromTheDoctorsIbvDevinfoModel() throws Exception {
        NodeEvidence e = load("variants/perftest-write-bw-a-gbits-cx5-100g.txt", "variants/ibv-devinfo-v-cx5-100g-cx7-400g.txt");
        BenchReport r = BenchAnalysis.forNode(e, Optional.empty());
        assertThat(r.verdicts()).singleElement().satisfies(v -> {
            assertThat(v.lineRateGbps()).hasValue(100.0);
            assertThat(v.efficiency().getAsDouble()).isCloseTo(0.9246, org.assertj.core.data.Offset.offset(1e-9));
        });
        assertThat(run(e)).isEmpty();
    }

    @Test
    void transcriptWithPromptsSplitsIntoServerAndClientParts() throws Exception {
        NodeEvidence e = load("variants/perftest-write-bw-server-then-client-mib.txt");
        BenchReport r = BenchAnalysis.forNode(e, Optional.of(LineRate.parse("400G")));
        assertThat(r.verdicts()).hasSize(1);
        assertThat(r.findings()).extracting(Finding::rule).containsExactly("bench.below-line-rate");
    }

    @Test
    void evidenceWithoutBenchmarksGivesNothing() throws Exception {
        assertThat(run(load("ibstat/mlx4-cx3-fdr-56-active.txt"))).isEmpty();
    }

    @Test
    void benchRulesJoinTheCatalogueUnderTheirArea() {
        RuleCatalogue c = RuleCatalogue.builder().rules(BenchAnalysis.AREA, BenchAnalysis.doctorRules()).build();
        assertThat(c.entries()).hasSize(9).allSatisfy(en -> assertThat(en.area()).isEqualTo("bench"));
        assertThat(c.entry("bench.below-line-rate").get().thresholds())
                .extracting(t -> t.name() + "=" + t.defaultText()).contains("warnBelow=90%", "failBelow=70%");
        assertThat(BenchAnalysis.catalogue()).hasSize(9);
    }

    @Test
    void aRulesSizeThresholdReachesTheJudgingInTheDoctorToo() throws Exception {
        NodeEvidence e = load("perftest/perftest273-write-postlist-8B-msgrate.txt");
        assertThat(BenchAnalysis.context(e).verdicts()).singleElement()
                .satisfies(v -> assertThat(v.notJudged()).hasValueSatisfying(s -> assertThat(s).startsWith("message-rate test")));
        io.rocekit.core.rule.Limits small = io.rocekit.core.rule.Limits.of(java.util.Map.of("perftestMinSize", 8.0));
        assertThat(BenchAnalysis.context(e, small).verdicts()).singleElement()
                .satisfies(v -> assertThat(v.notJudged()).hasValueSatisfying(s -> assertThat(s).doesNotStartWith("message-rate test")));
    }
}
