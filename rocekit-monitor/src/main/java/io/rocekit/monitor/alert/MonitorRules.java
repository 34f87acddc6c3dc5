package io.rocekit.monitor.alert;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.core.rule.Rules;
import io.rocekit.monitor.rate.SampleRates;
import java.util.List;

/** The monitor's rules, one line each. */
public final class MonitorRules {
    /** The catalogue area. */
    public static final String AREA = "monitor";

    private MonitorRules() {
    }

    public static List<MonitorRule> all() {
        return List.of(
                new PauseStormRule(),
                new CnpWithoutEcnRule(),
                new LosslessDropRule(),
                new LinkFlapRule(),
                new RetransmissionRule());
    }

    /** Every rule on {@code rates} under {@code settings}. */
    public static List<Finding> check(SampleRates rates, RuleSettings settings) {
        return Rules.run(all(), rates, settings);
    }
}
