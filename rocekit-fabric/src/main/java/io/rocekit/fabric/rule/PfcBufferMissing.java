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

/**
 * A PFC priority whose ingress priority group has no lossless buffer profile (absent or undefined). A profile
 * {@code NULL} is SONiC's dynamic buffer model asking buffermgrd to compute the headroom ("{@code NULL} means the
 * {@code profile} needs to be dynamically calculated", sonic-net/SONiC doc/qos/dynamically-headroom-calculation.md):
 * not a missing profile, unless the switch says it runs the traditional model, where nothing computes it.
 */
public final class PfcBufferMissing extends PortRule {
    public static final String ID = "fabric.pfc-buffer-missing";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "On a port whose buffer configuration is given, every PFC priority has an ingress priority group with a "
                        + "defined buffer profile: without headroom the switch drops what arrives after it sends PAUSE. "
                        + "A SONiC profile NULL is the dynamic buffer model's way of letting buffermgrd compute the headroom at "
                        + "run time: not reported where DEVICE_METADATA says buffer_model dynamic; FAIL otherwise (buffermgrd runs "
                        + "the traditional model unless told dynamic, and nothing computes NULL there), with the fix naming both ways.",
                "BUFFER_PG entries of the port, BUFFER_PROFILE, PORT_QOS_MAP pfc_enable",
                "Give the lossless priority groups a profile with headroom (SONiC: BUFFER_PG|PORT|3-4 profile from "
                        + "pg_profile_lookup.ini, or let buffermgrd generate it).", Sources.SONIC_BUFFERS + "; " + Sources.SONIC_DYNAMIC_HEADROOM);
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
            } else if (isNull(pg.get().getValue()) && bufferModel(e).filter(m -> m.equals("dynamic")).isPresent()) {
                continue; // SONiC's dynamic buffer model: profile NULL asks buffermgrd to compute the headroom
            } else if (isNull(pg.get().getValue())) {
                out.add(finding(Severity.FAIL, e.config(), p, "PFC on priority " + prio + " but its priority group "
                        + pg.get().getKey() + " has buffer profile NULL (no headroom)",
                        List.of(p.where("pfc"), p.where("pg." + pg.get().getKey())), "Give priority group " + pg.get().getKey()
                                + " a lossless profile with xon/xoff, or, where the switch is to run SONiC's dynamic buffer model "
                                + "(NULL asks buffermgrd to compute the headroom there), say so: sonic-db-cli CONFIG_DB hset "
                                + "\"DEVICE_METADATA|localhost\" buffer_model dynamic (buffermgrd runs the traditional model "
                                + "unless told; sonic-net/SONiC doc/qos/dynamically-headroom-calculation.md)."));
            } else if (!e.config().buffers().profiles().containsKey(pg.get().getValue())) {
                out.add(finding(Severity.FAIL, e.config(), p, "PFC on priority " + prio + " but its priority group profile '"
                        + pg.get().getValue() + "' is not defined", List.of(p.where("pg." + pg.get().getKey())),
                        "Define the profile or point the priority group at one that exists."));
            }
        }
    }

    /** SONiC writes {@code NULL} for "no profile here, compute it"; an empty profile reads the same. */
    private static boolean isNull(String profile) {
        return profile.equals("NULL") || profile.isEmpty();
    }

    /**
     * The buffer model the switch says it runs ({@code DEVICE_METADATA|localhost buffer_model}: {@code dynamic} or
     * {@code traditional}); empty where it does not say. buffermgrd runs the traditional model unless told
     * {@code dynamic}, so with DEVICE_METADATA present and no model a NULL profile is missing headroom; only a fragment
     * without DEVICE_METADATA (a rendered {@code qos.json} or buffer template) cannot tell, and there NULL may be how
     * buffermgrd is asked to compute the headroom (sonic-buildimage buffers_config.j2, dynamic_mode).
     */
    private static Optional<String> bufferModel(FabricEvidence e) {
        return e.config().device().flatMap(d -> d.bufferModel());
    }
}
