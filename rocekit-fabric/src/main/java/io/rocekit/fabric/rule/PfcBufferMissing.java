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
                        + "defined buffer profile (not NULL): without headroom the switch drops what arrives after it sends PAUSE. "
                        + "On a SONiC switch whose DEVICE_METADATA says buffer_model dynamic, NULL is the vendor's way of letting "
                        + "buffermgrd compute the headroom and is not reported.",
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
            } else if ((pg.get().getValue().equals("NULL") || pg.get().getValue().isEmpty()) && dynamicBufferModel(e)) {
                continue; // SONiC's dynamic buffer model: profile NULL asks buffermgrd to compute the headroom
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

    /**
     * Whether the switch says it runs SONiC's dynamic buffer model ({@code DEVICE_METADATA|localhost buffer_model
     * dynamic}): there a lossless priority group with profile {@code NULL} is how buffermgrd is asked to compute
     * the headroom from the port's speed and cable length (sonic-buildimage buffers_config.j2, dynamic_mode), the
     * vendor's own default rather than a missing profile. Without the key the model is traditional, SONiC's default.
     */
    private static boolean dynamicBufferModel(FabricEvidence e) {
        return e.config().device().flatMap(d -> d.bufferModel()).filter(m -> m.equals("dynamic")).isPresent();
    }
}
