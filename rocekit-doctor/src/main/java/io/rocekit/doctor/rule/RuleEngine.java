package io.rocekit.doctor.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Findings;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.core.rule.Rules;
import java.util.List;

/** Runs a set of rules over one node's evidence and returns the findings in report order. */
public final class RuleEngine {
    private final List<Rule> rules;
    private final RuleSettings settings;

    /** At default thresholds. */
    public RuleEngine(List<? extends Rule> rules) {
        this(rules, RuleSettings.defaults());
    }

    /** With the user's threshold overrides. */
    public RuleEngine(List<? extends Rule> rules, RuleSettings settings) {
        this.rules = List.copyOf(rules);
        this.settings = settings;
    }

    /** The rules this engine runs. */
    public List<Rule> rules() {
        return rules;
    }

    /** Every rule's findings, most severe first. */
    public List<Finding> run(NodeEvidence evidence) {
        return Findings.sorted(Rules.run(rules, evidence, settings));
    }
}
