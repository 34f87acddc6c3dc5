package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Quantities;
import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Threshold;
import io.rocekit.core.unit.Unit;
import io.rocekit.fabric.calc.Headroom;
import io.rocekit.fabric.model.BufferProfile;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Vendor;
import io.rocekit.fabric.read.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A lossless priority group whose xoff headroom is below what SONiC's headroom calculator gives for the
 * port's speed, cable length and MTU: after the switch sends PAUSE, the bytes still in flight (the
 * peer's response time, the cable's round trip, a frame being sent) overflow the headroom and are
 * dropped on a class that is meant to be lossless.
 */
public final class PfcHeadroom extends PortRule {
    public static final String ID = "fabric.headroom";

    /** The MTU assumed where the configuration states none: the smallest usual one, so the bound stays a lower bound. */
    static final int ASSUMED_MTU = 1500;

    static final Threshold ROUNDING = new Threshold("roundingAllowance", 0.065, Unit.RATIO,
            "How far below the calculated xoff a configured one may be before it is a failure, for the rounding ASICs "
                    + "apply to what is configured (NVIDIA documents 150,000 B programmed as 159,744 B on Spectrum-4/5, "
                    + "6.5 %); a shortfall within it is reported as INFO").between(0, 1);

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "On a port with PFC whose lossless buffer profile gives an xoff, the xoff is at least what SONiC's "
                        + "headroom calculator (buffer_headroom_mellanox.lua) gives for the port's speed, cable length and MTU, "
                        + "less the documented ASIC rounding; where the speed or the cable length is not in the configuration "
                        + "the headroom is reported as not checked.",
                "PORT speed/mtu, CABLE_LENGTH, BUFFER_PG of the PFC priorities, BUFFER_PROFILE xoff (or size - xon)",
                "Raise the lossless profile's xoff to the calculated value (rocekit fabric headroom --speed S --cable L "
                        + "--mtu M shows the arithmetic), or correct the cable length it was sized for.",
                Sources.SONIC_HEADROOM + "; " + Sources.SONIC_BUFFERS + "; " + Sources.IEEE_QBB);
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(ROUNDING);
    }

    @Override
    void check(FabricEvidence e, PortQos p, Limits limits, List<Finding> out) {
        if (p.pfcPriorities().isEmpty() || p.priorityGroups().isEmpty()) {
            return; // fabric.pfc-off / fabric.pfc-buffer-missing speak for these ports
        }
        SwitchConfig c = e.config();
        // The profiles of the priority groups that carry a PFC priority, each once.
        Map<String, String> profilePg = new LinkedHashMap<>();
        for (int prio : p.pfcPriorities()) {
            p.priorityGroups().entrySet().stream()
                    .filter(x -> Numbers.list(x.getKey()).orElse(List.of()).contains(prio)).findFirst()
                    .filter(x -> c.buffers().profiles().containsKey(x.getValue()))
                    .ifPresent(x -> profilePg.putIfAbsent(x.getValue(), x.getKey()));
        }
        for (Map.Entry<String, String> pp : profilePg.entrySet()) {
            BufferProfile prof = c.buffers().profiles().get(pp.getKey());
            String pg = pp.getValue();
            Optional<Evidence> pgWhere = p.where("pg." + pg);
            OptionalLong xoff = xoff(prof);
            String what = "priority group " + pg + " (profile " + prof.name() + ")";
            if (xoff.isEmpty()) {
                out.add(finding(Severity.INFO, c, p, what + " gives no xoff (nor size and xon): headroom not checked",
                        List.of(pgWhere), "Give the lossless profile an xoff so it can be checked."));
                continue;
            }
            // With --intent, a port without its own speed is taken at the speed the intent sized headroom for.
            OptionalLong speedOf = p.speedMbps().isPresent() ? p.speedMbps()
                    : e.intent().map(in -> OptionalLong.of(in.buffers().speedMbps())).orElse(OptionalLong.empty());
            List<String> missing = new ArrayList<>();
            if (speedOf.isEmpty()) {
                missing.add("port speed");
            }
            if (p.cableMeters().isEmpty()) {
                missing.add(p.cableLength().map(l -> "a readable cable length (found '" + l + "')").orElse("cable length"));
            }
            if (!missing.isEmpty()) {
                out.add(finding(Severity.INFO, c, p, what + " xoff " + xoff.getAsLong() + " B not checked: the configuration "
                        + "states no " + String.join(" and no ", missing), List.of(pgWhere, p.where("speed"), p.where("cable")),
                        "Give the port its speed and cable length (SONiC: PORT speed, CABLE_LENGTH) to have the headroom checked."));
                continue;
            }
            long speed = speedOf.getAsLong();
            double cable = p.cableMeters().getAsDouble();
            boolean mtuKnown = p.ipMtu().isPresent();
            int mtu = mtuKnown ? p.ipMtu().getAsInt() : ASSUMED_MTU;
            Headroom.Lowest low = Headroom.lowestXoff(speed, cable, mtu);
            long need = low.result().xoffBytes();
            long have = xoff.getAsLong();
            if (have >= need) {
                continue;
            }
            double shortBy = (need - have) / (double) need;
            boolean withinRounding = shortBy <= limits.get(ROUNDING);
            String title = what + " xoff " + have + " B is below the " + need + " B SONiC's headroom calculator gives for "
                    + speedText(speed) + ", " + trim(cable) + " m, MTU " + mtu + (mtuKnown ? "" : " (assumed)")
                    + " (" + Quantities.percent(shortBy) + " short"
                    + (withinRounding ? ", within the " + Quantities.percent(limits.get(ROUNDING)) + " ASIC rounding allowance)" : ")");
            List<Evidence> ev = new ArrayList<>();
            for (Optional<Evidence> o : List.of(pgWhere, p.where("speed"), p.where("cable"), p.where("mtu"))) {
                o.filter(x -> !ev.contains(x)).ifPresent(ev::add);
            }
            ev.add(Evidence.value("profile " + prof.name() + ": " + xoffText(prof)));
            if (p.speedMbps().isEmpty()) {
                ev.add(Evidence.value("port speed not in the configuration: the intent's " + speedText(speed) + " used"));
            }
            if (!mtuKnown) {
                ev.add(Evidence.value("MTU not in the configuration: " + ASSUMED_MTU + " assumed (the smallest usual MTU; "
                        + "a larger one needs more headroom)"));
            }
            ev.add(Evidence.value("calculator (" + low.asic().name() + ", cell " + low.asic().cellBytes()
                    + " B: the least-demanding ASIC of SONiC's Mellanox table):"));
            low.result().steps().forEach(s -> ev.add(Evidence.value(s.strip())));
            out.add(new Finding(ID, withinRounding ? Severity.INFO : Severity.FAIL, title, c.label() + ": " + p.port(), ev,
                    fix(c, p, prof, need), info().source()));
        }
    }

    /** The xoff a profile gives: its own, else size - xon (SONiC's Mellanox profiles reserve size = xoff + xon). */
    static OptionalLong xoff(BufferProfile prof) {
        if (prof.xoffBytes().isPresent()) {
            return prof.xoffBytes();
        }
        if (prof.sizeBytes().isPresent() && prof.xonBytes().isPresent() && prof.sizeBytes().getAsLong() > prof.xonBytes().getAsLong()) {
            return OptionalLong.of(prof.sizeBytes().getAsLong() - prof.xonBytes().getAsLong());
        }
        return OptionalLong.empty();
    }

    private static String xoffText(BufferProfile prof) {
        StringBuilder b = new StringBuilder();
        prof.xoffBytes().ifPresent(v -> b.append("xoff ").append(v).append(" B"));
        prof.xonBytes().ifPresent(v -> b.append(b.length() > 0 ? ", " : "").append("xon ").append(v).append(" B"));
        prof.sizeBytes().ifPresent(v -> b.append(b.length() > 0 ? ", " : "").append("size ").append(v).append(" B"));
        if (prof.xoffBytes().isEmpty()) {
            b.append(" (xoff = size - xon)");
        }
        return b.toString();
    }

    /** The fix in the vendor's own syntax. */
    private static List<String> fix(SwitchConfig c, PortQos p, BufferProfile prof, long need) {
        long size = prof.xonBytes().isPresent() ? need + prof.xonBytes().getAsLong() : need;
        if (c.vendor() == Vendor.SONIC) {
            String sizePart = prof.sizeBytes().isPresent() ? " size " + Math.max(size, prof.sizeBytes().getAsLong()) : "";
            return List.of("sonic-db-cli CONFIG_DB hset \"BUFFER_PROFILE|" + prof.name() + "\" xoff " + need + sizePart
                    + "   # then config save; every port using " + prof.name() + " gets it");
        }
        if (c.vendor() == Vendor.CUMULUS_TRAFFIC_CONF && prof.name().startsWith("pfc.")) {
            String group = prof.name().substring(4);
            List<String> lines = new ArrayList<>();
            lines.add("pfc." + group + ".xoff_size = " + need);
            if (prof.sizeBytes().isPresent() && prof.sizeBytes().getAsLong() < need) {
                lines.add("pfc." + group + ".port_buffer_bytes = " + need + "   # at least the xoff");
            }
            lines.add("in /etc/cumulus/datapath/traffic.conf, then have switchd read it again (Cumulus Linux 4.x QoS guide)");
            return lines;
        }
        return List.of("Give profile " + prof.name() + " an xoff of at least " + need + " B.");
    }

    private static String speedText(long mbps) {
        return mbps % 1000 == 0 ? mbps / 1000 + "G" : mbps + " Mb/s";
    }

    private static String trim(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }
}
