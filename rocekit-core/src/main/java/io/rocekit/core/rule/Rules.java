package io.rocekit.core.rule;

import io.rocekit.core.finding.Finding;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs rules: the one loop every area (doctor, bench, capture, fabric, monitor, fleet) calls, so
 * that each rule gets its own limits from the user's settings and the contract "findings only
 * under the rule's own id" is enforced in one place.
 */
public final class Rules {
    private Rules() {
    }

    /**
     * Every rule's findings on {@code evidence}, each rule under its limits in {@code settings}, in
     * rule order (callers sort or merge as their report needs).
     *
     * @throws IllegalStateException when a rule reports a finding under another id (a bug in the rule)
     */
    public static <E> List<Finding> run(List<? extends Rule<? super E>> rules, E evidence, RuleSettings settings) {
        List<Finding> out = new ArrayList<>();
        for (Rule<? super E> r : rules) {
            out.addAll(ownId(r, r.check(evidence, settings.limitsFor(r))));
        }
        return out;
    }

    /**
     * {@code findings}, checked to be {@code rule}'s own (for callers that obtain a rule's findings
     * another way than {@link Rule#check}).
     *
     * @throws IllegalStateException when one is under another id
     */
    public static List<Finding> ownId(Rule<?> rule, List<Finding> findings) {
        String id = rule.info().id();
        for (Finding f : findings) {
            if (!f.rule().equals(id)) {
                throw new IllegalStateException("rule " + id + " reported a finding under id " + f.rule());
            }
        }
        return findings;
    }
}
