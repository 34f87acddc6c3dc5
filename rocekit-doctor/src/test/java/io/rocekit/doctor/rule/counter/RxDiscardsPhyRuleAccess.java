package io.rocekit.doctor.rule.counter;

import java.util.Set;

/** Test access to the package-private list builder of {@link RxDiscardsPhyRule}. */
public final class RxDiscardsPhyRuleAccess {
    private RxDiscardsPhyRuleAccess() {
    }

    public static String pfcWith(Set<Integer> on, int prio) {
        return RxDiscardsPhyRule.pfcWith(on, prio);
    }
}
