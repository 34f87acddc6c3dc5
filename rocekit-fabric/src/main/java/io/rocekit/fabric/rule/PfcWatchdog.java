package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.read.Numbers;
import java.util.List;
import java.util.TreeSet;

/** A PFC watchdog that misses a lossless priority, or one on a port without PFC. */
public final class PfcWatchdog extends PortRule {
    public static final String ID = "fabric.pfc-watchdog";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "Where a port has a PFC watchdog it covers every PFC priority of the port, and a watchdog is not configured "
                        + "on a port without PFC (a sign that PFC was meant to be there). SONiC's dual-ToR split (pfcwd_sw_enable "
                        + "3,4 with PFC on 2,3,4,6, the tunnel's priorities left to the hardware watchdog, as qos_config.j2 writes "
                        + "it) is INFO where the configuration shows it; pfcwd_sw_enable \"\" is no watchdog.",
                "PFC_WD / pfcwd_sw_enable / priority-flow-control pause watchdog, PFC priorities",
                "Enable the watchdog on all lossless priorities (SONiC: pfcwd start --action drop PORTS 200), or enable the "
                        + "missing PFC.", Sources.SONIC_PFCWD + "; " + Sources.SONIC_QOS + "; " + Sources.SONIC_TUNNEL_REMAP + "; " + Sources.IEEE_QBB);
    }

    @Override
    void check(FabricEvidence e, PortQos p, Limits limits, List<Finding> out) {
        if (p.pfcWatchdogPriorities().isEmpty()) {
            return;
        }
        var wd = p.pfcWatchdogPriorities().get();
        if (p.pfcPriorities().isEmpty()) {
            out.add(finding(Severity.WARN, e.config(), p, "PFC watchdog configured but the port has no PFC priority",
                    List.of(p.where("pfcwd"), p.where("pfc")), "Enable PFC on the lossless priorities or remove the watchdog."));
            return;
        }
        TreeSet<Integer> missing = new TreeSet<>(p.pfcPriorities());
        missing.removeAll(wd);
        if (!missing.isEmpty() && p.where("pfcwd.split").isPresent()) {
            // SONiC's dual-ToR design: the software watchdog on the lossless TCs, the tunnel's priorities left to hardware
            out.add(finding(Severity.INFO, e.config(), p, "software PFC watchdog (pfcwd_sw_enable) on " + Numbers.compact(wd)
                    + " leaves priority " + Numbers.compact(missing) + " of PFC on " + Numbers.compact(p.pfcPriorities())
                    + " to SONiC's split between software and hardware watchdog (dual-ToR tunnel QoS remap)",
                    List.of(p.where("pfcwd"), p.where("pfc"), p.where("pfcwd.split")), "Nothing to change: SONiC's qos_config.j2 "
                            + "writes pfc_enable 2,3,4,6 with pfcwd_sw_enable 3,4 on the ports that carry the tunnel's "
                            + "priorities (sonic-net/SONiC doc/qos/tunnel_dscp_remapping.md 5.1.3: pfc_wd_sw_enable 3,4, "
                            + "pfc_wd_hw_enable 2,6)."));
        } else if (!missing.isEmpty()) {
            out.add(finding(Severity.WARN, e.config(), p, "PFC watchdog misses lossless priority " + Numbers.compact(missing)
                    + " (watchdog on " + (wd.isEmpty() ? "none" : Numbers.compact(wd)) + ", PFC on "
                    + Numbers.compact(p.pfcPriorities()) + ")", List.of(p.where("pfcwd"), p.where("pfc")),
                    "Enable the watchdog on every PFC priority."));
        }
        TreeSet<Integer> extra = new TreeSet<>(wd);
        extra.removeAll(p.pfcPriorities());
        if (!extra.isEmpty()) {
            out.add(finding(Severity.WARN, e.config(), p, "PFC watchdog on priority " + Numbers.compact(extra) + " which has no PFC",
                    List.of(p.where("pfcwd"), p.where("pfc")), "Align the watchdog priorities with the PFC priorities."));
        }
    }
}
