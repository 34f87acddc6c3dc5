package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.read.Numbers;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A PFC priority whose ingress priority group has no lossless buffer profile (absent or NULL). */
public final class PfcBufferMissing extends PortRule {
    public static final String ID = "fabric.pfc-buffer-missing";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "On a port whose buffer configuration is given, every PFC priority has an ingress priority group with a "
                        + "defined buffer profile (not NULL): without headroom the switch drops what arrives after it sends PAUSE.",
                "BUFFER_PG entries of the port, BUFFER_PROFILE, PORT_QOS_MAP pfc_enable",
                "Give the lossless priority groups a profile with headroom (SONiC: BUFFER_PG|PORT|3-4 profile from "
                        + "pg_profile_lookup.ini, or let buffermgrd generate it).", Sources.SONIC_BUFFERS);
    }

    @Override
    void check(FabricEvidence e, PortQos p, Limits limits, List<Finding> out) {
        if (p.pfcPriorities().isEmpty() || p.priorityGroups().isEmpty()) {
            return;
        }
        for (int prio : p.pfcPriorities()) {
            Optional<Map.Entry<String, String>> pg = p.priorityGroups().entrySet().stream()
                    .filter(x -> Numbers.list(x.getKey()).orElse(List.of()).contains(prio)).findFirst();
            if (pg.isEmpty()) {
                out.add(finding(Severity.FAIL, e.config(), p, "PFC on priority " + prio + " but no priority group of the port "
                        + "covers it", List.of(p.where("pfc")), "Add a lossless BUFFER_PG for priority " + prio + "."));
            } else if (pg.get().getValue().equals("NULL") || pg.get().getValue().isEmpty()) {
                out.add(finding(Severity.FAIL, e.config(), p, "PFC on priority " + prio + " but its priority group "
                        + pg.get().getKey() + " has buffer profile NULL (no headroom)",
                        List.of(p.where("pfc"), p.where("pg." + pg.get().getKey())), "Give priority group " + pg.get().getKey()
                                + " a lossless profile with xon/xoff."));
            } else if (!e.config().buffers().profiles().containsKey(pg.get().getValue())) {
                out.add(finding(Severity.FAIL, e.config(), p, "PFC on priority " + prio + " but its priority group profile '"
                        + pg.get().getValue() + "' is not defined", List.of(p.where("pg." + pg.get().getKey())),
                        "Define the profile or point the priority group at one that exists."));
            }
        }
    }
}
