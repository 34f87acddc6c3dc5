package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.Vendor;
import io.rocekit.fabric.read.Numbers;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A PFC priority whose ingress priority group has no lossless buffer profile (absent or undefined). A profile
 * {@code NULL} is SONiC's dynamic buffer model asking buffermgrd to compute the headroom ("{@code NULL} means the
 * {@code profile} needs to be dynamically calculated", sonic-net/SONiC doc/qos/dynamically-headroom-calculation.md):
 * not a missing profile, unless the switch says it runs the traditional model, where nothing computes it. In the
 * traditional model a port with no priority group for any of its PFC priorities is what SONiC's own templates write
 * (buffers_config.j2 gives BUFFER_PG only PG 0): buffermgrd adds {@code BUFFER_PG|PORT|<pfc_enable>} with
 * {@code pg_lossless_<speed>_<cable>_profile} from the platform's pg_profile_lookup.ini once the port has a cable
 * length other than 0m (sonic-swss cfgmgr/buffermgr.cpp doSpeedUpdateTask), so there it is not judged.
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
                        + "the traditional model unless told dynamic, and nothing computes NULL there), with the fix naming both ways. "
                        + "A SONiC port none of whose PFC priorities has a priority group, with a cable length (not 0m), outside the "
                        + "dynamic model, is INFO (not judged): buffermgrd adds those groups at run time from pg_profile_lookup.ini, "
                        + "as it does for every port of SONiC's own traditional buffer templates.",
                "BUFFER_PG entries of the port, BUFFER_PROFILE, PORT_QOS_MAP pfc_enable",
                "Give the lossless priority groups a profile with headroom (SONiC: BUFFER_PG|PORT|3-4 profile from "
                        + "pg_profile_lookup.ini, or let buffermgrd generate it).", Sources.SONIC_BUFFERS + "; " + Sources.SONIC_DYNAMIC_HEADROOM
                        + "; " + Sources.SONIC_BUFFERMGR);
    }

    @Override
    void check(FabricEvidence e, PortQos p, Limits limits, List<Finding> out) {
        if (p.pfcPriorities().isEmpty() || p.priorityGroups().isEmpty()) {
            return;
        }
        List<Integer> uncovered = p.pfcPriorities().stream().filter(prio -> group(p, prio).isEmpty()).toList();
        // buffermgrd writes the groups of all pfc_enable priorities; a port that has some of them already is not SONiC's
        // template, and the rest stays missing
        boolean added = !uncovered.isEmpty() && uncovered.size() == p.pfcPriorities().size() && buffermgrdAddsIt(e, p);
        if (added) {
            out.add(addedAtRunTime(e, p, uncovered));
        }
        for (int prio : p.pfcPriorities()) {
            Optional<Map.Entry<String, String>> pg = group(p, prio);
            if (pg.isEmpty() && added) {
                continue; // buffermgrd adds it at run time (addedAtRunTime)
            } else if (pg.isEmpty()) {
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

    /** The port's priority group that covers the priority, if any. */
    private static Optional<Map.Entry<String, String>> group(PortQos p, int prio) {
        return p.priorityGroups().entrySet().stream().filter(x -> Numbers.list(x.getKey()).orElse(List.of()).contains(prio)).findFirst();
    }

    /**
     * Whether SONiC's buffermgrd adds the port's lossless priority groups itself: a SONiC port with a cable length
     * other than 0m, on a switch not said to run the dynamic model (sonic-swss cfgmgr/buffermgr.cpp doSpeedUpdateTask
     * creates {@code BUFFER_PG|PORT|<pfc_enable>} there, and nothing at 0m or without a cable length).
     */
    private static boolean buffermgrdAddsIt(FabricEvidence e, PortQos p) {
        return e.config().vendor() == Vendor.SONIC && bufferModel(e).filter(m -> m.equals("dynamic")).isEmpty()
                && p.cableMeters().isPresent() && p.cableMeters().getAsDouble() > 0;
    }

    private Finding addedAtRunTime(FabricEvidence e, PortQos p, List<Integer> prios) {
        String cable = p.cableLength().orElse("");
        String list = String.join(",", prios.stream().map(String::valueOf).toList());
        return finding(Severity.INFO, e.config(), p, "PFC on priority " + list + " with no priority group in the file: not judged "
                + "(SONiC's buffermgrd adds BUFFER_PG for the pfc_enable priorities at run time, cable " + cable + ")",
                List.of(p.where("pfc"), p.where("cable")), "On the switch, check that buffermgrd created the group from the "
                        + "platform's pg_profile_lookup.ini (a row for the port's speed and cable length " + cable + "): "
                        + "sonic-db-cli CONFIG_DB keys 'BUFFER_PG|" + p.port() + "|*' (sonic-swss cfgmgr/buffermgr.cpp "
                        + "doSpeedUpdateTask logs 'No PG profile configured for speed ... and cable length ...' where it has none).");
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
