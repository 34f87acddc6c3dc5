package io.rocekit.doctor.bench;

import io.rocekit.core.rule.RuleCases;
import io.rocekit.doctor.rule.bench.BelowLineRateRule;
import io.rocekit.doctor.rule.bench.BenchContext;
import io.rocekit.doctor.rule.bench.RunFailedRule;
import io.rocekit.host.artifact.TextSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Bench rules on the one rule-case harness: fixtures in, the exact findings out, thresholds set per case. */
class BenchRuleCasesTest {
    /** Benchmark files read and judged as {@code rocekit bench} does, named relative to the test resources. */
    static BenchContext context(List<Path> files) throws Exception {
        Path root = Path.of(BenchRuleCasesTest.class.getResource("/bench").toURI()).getParent();
        List<TextSource> sources = new ArrayList<>();
        for (Path f : files) {
            sources.add(TextSource.of(root.relativize(f.normalize()).toString(), Files.readString(f)));
        }
        BenchReport r = BenchAnalysis.analyze(sources, Optional.empty());
        return new BenchContext(r.verdicts(), r.logs());
    }

    @TestFactory
    Stream<DynamicTest> belowLineRate() {
        List<DynamicTest> cases = RuleCases.of(new BelowLineRateRule(), BenchRuleCasesTest::context)
                .fromResource(getClass(), "/bench/cases/bench.below-line-rate.cases.json").toList();
        org.assertj.core.api.Assertions.assertThat(cases).as("cases in the case file").isNotEmpty();
        return cases.stream();
    }

    @TestFactory
    Stream<DynamicTest> runFailed() {
        List<DynamicTest> cases = RuleCases.of(new RunFailedRule(), BenchRuleCasesTest::context)
                .fromResource(getClass(), "/bench/cases/bench.run-failed.cases.json").toList();
        org.assertj.core.api.Assertions.assertThat(cases).as("cases in the case file").isNotEmpty();
        return cases.stream();
    }
}
