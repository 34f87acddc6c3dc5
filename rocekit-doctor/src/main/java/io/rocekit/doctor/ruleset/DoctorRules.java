package io.rocekit.doctor.ruleset;

import io.rocekit.doctor.rule.Rule;
import io.rocekit.doctor.rule.counter.CnpCounterRule;
import io.rocekit.doctor.rule.counter.PauseRule;
import io.rocekit.doctor.rule.counter.RetransmissionRule;
import io.rocekit.doctor.rule.counter.RxDiscardsPhyRule;
import io.rocekit.doctor.rule.counter.RxOutOfBufferRule;
import io.rocekit.doctor.rule.gpu.Bar1SmallRule;
import io.rocekit.doctor.rule.gpu.NoPeerMemoryRule;
import io.rocekit.doctor.rule.host.CpuGovernorRule;
import io.rocekit.doctor.rule.host.CstatesRule;
import io.rocekit.doctor.rule.host.HugepagesRule;
import io.rocekit.doctor.rule.host.IommuTranslatedRule;
import io.rocekit.doctor.rule.host.IrqAffinityRule;
import io.rocekit.doctor.rule.nic.CnpPriorityRule;
import io.rocekit.doctor.rule.nic.FirmwareSettingRule;
import io.rocekit.doctor.rule.nic.LinkSpeedRule;
import io.rocekit.doctor.rule.nic.PfcPriorityRule;
import io.rocekit.doctor.rule.nic.RoceTosRule;
import io.rocekit.doctor.rule.nic.TrustModeRule;
import io.rocekit.doctor.rule.pcie.LinkDegradedRule;
import io.rocekit.doctor.rule.pcie.MaxReadRequestRule;
import java.util.List;
import java.util.Set;

/**
 * The doctor's rules with their default thresholds, one line per rule (add yours on its own line
 * so that merges do not conflict).
 */
public final class DoctorRules {
    /** The catalogue area of these rules. */
    public static final String AREA = "doctor";

    private DoctorRules() {
    }

    /**
     * The ids of the rules that judge counters as totals since boot: where the counters were taken
     * at two times, their rates are judged instead (io.rocekit.doctor.examine.RateJudgement).
     */
    public static Set<String> cumulativeCounterRuleIds() {
        return Set.of(RxOutOfBufferRule.ID, RxDiscardsPhyRule.ID, PauseRule.ID, CnpCounterRule.ID, RetransmissionRule.ID);
    }

    /** The rules that compare a node's evidence with switch configurations ({@code fabric.host-*}), with defaults. */
    public static List<Rule> hostAgainstSwitch() {
        return List.of(
                new io.rocekit.doctor.rule.fabric.HostDscpRule(),
                new io.rocekit.doctor.rule.fabric.HostPfcRule(),
                new io.rocekit.doctor.rule.fabric.HostTrustRule(),
                new io.rocekit.doctor.rule.fabric.HostCnpRule(),
                new io.rocekit.doctor.rule.fabric.HostMtuRule());
    }

    /** Every doctor rule, with defaults. */
    public static List<Rule> all() {
        return List.of(
                new LinkDegradedRule(),
                new MaxReadRequestRule(),
                new Bar1SmallRule(),
                new NoPeerMemoryRule(),
                new IommuTranslatedRule(),
                new CpuGovernorRule(),
                new CstatesRule(),
                new IrqAffinityRule(),
                new HugepagesRule(),
                new LinkSpeedRule(),
                new TrustModeRule(),
                new PfcPriorityRule(),
                new RoceTosRule(),
                new CnpPriorityRule(),
                new FirmwareSettingRule(),
                new RxOutOfBufferRule(),
                new RxDiscardsPhyRule(),
                new PauseRule(),
                new CnpCounterRule(),
                new RetransmissionRule(),
                new io.rocekit.doctor.rule.gpu.EccDisabledRule(),
                new io.rocekit.doctor.rule.gpu.MemoryErrorsRule(),
                new io.rocekit.doctor.rule.nic.RoceMtuRule(),
                new io.rocekit.doctor.rule.nic.RoceGidRule(),
                new io.rocekit.doctor.rule.pcie.AcsEnabledRule(),
                new io.rocekit.doctor.rule.topology.GpuNicFarRule(),
                new io.rocekit.doctor.rule.fabric.HostDscpRule(),
                new io.rocekit.doctor.rule.fabric.HostPfcRule(),
                new io.rocekit.doctor.rule.fabric.HostTrustRule(),
                new io.rocekit.doctor.rule.fabric.HostCnpRule(),
                new io.rocekit.doctor.rule.fabric.HostMtuRule());
    }
}
