package io.rocekit.cli.tune;

import io.rocekit.sim.config.Settings;
import io.rocekit.tune.analysis.Recommendation;
import io.rocekit.tune.sweep.KnobText;
import java.util.List;
import java.util.Map;

/**
 * The chosen point as a fabric intent file (YAML, the schema of {@code rocekit fabric init}; see
 * docs/fabric.md): it starts from NVIDIA's lossless profile ({@code base: nvidia-lossless}) and
 * overrides what the sweep decided: ECN on the lossless queue in switch terms ({@code
 * ecn.queues[].minBytes/maxBytes/probabilityPercent}, absolute bytes at the fabric's port speed),
 * PFC ({@code pfc.priorities}), and the DCQCN knobs under their ConnectX sysfs names ({@code
 * nic.dcqcn}). Only what the sweep changed (swept, tied or set in base.set) appears, so {@code
 * rocekit fabric render fabric-intent.yaml --target ...} renders it for every vendor as it stands.
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
        b.append("# a fabric intent: rocekit fabric render fabric-intent.yaml --target sonic|nvue|eos|nxos|comware|junos|nic\n");
        b.append("base: nvidia-lossless\n");
        speed(b, portRateBitsPerSec);
        boolean ecn = k.keySet().stream().anyMatch(n -> n.startsWith("ecn."));
        boolean pfc = k.containsKey("pfc.enabled");
        int prio = 3;
        if (pfc) {
            b.append("pfc:\n  priorities: [").append(settings.getBool("pfc.enabled") ? Integer.toString(prio) : "").append("]\n");
        }
        if (ecn) {
            b.append("ecn:\n");
            if (!settings.getBool("ecn.enabled")) {
                b.append("  queues: []        # ECN marking off\n");
            } else {
                double scale = settings.getBool("ecn.scale-with-rate")
                        ? portRateBitsPerSec / (double) settings.getLong("ecn.reference-rate") : 1;
                b.append("  queues:           # at ").append(io.rocekit.sim.topology.Units.formatRate(portRateBitsPerSec))
                        .append(" ports\n");
                b.append("    - queue: ").append(prio).append('\n');
                b.append("      minBytes: ").append(Math.round(settings.getLong("ecn.kmin") * scale)).append('\n');
                b.append("      maxBytes: ").append(Math.round(settings.getLong("ecn.kmax") * scale)).append('\n');
                b.append("      probabilityPercent: ").append(KnobText.plain(settings.getDouble("ecn.pmax") * 100)).append('\n');
            }
        }
        List<String> dcqcn = k.keySet().stream().filter(n -> n.startsWith("dcqcn.") && !n.contains("-")).toList();
        if (!dcqcn.isEmpty()) {
            b.append("nic:\n  dcqcn:            # sysfs names (ecn/roce_rp|roce_np/NAME); mlxconfig: upper case with _P1\n");
            dcqcn.forEach(n -> b.append("    ").append(n.substring("dcqcn.".length())).append(": \"")
                    .append(settings.display(n)).append("\"\n"));
        }
        return b.toString();
    }

    /**
     * The port speed the sweep simulated, so the fragment's thresholds and the headroom the intent
     * computes are for the same ports (the nvidia-lossless profile is for 400G).
     */
    private static void speed(StringBuilder b, long portRateBitsPerSec) {
        long gbps = portRateBitsPerSec / 1_000_000_000L;
        if (portRateBitsPerSec % 1_000_000_000L == 0 && java.util.Set.of(10L, 25L, 40L, 50L, 100L, 200L, 400L, 800L)
                .contains(gbps)) {
            b.append("buffers:\n  speed: ").append(gbps).append("G          # the port speed the sweep simulated\n");
        } else {
            b.append("# the sweep simulated ").append(io.rocekit.sim.topology.Units.formatRate(portRateBitsPerSec))
                    .append(" ports, not a standard Ethernet speed: set buffers.speed for your ports\n");
        }
    }
}
