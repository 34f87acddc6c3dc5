package io.rocekit.doctor.bench;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Threshold;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.doctor.rule.bench.BenchRule;
import java.util.List;

/**
 * A bench rule as a doctor {@link Rule}: it judges the benchmark artifacts of a node's evidence
 * (with the port rates of its ibv_devinfo / ibstat) and says nothing when there are none.
 */
public final class DoctorRuleAdapter implements Rule {
    private final BenchRule rule;
    private final ContextMemo memo;

    public DoctorRuleAdapter(BenchRule rule) {
        this(rule, new ContextMemo());
    }

    /** An adapter sharing {@code memo} with the other bench rules of one engine, so a node's benchmarks are judged once. */
    DoctorRuleAdapter(BenchRule rule, ContextMemo memo) {
        this.rule = rule;
        this.memo = memo;
    }

    @Override
    public RuleInfo info() {
        return rule.info();
    }

    @Override
    public List<Threshold> thresholds() {
        return rule.thresholds();
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        return rule.check(memo.context(evidence, limits), limits);
    }
}
