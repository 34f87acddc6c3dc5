package io.rocekit.capture.rules;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Findings;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.core.rule.Rules;
import java.util.ArrayList;
import java.util.List;

/** The capture rule set: every rule's metadata ({@link #all()}) and the evaluation of a report. */
public final class CaptureRules {
    /** The catalogue area of these rules. */
    public static final String AREA = "capture";

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

    /** Metadata of every capture rule, by id. */
    public static List<RuleInfo> all() {
        return RULES.stream().map(CaptureRule::info).sorted(java.util.Comparator.comparing(RuleInfo::id)).toList();
    }

    /** Every capture rule (for {@code rocekit rules}, docs/rules.md and settings validation). */
    public static List<CaptureRule> rules() {
        return RULES;
    }

    /** Every rule's findings about {@code report}, each under its limits in {@code settings}, in report order. */
    public static List<Finding> evaluate(CaptureReport report, RuleSettings settings) {
        return Findings.sorted(Rules.run(RULES, report, settings));
    }
}
