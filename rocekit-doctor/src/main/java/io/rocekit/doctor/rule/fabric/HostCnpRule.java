package io.rocekit.doctor.rule.fabric;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.doctor.rule.nic.RoceDefaults;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.host.facts.HostFacts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * {@code fabric.host-cnp}: the DSCP the NIC sends CNPs with (its {@code roce_np/cnp_dscp}, else the
 * firmware default 48) lands on the switch in the class of the RoCE data, where it queues behind the
 * congestion it reports.
 */
public final class HostCnpRule implements Rule {
    public static final String ID = "fabric.host-cnp";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "The switch gives the NIC's CNP DSCP a class of its own, not the RoCE data class.",
                "a switch configuration; the node's sys/class/net/IF/ecn/roce_np/cnp_dscp (default 48)",
                "Map the CNP DSCP to its own strict-priority class on the switch (NVIDIA: DSCP 48 -> TC 6 strict).",
                "NVIDIA DCQCN parameters (cnp_dscp default 48, cnp_802p_prio 6); " + HostDscpRule.SOURCE);
    }

    @Override
    public List<Finding> check(NodeEvidence e, Limits limits) {
        List<SwitchConfig> switches = HostSide.switches(e);
        if (switches.isEmpty()) {
            return List.of();
        }
        // the DSCP CNPs were seen with on the wire, else the NIC's setting, else its default
        Optional<Integer> seen = e.derived(io.rocekit.host.facts.ObservedQos.class).flatMap(o -> o.mainCnpDscp());
        int cnp = seen.orElseGet(() -> e.derived(HostFacts.class).flatMap(f -> f.cnpSettings().stream()
                .filter(v -> v.path().endsWith("cnp_dscp") && v.value().matches("\\d+")).findFirst())
                .map(v -> Integer.parseInt(v.value())).orElse(RoceDefaults.CNP_DSCP));
        List<Finding> out = new ArrayList<>();
        for (Map.Entry<Integer, String> roce : HostSide.roceDscps(e).entrySet()) {
            for (SwitchConfig c : switches) {
                List<PortQos> shared = new ArrayList<>();
                for (PortQos p : c.ports()) {
                    OptionalInt a = p.tcOfDscp(cnp);
                    OptionalInt b = p.tcOfDscp(roce.getKey());
                    if (HostSide.byDscp(p) && a.isPresent() && b.isPresent() && a.getAsInt() == b.getAsInt()) {
                        shared.add(p);
                    }
                }
                if (!shared.isEmpty()) {
                    out.add(new Finding(ID, Severity.WARN, "CNP DSCP " + cnp + " shares class " + shared.get(0).tcOfDscp(cnp).getAsInt()
                            + " with RoCE DSCP " + roce.getKey() + " on switch " + c.label() + " on " + shared.size() + " port(s): "
                            + HostSide.ports(shared), c.label(), HostSide.evidence(shared, "dscp", c, Optional.empty()),
                            List.of("Give DSCP " + cnp + " its own strict class (priority " + RoceDefaults.CNP_PRIORITY + ")."),
                            info().source()));
                }
            }
        }
        return out;
    }
}
