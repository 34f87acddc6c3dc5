package io.rocekit.fabric.read;

import java.util.Map;
import java.util.TreeMap;

/**
 * Comware's default dscp-dot1p priority map, which a configuration does not print: DSCP 0-7 to
 * 802.1p 0, 8-15 to 1, ... 56-63 to 7 (HPE FlexFabric 5950 / H3C ACL and QoS Configuration Guide,
 * Appendix "Default priority maps", table "Default dscp-dp and dscp-dot1p priority maps"). A {@code
 * qos map-table dscp-dot1p} changes only the DSCP values it imports.
 */
final class ComwareDefaults {
    private ComwareDefaults() {
    }

    /** The default map overlaid with the configured imports. */
    static Map<Integer, Integer> dscpToDot1p(Map<Integer, Integer> configured) {
        Map<Integer, Integer> out = new TreeMap<>();
        for (int dscp = 0; dscp < 64; dscp++) {
            out.put(dscp, dscp / 8);
        }
        out.putAll(configured);
        return out;
    }
}
