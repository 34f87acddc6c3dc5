package io.rocekit.doctor.examine;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Findings;
import io.rocekit.doctor.ruleset.DoctorRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Counters taken at two or more times (two snapshots, a monitor recording, {@code collect
 * --interval}) are judged as rates: the rate rules' findings replace those of the rules that judge
 * counters as totals since boot. The rates are judged where the counters are read (the monitor);
 * which findings they replace is the doctor's to say.
 */
public final class RateJudgement {
    private RateJudgement() {
    }

    /** {@code e} with its cumulative counter findings replaced by {@code rateFindings}, most severe first. */
    public static Examination replaceCumulative(Examination e, List<Finding> rateFindings) {
        Set<String> cumulative = DoctorRules.cumulativeCounterRuleIds();
        List<Finding> out = new ArrayList<>();
        for (Finding f : e.findings()) {
            if (!cumulative.contains(f.rule())) {
                out.add(f);
            }
        }
        out.addAll(rateFindings);
        return new Examination(e.host(), e.artifacts(), e.topology(), Findings.sorted(out));
    }
}
