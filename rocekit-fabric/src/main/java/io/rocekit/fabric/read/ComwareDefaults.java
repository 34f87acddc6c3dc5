package io.rocekit.fabric.read;

import java.util.Map;
import java.util.TreeMap;

/**
 * Comware's default priority maps, which a configuration does not print (HPE FlexFabric 5950 / H3C ACL
 * and QoS Configuration Guide, Appendix "Default priority maps"): dscp-dot1p, DSCP 0-7 to 802.1p 0,
 * 8-15 to 1, ... 56-63 to 7 (table "Default dscp-dp and dscp-dot1p priority maps"); dot1p-lp, 802.1p 0
 * to local precedence (queue) 2, 1 to 0, 2 to 1, 3-7 to themselves (table "Default dot1p-lp, dot1p-dp
 * and dot1p-dscp priority maps"). A {@code qos map-table} changes only the values it imports.
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

    /** The local precedence (queue) of 802.1p 0, 1 and 2 in the default dot1p-lp map; 3-7 keep their number. */
    private static final int[] DOT1P_LP = {2, 0, 1, 3, 4, 5, 6, 7};

    /** The default dot1p-lp map overlaid with the configured imports. */
    static Map<Integer, Integer> dot1pToLp(Map<Integer, Integer> configured) {
        Map<Integer, Integer> out = new TreeMap<>();
        for (int p = 0; p < DOT1P_LP.length; p++) {
            out.put(p, DOT1P_LP[p]);
        }
        out.putAll(configured);
        return out;
    }
}
