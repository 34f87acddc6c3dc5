package io.rocekit.doctor.rule;

import io.rocekit.doctor.rule.pcie.LinkDegradedRule;
import io.rocekit.doctor.rule.pcie.MaxReadRequestRule;
import java.util.List;

/**
 * The doctor's rules with their default thresholds, one line per rule (add yours on its own line
 * so that merges do not conflict).
 */
public final class DoctorRules {
    /** The catalogue area of these rules. */
    public static final String AREA = "doctor";

    private DoctorRules() {
    }

    /** Every doctor rule, with defaults. */
    public static List<Rule> all() {
        return List.of(
                new LinkDegradedRule(),
                new MaxReadRequestRule());
    }
}
