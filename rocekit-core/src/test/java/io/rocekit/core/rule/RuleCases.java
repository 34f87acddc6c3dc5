package io.rocekit.core.rule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * The one rule-case harness of every area (as PMD's rule XML tests): a case names fixture files,
 * optional threshold overrides, and exactly the findings the rule must give, or none where it must
 * stay silent. Cases live in a JSON file beside the fixtures:
 *
 * <pre>{@code
 * {
 *   "rule": "pcie.max-read-request",
 *   "cases": [
 *     { "name": "MRRS 512 on a ConnectX-7 is reported",
 *       "fixtures": ["lspci-mrrs512.txt"],
 *       "findings": [ { "severity": "WARN", "subject": "17:00.0 Ethernet controller: ...",
 *                       "title": "512 bytes", "evidence": ["MaxReadReq 512"], "remediation": ["setpci -s 17:00.0"] } ] },
 *     { "name": "lowered threshold silences it", "fixtures": ["lspci-mrrs512.txt"],
 *       "set": { "minMaxReadRequest": "512" }, "findings": [] }
 *   ]
 * }
 * }</pre>
 *
 * <p>{@code severity} and {@code subject} must equal the finding's; {@code title} and each string of
 * {@code evidence} and {@code remediation} must occur in the finding's title, in one of its
 * evidence lines ({@code file:line: text}), in one of its remediation lines. Every finding must be
 * matched by one expectation and every expectation by one finding. Fixture paths are relative to the
 * case file. Every finding must carry the rule's id, a title, a subject and a reference; an area
 * adds its own invariants with {@link #invariant}.
 *
 * <p>Use from a JUnit 5 {@code @TestFactory}:
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicTest> cases() {
 *     return RuleCases.of(new MaxReadRequestRule(), Evidences::of).fromResource(getClass(), "max-read-request.cases.json");
 * }
 * }</pre>
 *
 * @param <E> the evidence the rule reads
 */
public final class RuleCases<E> {
    /** Loads a rule's evidence from fixture files. */
    @FunctionalInterface
    public interface Loader<E> {
        E load(List<Path> fixtures) throws Exception;
    }

    /**
     * One expected finding.
     *
     * @param severity    the finding's severity
     * @param subject     the finding's subject, exactly
     * @param title       a substring of the title ("" for any)
     * @param evidence    substrings each found in some evidence line
     * @param remediation substrings each found in some remediation line
     */
    public record Expect(Severity severity, String subject, String title, List<String> evidence,
            List<String> remediation) {
        public Expect {
            Objects.requireNonNull(severity, "severity");
            Objects.requireNonNull(subject, "subject");
            Objects.requireNonNull(title, "title");
            evidence = List.copyOf(evidence);
            remediation = List.copyOf(remediation);
        }

        /** Severity and subject only. */
        public static Expect of(Severity severity, String subject) {
            return new Expect(severity, subject, "", List.of(), List.of());
        }

        boolean matches(Finding f) {
            return f.severity() == severity && f.subject().equals(subject) && f.title().contains(title)
                    && evidence.stream().allMatch(s -> f.evidence().stream().map(Evidence::toString)
                            .anyMatch(e -> e.contains(s)))
                    && remediation.stream().allMatch(s -> f.remediation().stream().anyMatch(r -> r.contains(s)));
        }

        @Override
        public String toString() {
            return severity + " " + subject + (title.isEmpty() ? "" : " title~'" + title + "'")
                    + (evidence.isEmpty() ? "" : " evidence~" + evidence)
                    + (remediation.isEmpty() ? "" : " remediation~" + remediation);
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Rule<E> rule;
    private final Loader<E> loader;
    private final List<Consumer<Finding>> invariants = new ArrayList<>();

    private RuleCases(Rule<E> rule, Loader<E> loader) {
        this.rule = rule;
        this.loader = loader;
    }

    /** Cases of {@code rule}, whose evidence {@code loader} reads from fixture files. */
    public static <E> RuleCases<E> of(Rule<E> rule, Loader<E> loader) {
        return new RuleCases<>(Objects.requireNonNull(rule, "rule"), Objects.requireNonNull(loader, "loader"));
    }

    /** Adds a check every finding of every case must pass (e.g. "evidence cites a file"). */
    public RuleCases<E> invariant(Consumer<Finding> check) {
        invariants.add(check);
        return this;
    }

    /** The cases of a case file on the classpath, relative to {@code anchor}'s package. */
    public Stream<DynamicTest> fromResource(Class<?> anchor, String resource) {
        URL url = anchor.getResource(resource);
        if (url == null) {
            throw new IllegalArgumentException("case file " + resource + " not found beside " + anchor.getName());
        }
        try {
            return fromFile(Path.of(url.toURI()));
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(url.toString(), e);
        }
    }

    /** The cases of a case file, one dynamic test each. */
    public Stream<DynamicTest> fromFile(Path caseFile) {
        JsonNode root;
        try {
            root = JSON.readTree(Files.readString(caseFile));
        } catch (IOException e) {
            throw new IllegalArgumentException("case file " + caseFile + ": " + e.getMessage(), e);
        }
        String id = text(root, "rule", caseFile);
        if (!id.equals(rule.info().id())) {
            throw new IllegalArgumentException("case file " + caseFile + " is for rule " + id + ", not "
                    + rule.info().id());
        }
        JsonNode cases = root.path("cases");
        if (!cases.isArray() || cases.isEmpty()) {
            throw new IllegalArgumentException("case file " + caseFile + " has no \"cases\" array");
        }
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode c : cases) {
            String name = text(c, "name", caseFile);
            List<Path> fixtures = new ArrayList<>();
            c.path("fixtures").forEach(f -> fixtures.add(caseFile.resolveSibling(f.asText())));
            Map<String, String> set = new HashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = c.path("set").fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                set.put(e.getKey(), e.getValue().asText());
            }
            if (!c.has("findings") || !c.get("findings").isArray()) {
                throw new IllegalArgumentException("case '" + name + "' in " + caseFile
                        + " has no \"findings\" array (use [] for a case that must stay silent)");
            }
            List<Expect> expected = new ArrayList<>();
            for (JsonNode f : c.get("findings")) {
                expected.add(new Expect(Severity.parse(text(f, "severity", caseFile)), text(f, "subject", caseFile),
                        f.path("title").asText(""), strings(f.path("evidence")), strings(f.path("remediation"))));
            }
            tests.add(DynamicTest.dynamicTest(rule.info().id() + ": " + name, caseFile.toUri(), () -> {
                for (Path p : fixtures) {
                    assertThat(p).as("fixture of case '%s'", name).exists();
                }
                check(loader.load(fixtures), limits(set), expected);
            }));
        }
        return tests.stream();
    }

    /** The limits of threshold overrides written as text ({@code "minMaxReadRequest": "2KiB"}). */
    public Limits limits(Map<String, String> set) {
        Map<String, Double> values = new HashMap<>();
        set.forEach((name, text) -> {
            Threshold t = rule.thresholds().stream().filter(x -> x.name().equals(name)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("rule " + rule.info().id() + " has no threshold "
                            + name + "; it has " + rule.thresholds().stream().map(Threshold::name).toList()));
            values.put(name, t.parse(text));
        });
        return Limits.of(values);
    }

    /** Runs the rule and checks that its findings are exactly {@code expected} (any order). */
    public List<Finding> check(E evidence, Limits limits, List<Expect> expected) {
        List<Finding> findings = rule.check(evidence, limits);
        List<Finding> unmatched = new ArrayList<>(findings);
        List<Expect> missing = new ArrayList<>();
        for (Expect x : expected) {
            Finding hit = unmatched.stream().filter(x::matches).findFirst().orElse(null);
            if (hit == null) {
                missing.add(x);
            } else {
                unmatched.remove(hit);
            }
        }
        if (!missing.isEmpty() || !unmatched.isEmpty()) {
            fail("rule " + rule.info().id() + (limits.equals(Limits.defaults()) ? "" : " with " + limits)
                    + "\n expected but not found:\n  " + join(missing.stream().map(Expect::toString).toList())
                    + "\n found but not expected:\n  " + join(unmatched.stream().map(RuleCases::describe).toList())
                    + "\n all findings:\n  " + join(findings.stream().map(RuleCases::describe).toList()));
        }
        for (Finding f : findings) {
            assertThat(f.rule()).as("rule id of %s", f.title()).isEqualTo(rule.info().id());
            assertThat(f.title()).as("title").isNotBlank();
            assertThat(f.subject()).as("subject of %s", f.title()).isNotBlank();
            assertThat(f.reference()).as("reference of %s", f.title()).isNotBlank();
            assertThat(f.severity()).as("severity of %s within the rule's maximum", f.title())
                    .isLessThanOrEqualTo(rule.info().severity());
            invariants.forEach(i -> i.accept(f));
        }
        return findings;
    }

    /** {@link #check(Object, Limits, List)} at default limits. */
    public List<Finding> check(E evidence, List<Expect> expected) {
        return check(evidence, Limits.defaults(), expected);
    }

    /** A finding as a failure message shows it. */
    static String describe(Finding f) {
        return f.severity() + " " + f.subject() + " | " + f.title() + " | evidence "
                + f.evidence().stream().map(Evidence::toString).collect(Collectors.toList());
    }

    private static String join(List<String> lines) {
        return lines.isEmpty() ? "(none)" : String.join("\n  ", lines);
    }

    private static String text(JsonNode n, String field, Path file) {
        JsonNode v = n.get(field);
        if (v == null || !v.isTextual()) {
            throw new IllegalArgumentException(file + ": missing text field \"" + field + "\" in " + n);
        }
        return v.asText();
    }

    private static List<String> strings(JsonNode n) {
        List<String> out = new ArrayList<>();
        n.forEach(s -> out.add(s.asText()));
        return out;
    }
}
