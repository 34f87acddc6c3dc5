package io.rocekit.core.rule;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.unit.Unit;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A toy rule over text files, to test the contract and the harness without any area's evidence. */
final class LongLineRule implements Rule<List<Path>> {
    static final String ID = "test.long-line";
    static final Threshold MAX = new Threshold("maxLength", 40, Unit.COUNT, "Longest line not reported.");
    static final Threshold FAIL_ABOVE = new Threshold("failAbove", 2, Unit.RATIO,
            "FAIL when a line is longer than this multiple of maxLength.").between(1, 10);

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL, "Lines longer than maxLength.", "text files", "shorten them",
                "this test");
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(MAX, FAIL_ABOVE);
    }

    @Override
    public List<Finding> check(List<Path> files, Limits limits) {
        long max = limits.getLong(MAX);
        List<Finding> out = new ArrayList<>();
        for (Path p : files) {
            List<String> lines;
            try {
                lines = Files.readAllLines(p);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            for (int i = 0; i < lines.size(); i++) {
                String l = lines.get(i);
                if (l.length() > max) {
                    Severity s = l.length() > max * limits.get(FAIL_ABOVE) ? Severity.FAIL : Severity.WARN;
                    out.add(new Finding(ID, s, "line of " + l.length() + " characters > " + max,
                            p.getFileName() + ":" + (i + 1), List.of(Evidence.line(p.getFileName().toString(), i + 1, l)),
                            List.of("wrap line " + (i + 1)), "this test"));
                }
            }
        }
        return out;
    }
}
