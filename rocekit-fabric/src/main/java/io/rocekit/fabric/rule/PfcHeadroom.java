package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Quantities;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Threshold;
import io.rocekit.core.unit.Unit;
import io.rocekit.fabric.calc.Headroom;
import io.rocekit.fabric.calc.MellanoxPlatforms;
import io.rocekit.fabric.calc.ShippedProfiles;
import io.rocekit.fabric.model.BufferProfile;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Vendor;
import io.rocekit.fabric.read.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
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
                "On a port with PFC whose lossless buffer profile gives an xoff, the xoff covers the bytes in flight after "
                        + "PAUSE (SONiC's headroom formula, buffer_headroom_mellanox.lua, with every cell full) for the port's speed, "
                        + "cable length and MTU, less the documented ASIC rounding: below it is a FAIL. Between that and what "
                        + "SONiC's dynamic buffer model computes (the ASIC from DEVICE_METADATA, else the least-demanding one; "
                        + "50 % small packets) it is INFO; a profile NVIDIA ships for that ASIC, speed and cable "
                        + "(pg_profile_lookup.ini) is never a finding. Where the speed or the cable length is not in the "
                        + "configuration the headroom is reported as not checked.",
                "PORT speed/mtu/lanes, CABLE_LENGTH, DEVICE_METADATA platform/hwsku, BUFFER_PG of the PFC priorities, "
                        + "BUFFER_PROFILE xoff (or size - xon)",
                "Raise the lossless profile's xoff to the calculated value (rocekit fabric headroom --speed S --cable L "
                        + "--mtu M --asic A shows the arithmetic), or correct the cable length it was sized for.",
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
            judge(c, p, prof, pg, xoff.getAsLong(), speedOf.getAsLong(), limits, out);
        }
    }

    /** Where the configuration names the switch, its ASIC (DEVICE_METADATA platform or hwsku). */
    private static Optional<Headroom.Asic> asicOf(SwitchConfig c) {
        return c.device().flatMap(d -> MellanoxPlatforms.asicOf(d.platform(), d.hwsku()));
    }

    /**
     * One lossless profile against, in turn: what SONiC's dynamic buffer model computes (enough: no
     * finding); the profile NVIDIA ships for this ASIC, speed and cable (the vendor's own choice: no
     * finding); the bytes in flight with full cells (enough for large packets: INFO, rocekit cannot tell
     * the traffic mix); with the ASIC unknown, a profile some Spectrum SKU ships (INFO: rocekit cannot
     * tell the ASIC); the rounding allowance (INFO); below all of these, FAIL.
     */
    private void judge(SwitchConfig c, PortQos p, BufferProfile prof, String pg, long have, long speed, Limits limits,
            List<Finding> out) {
        double cable = p.cableMeters().getAsDouble();
        boolean mtuKnown = p.ipMtu().isPresent();
        int mtu = mtuKnown ? p.ipMtu().getAsInt() : ASSUMED_MTU;
        Optional<Headroom.Asic> asic = asicOf(c);
        Optional<String> vendor = c.device().flatMap(d -> MellanoxPlatforms.otherVendor(d.platform(), d.hwsku()));
        if (vendor.isPresent()) {
            otherVendor(c, p, prof, pg, have, speed, cable, mtu, mtuKnown, vendor.get(), out);
            return;
        }
        Headroom.Lowest dynamic = Headroom.sonicDefault(asic, speed, cable, mtu, p.lanes().orElse(0) == 8);
        long computed = dynamic.result().xoffBytes();
        Optional<ShippedProfiles.Row> shipped = ShippedProfiles.lowest(asic.map(Headroom.Asic::name), speed, cable)
                .filter(r -> have >= r.xoffBytes());
        if (have >= computed || asic.isPresent() && shipped.isPresent()) {
            return;
        }
        Headroom.Result floor = Headroom.inFlight(speed, cable, mtu);
        long need = floor.xoffBytes();
        String what = "priority group " + pg + " (profile " + prof.name() + ") xoff " + have + " B";
        String conditions = speedText(speed) + ", " + trim(cable) + " m, MTU " + mtu + (mtuKnown ? "" : " (assumed)");
        String model = computed + " B SONiC's dynamic buffer model computes ("
                + (asic.isPresent() ? dynamic.asic().name() : "least-demanding ASIC " + dynamic.asic().name()) + ", "
                + Headroom.SONIC_SMALL_PACKET_PERCENT + " % small packets)";
        List<Evidence> ev = evidence(c, p, prof, pg, mtuKnown, speed, asic);
        String subject = c.label() + ": " + p.port();
        List<String> fix = fix(c, prof, Math.max(need, computed));
        double shortBy = (need - have) / (double) need;
        if (have >= need || shipped.isPresent() || shortBy <= limits.get(ROUNDING)) {
            String why = have >= need ? "above the " + need + " B in flight with full cells: enough while most lossless packets are "
                    + "large (rocekit cannot tell the traffic mix)"
                    : shipped.isPresent() ? "NVIDIA ships " + shipped.get().xoffBytes() + " B for " + shipped.get().sku() + " ("
                            + shipped.get().asic() + ") at this speed and cable; the configuration names no platform, so rocekit "
                            + "cannot tell the ASIC"
                    : Quantities.percent(shortBy) + " below the " + need + " B in flight, within the "
                            + Quantities.percent(limits.get(ROUNDING)) + " ASIC rounding allowance";
            steps(ev, "dynamic model (" + dynamic.asic().name() + ", cell " + dynamic.asic().cellBytes() + " B):", dynamic.result());
            out.add(new Finding(ID, Severity.INFO, what + " is below the " + model + " for " + conditions + "; " + why, subject, ev,
                    fix, info().source()));
            return;
        }
        steps(ev, "in flight after PAUSE (every cell full, any ASIC):", floor);
        String title = what + " is below the " + need + " B in flight after PAUSE at " + conditions
                + " (" + Quantities.percent(shortBy) + " short); the " + model;
        out.add(new Finding(ID, Severity.FAIL, title, subject, ev, fix, info().source()));
    }

    /**
     * A platform that is not a Spectrum (Arista 7050QX, a Dell or Celestica Broadcom box): its vendor's own
     * pg_profile_lookup.ini sizes the headroom, in its own cell accounting, which rocekit does not have;
     * the Mellanox formula does not apply. Below the bytes in flight it is said (INFO), never failed.
     */
    private void otherVendor(SwitchConfig c, PortQos p, BufferProfile prof, String pg, long have, long speed,
            double cable, int mtu, boolean mtuKnown, String vendor, List<Finding> out) {
        Headroom.Result floor = Headroom.inFlight(speed, cable, mtu);
        if (have >= floor.xoffBytes()) {
            return;
        }
        List<Evidence> ev = evidence(c, p, prof, pg, mtuKnown, speed, Optional.empty());
        steps(ev, "in flight after PAUSE (every cell full, any ASIC):", floor);
        out.add(new Finding(ID, Severity.INFO, "priority group " + pg + " (profile " + prof.name() + ") xoff " + have
                + " B is below the " + floor.xoffBytes() + " B in flight after PAUSE at " + speedText(speed) + ", " + trim(cable)
                + " m, MTU " + mtu + (mtuKnown ? "" : " (assumed)") + "; the platform is " + vendor + "'s, not a Spectrum: its"
                + " vendor's buffer tables (pg_profile_lookup.ini) size the headroom in its own cells, which rocekit does not"
                + " have, so it is not failed", c.label() + ": " + p.port(), ev,
                List.of("Compare with the platform's pg_profile_lookup.ini in sonic-net/sonic-buildimage device/" + vendor + "/."),
                info().source()));
    }

    private static void steps(List<Evidence> ev, String heading, Headroom.Result r) {
        ev.add(Evidence.value(heading));
        r.steps().forEach(st -> ev.add(Evidence.value(st.strip())));
    }

    private static List<Evidence> evidence(SwitchConfig c, PortQos p, BufferProfile prof, String pg, boolean mtuKnown, long speed,
            Optional<Headroom.Asic> asic) {
        List<Evidence> ev = new ArrayList<>();
        for (Optional<Evidence> o : List.of(p.where("pg." + pg), p.where("speed"), p.where("cable"), p.where("mtu"))) {
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
        // the platform line itself where it says what the switch is (a Spectrum, or another vendor's: no ASIC assumed)
        c.device().ifPresent(d -> ev.add(asic.isPresent() || MellanoxPlatforms.otherVendor(d.platform(), d.hwsku()).isPresent()
                ? d.where()
                : Evidence.value("DEVICE_METADATA names no Spectrum platform rocekit knows: the least-demanding ASIC is assumed")));
        return ev;
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
    private static List<String> fix(SwitchConfig c, BufferProfile prof, long need) {
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
