package io.rocekit.doctor.rule;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * The doctor's side of the one rule-case harness ({@link io.rocekit.core.rule.RuleCases}): fixtures
 * under {@code src/test/resources/fixtures} become a node's evidence the way the doctor builds it,
 * and every finding must cite a file and propose a fix. Case files ({@code *.cases.json}) live in
 * {@code fixtures/cases/}; the short form {@link #check(Rule, String, String)} writes a case inline
 * (fixtures comma-separated, expected findings {@code SEVERITY subject} separated by {@code ;}).
 */
public final class RuleCases {
    private static final Path ROOT = root();

    private RuleCases() {
    }

    /** The core harness for {@code rule} over doctor fixtures. */
    public static io.rocekit.core.rule.RuleCases<NodeEvidence> of(Rule rule) {
        return io.rocekit.core.rule.RuleCases.of(rule, (List<Path> files) -> Evidences.of(files.stream()
                .map(RuleCases::fixtureName).toArray(String[]::new)))
                .invariant(f -> {
                    assertThat(f.evidence()).as("evidence of %s cites at least one file", f.title())
                            .anySatisfy(e -> assertThat(e.file()).isPresent());
                    assertThat(f.remediation()).as("remediation of %s", f.title()).isNotEmpty();
                });
    }

    /** The cases of {@code fixtures/cases/NAME}, one dynamic test each. */
    public static Stream<DynamicTest> file(Rule rule, String name) {
        return of(rule).fromFile(ROOT.resolve("cases").resolve(name));
    }

    /** Runs {@code rule} on the fixtures at default limits and checks exactly the expected findings. */
    public static List<Finding> check(Rule rule, String fixtures, String expected) {
        return check(rule, Map.of(), fixtures, expected);
    }

    /** The same with threshold overrides as text ({@code "minMaxReadRequest" -> "512"}). */
    public static List<Finding> check(Rule rule, Map<String, String> set, String fixtures, String expected) {
        io.rocekit.core.rule.RuleCases<NodeEvidence> cases = of(rule);
        NodeEvidence evidence = Evidences.of(fixtures.strip().split("\\s*,\\s*"));
        List<io.rocekit.core.rule.RuleCases.Expect> want = expected == null || expected.isBlank() ? List.of()
                : Arrays.stream(expected.split("\\s*;\\s*")).map(String::strip).map(RuleCases::expect).toList();
        return cases.check(evidence, cases.limits(set), want);
    }

    private static io.rocekit.core.rule.RuleCases.Expect expect(String text) {
        int sp = text.indexOf(' ');
        return io.rocekit.core.rule.RuleCases.Expect.of(Severity.parse(text.substring(0, sp)), text.substring(sp + 1));
    }

    /**
     * A fixture's name as the doctor reports it (relative to the fixtures root); a
     * {@code extra/snapshot/NAME.sysfs.txt} file stands for the snapshot {@code snapshot:NAME}.
     */
    private static String fixtureName(Path p) {
        String rel = ROOT.relativize(p.normalize()).toString().replace('\\', '/');
        if (rel.startsWith("extra/snapshot/") && rel.endsWith(".sysfs.txt")) {
            return "snapshot:" + rel.substring("extra/snapshot/".length(), rel.length() - ".sysfs.txt".length());
        }
        return rel;
    }

    private static Path root() {
        try {
            return Path.of(RuleCases.class.getResource("/fixtures").toURI()).normalize();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
