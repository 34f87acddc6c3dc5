package io.rocekit.cli.tune;

import io.rocekit.tune.analysis.Recommendation;
import io.rocekit.tune.sweep.KnobText;
import java.util.List;
import java.util.Map;

/**
 * The chosen point as a fabric intent fragment (YAML): ECN thresholds for the lossless queue as a
 * switch takes them (absolute bytes per port, marking probability in percent), whether PFC is on,
 * and the DCQCN knobs with their ConnectX firmware names for the NICs. Only knobs the sweep set
 * appear; the rest stay as the fabric intent has them.
 */
final class FabricFragment {
    private FabricFragment() {
    }

    static String of(String sweep, Recommendation rec, long portRateBitsPerSec) {
        StringBuilder b = new StringBuilder();
        b.append("# rocekit tune ").append(sweep).append(": chosen point ").append(rec.id()).append('\n');
        if (!rec.found()) {
            return b.append("# no point met the constraints; nothing to apply\n").toString();
        }
        Map<String, String> k = rec.knobs();
        boolean scaled = !"false".equals(k.getOrDefault("ecn.scale-with-rate", "true"));
        if (k.keySet().stream().anyMatch(n -> n.startsWith("ecn.") || n.startsWith("pfc."))) {
            b.append("qos:\n  lossless-priority: 3\n");
            if (k.containsKey("pfc.enabled")) {
                b.append("  pfc: ").append(k.get("pfc.enabled")).append('\n');
            }
            if (k.containsKey("ecn.kmin") || k.containsKey("ecn.kmax") || k.containsKey("ecn.pmax")) {
                b.append("  ecn:        # WRED/ECN on the lossless queue, per port");
                b.append(scaled ? " (scaled to " + io.rocekit.sim.topology.Units.formatRate(portRateBitsPerSec)
                        + " ports from the sweep's reference rate)\n" : "\n");
                b.append("    queue: 3\n");
                for (String n : List.of("ecn.kmin", "ecn.kmax")) {
                    if (k.containsKey(n)) {
                        double v = ((Number) KnobText.stored(KnobText.knob(n).orElseThrow(), k.get(n))).doubleValue();
                        if (scaled) {
                            double ref = ((Number) KnobText.stored(KnobText.knob("ecn.reference-rate").orElseThrow(),
                                    k.getOrDefault("ecn.reference-rate", "25Gbps"))).doubleValue();
                            v = v * portRateBitsPerSec / ref;
                        }
                        b.append("    ").append(n.equals("ecn.kmin") ? "min-bytes: " : "max-bytes: ")
                                .append(Math.round(v)).append('\n');
                    }
                }
                if (k.containsKey("ecn.pmax")) {
                    b.append("    probability-percent: ").append(KnobText.plain(
                            Double.parseDouble(k.get("ecn.pmax")) * 100)).append('\n');
                }
                if (k.containsKey("ecn.enabled")) {
                    b.append("    enabled: ").append(k.get("ecn.enabled")).append('\n');
                }
            }
        }
        List<Map.Entry<String, String>> dcqcn = k.entrySet().stream().filter(e -> e.getKey().startsWith("dcqcn."))
                .filter(e -> !e.getKey().contains("-")).toList();
        if (!dcqcn.isEmpty()) {
            b.append("nic:\n  dcqcn:      # mlxconfig names in upper case (RPG_TIME_RESET_P1=...)\n");
            dcqcn.forEach(e -> b.append("    ").append(e.getKey().substring("dcqcn.".length())).append(": ")
                    .append(e.getValue()).append('\n'));
        }
        return b.toString();
    }
}
