package io.rocekit.fabric.rule;

import io.rocekit.core.rule.Rule;
import java.util.List;

/** Every {@code fabric.*} rule, in the order reports list them. */
public final class FabricRules {
    /** The area the rule catalogue files them under. */
    public static final String AREA = "fabric";

    private FabricRules() {
    }

    public static List<Rule<FabricEvidence>> all() {
        return List.of(new RoceDscpLossy(), new PfcOff(), new PfcUnreached(), new CnpClass(), new EcnThresholds(),
                new EcnWithoutPfc(), new PfcBufferMissing(), new PfcHeadroom(), new PfcWatchdog(), new DanglingReference(), new UnusedDefinition(),
                new PortOutlier(), new SchedulingShares(), new IntentMismatch());
    }
}
