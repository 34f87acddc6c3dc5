package io.rocekit.capture;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.rules.DscpMismatchRule;
import io.rocekit.core.rule.RuleCases;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Capture rules on the one rule-case harness: a real capture in, the exact findings out. */
class CaptureRuleCasesTest {
    static CaptureReport report(List<Path> files) throws Exception {
        if (files.size() != 1) {
            throw new IllegalArgumentException("a capture case names one capture, got " + files);
        }
        return new CaptureAnalyzer(AnalysisOptions.defaults()).analyze(files.get(0));
    }

    @TestFactory
    Stream<DynamicTest> dscpMismatch() {
        List<DynamicTest> cases = RuleCases.of(new DscpMismatchRule(), CaptureRuleCasesTest::report)
                .fromResource(getClass(), "/flows/capture.dscp-mismatch.cases.json").toList();
        org.assertj.core.api.Assertions.assertThat(cases).as("cases in the case file").isNotEmpty();
        return cases.stream();
    }
}
