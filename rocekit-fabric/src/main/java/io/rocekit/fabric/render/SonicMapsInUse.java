package io.rocekit.fabric.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * SONiC ports already bound to maps other than rocekit's: binding rocekit's would replace what the
 * switch classifies by (and other ports sharing the old map keep it). Refused unless asked
 * ({@code --replace-maps}), naming the port, the field and the map in use.
 */
final class SonicMapsInUse {
    private SonicMapsInUse() {
    }

    static void refuseReplacing(RenderOptions o, List<String> ports) {
        if (o.replaceMaps() || !o.sonicBase().known()) {
            return;
        }
        List<String> conflicts = new ArrayList<>();
        Map<String, Map<String, String>> inUse = o.sonicBase().portMaps();
        List<String> bound = new ArrayList<>(ports);
        bound.add("global");
        for (String p : bound) {
            inUse.getOrDefault(p, Map.of()).forEach((field, map) -> {
                if (!map.equals(SonicRenderer.MAP) && List.of("dscp_to_tc_map", "tc_to_queue_map", "tc_to_pg_map",
                        "pfc_to_queue_map").contains(field)) {
                    conflicts.add("PORT_QOS_MAP|" + p + " " + field + " = " + map);
                }
            });
        }
        if (!conflicts.isEmpty()) {
            throw new IllegalArgumentException("--base: the switch already uses other maps ("
                    + String.join("; ", conflicts.subList(0, Math.min(4, conflicts.size())))
                    + (conflicts.size() > 4 ? "; ... " + conflicts.size() + " in all" : "")
                    + "); rocekit would replace them with " + SonicRenderer.MAP + ": give --replace-maps to do so");
        }
    }
}
