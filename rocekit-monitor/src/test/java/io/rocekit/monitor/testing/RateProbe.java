package io.rocekit.monitor.testing;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.monitor.alert.MonitorRules;
import io.rocekit.monitor.rate.RateCalculator;
import io.rocekit.monitor.rate.SampleRates;
import io.rocekit.monitor.sample.Sample;
import io.rocekit.monitor.sample.Sampler;
import java.util.List;

/**
 * A {@link RoceTree} sampled on a hand-advanced {@link Clock}: the rates over a change, which every rate,
 * view and rule test starts from (one copy, not a field-and-setUp block per test class).
 */
public final class RateProbe {
    private final Clock clock = new Clock();
    private final Sampler sampler;

    public RateProbe(RoceTree tree) {
        sampler = tree.sampler(clock);
    }

    public Sampler sampler() {
        return sampler;
    }

    /** The rates between a sample before {@code change} and one {@code seconds} after it. */
    public SampleRates over(double seconds, Runnable change) {
        Sample a = sampler.sample();
        change.run();
        clock.advanceSeconds(seconds);
        return RateCalculator.between(a, sampler.sample());
    }

    /** The findings of rule {@code ruleId}, at its default thresholds, on {@code rates}. */
    public static List<Finding> findings(SampleRates rates, String ruleId) {
        return MonitorRules.check(rates, RuleSettings.defaults()).stream().filter(f -> f.rule().equals(ruleId)).toList();
    }
}
