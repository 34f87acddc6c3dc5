package io.rocekit.cli.tune;

import io.rocekit.sim.config.Settings;
import io.rocekit.tune.analysis.Recommendation;
import io.rocekit.tune.sweep.KnobText;
import java.util.List;
import java.util.Map;

/**
 * The chosen point as a fabric intent fragment (YAML), with the key names of rocekit fabric's
 * normalised port model (docs/fabric.md: {@code queues[].ecn.minBytes/maxBytes/probabilityPercent},
 * {@code pfcPriorities}) until its intent file lands: ECN on the lossless queue in switch terms
 * (absolute bytes at the fabric's port speed), PFC, and the DCQCN knobs under their ConnectX names
 * for the NICs. Only what the sweep changed (swept, tied or set in base.set) appears.
 */
final class FabricFragment {
    private FabricFragment() {
    }

    /**
     * @param settings every knob of the chosen point (base, its knobs, seed) as the simulator used them
     * @param portRateBitsPerSec the NIC port speed, at which thresholds are stated
     */
    static String of(String sweep, Recommendation rec, Settings settings, long portRateBitsPerSec) {
        StringBuilder b = new StringBuilder();
        b.append("# rocekit tune ").append(sweep).append(": chosen point ").append(rec.id()).append('\n');
        if (!rec.found()) {
            return b.append("# no point met the constraints; nothing to apply\n").toString();
        }
        Map<String, String> k = rec.knobs();
        boolean ecn = k.keySet().stream().anyMatch(n -> n.startsWith("ecn."));
        boolean pfc = k.containsKey("pfc.enabled");
        if (ecn || pfc) {
            int prio = 3;
            b.append("pfcPriorities: [").append(settings.getBool("pfc.enabled") ? Integer.toString(prio) : "")
                    .append("]\n");
            b.append("queues:\n  - queue: ").append(prio).append('\n');
            if (!settings.getBool("ecn.enabled")) {
                b.append("    ecn: {}        # ECN marking off\n");
            } else {
                double scale = settings.getBool("ecn.scale-with-rate")
                        ? portRateBitsPerSec / (double) settings.getLong("ecn.reference-rate") : 1;
                b.append("    ecn:            # at ").append(io.rocekit.sim.topology.Units.formatRate(
                        portRateBitsPerSec)).append(" ports\n");
                b.append("      minBytes: ").append(Math.round(settings.getLong("ecn.kmin") * scale)).append('\n');
                b.append("      maxBytes: ").append(Math.round(settings.getLong("ecn.kmax") * scale)).append('\n');
                b.append("      probabilityPercent: ").append(KnobText.plain(settings.getDouble("ecn.pmax") * 100))
                        .append('\n');
            }
        }
        List<String> dcqcn = k.keySet().stream().filter(n -> n.startsWith("dcqcn.") && !n.contains("-")).toList();
        if (!dcqcn.isEmpty()) {
            b.append("nic:\n  dcqcn:            # mlxconfig: upper case with _P1/_P2 (RPG_TIME_RESET_P1=...)\n");
            dcqcn.forEach(n -> b.append("    ").append(n.substring("dcqcn.".length())).append(": ")
                    .append(settings.display(n)).append('\n'));
        }
        return b.toString();
    }
}
