package io.rocekit.capture.rules;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Findings;
import io.rocekit.core.finding.RuleInfo;
import java.util.ArrayList;
import java.util.List;

/** The capture rule set: every rule's metadata ({@link #all()}) and the evaluation of a report. */
public final class CaptureRules {
    private static final List<CaptureRule> RULES = build();

    private CaptureRules() {
    }

    private static List<CaptureRule> build() {
        List<CaptureRule> l = new ArrayList<>(List.of(
                new DscpMismatchRule(), new CnpDscpRule(), new CnpOnDataPriorityRule(), new PcpMismatchRule(),
                new NonEctRule(), new BadIcrcRule(), new PsnGapRule(), new RetransmissionStormRule(),
                new StalledFlowRule(), new NakErrorRule(), new RnrNakRule()));
        l.addAll(CaptureFileRule.all());
        return List.copyOf(l);
    }

    /** Metadata of every capture rule (for {@code rocekit rules} and docs/rules.md), by id. */
    public static List<RuleInfo> all() {
        return RULES.stream().map(CaptureRule::info).sorted(java.util.Comparator.comparing(RuleInfo::id)).toList();
    }

    /** Every rule's findings about {@code report}, in report order. */
    public static List<Finding> evaluate(CaptureReport report, RuleSettings settings) {
        List<Finding> out = new ArrayList<>();
        for (CaptureRule r : RULES) {
            r.check(report, settings, out);
        }
        return Findings.sorted(out);
    }
}
