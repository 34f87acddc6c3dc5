package io.rocekit.sim.net;

import io.rocekit.sim.SimInputException;
import io.rocekit.sim.config.SwitchConfig;
import io.rocekit.sim.topology.Link;
import io.rocekit.sim.topology.Wiring;

/**
 * The shared buffer of every switch, accounted per ingress port and priority as the reference's
 * MMU does: a reserve per (port, priority), then the shared pool under a dynamic threshold
 * {@code (buffer − Σheadroom − Σreserve − sharedUsed) >> shift(port)}, then the port's PFC
 * headroom. A packet that fits neither the shared pool nor the headroom is dropped.
 *
 * <p>Indexed by global port number: per (port, priority) a 32-byte record (bytes arrived on it,
 * headroom in use, whether it paused its upstream), per port a 16-byte record (PFC headroom, alpha
 * shift and switch), so that admitting or releasing a packet touches one line of each instead of
 * six arrays (k=32: 49,152 ports; issue 22); the switch-wide totals by node.
 */
final class SwitchMmu {
    /** Per (port, priority): ingress bytes, headroom bytes in use, pause sent (0 or 1), unused. */
    private final long[] pp;
    private static final int PP = 4;
    private static final int INGRESS = 0;
    private static final int HEADROOM_USED = 1;
    private static final int PAUSE_SENT = 2;
    /** Per port: PFC headroom bytes, then the alpha shift (low half) and the switch (high half). */
    private final long[] port;
    private static final int PORT = 2;
    private static final int HEADROOM = 0;
    private static final int SHIFT_NODE = 1;
    private final long[] sharedUsedBytes;
    private final long[] sharedPoolBytes;
    private final long reserveBytes;
    private final long resumeOffsetBytes;
    private final boolean pfcEnabled;

    SwitchMmu(Wiring wiring, SwitchConfig cfg, long nicRate) {
        int ports = wiring.portCount();
        int nodes = wiring.topology().nodeCount();
        pp = new long[ports * 8 * PP];
        port = new long[ports * PORT];
        sharedUsedBytes = new long[nodes];
        sharedPoolBytes = new long[nodes];
        reserveBytes = cfg.reserveBytes();
        resumeOffsetBytes = cfg.resumeOffsetBytes();
        pfcEnabled = cfg.pfcEnabled();
        for (int p = 0; p < ports; p++) {
            port[p * PORT + SHIFT_NODE] = (long) wiring.node(p) << 32;
        }
        for (int node = 0; node < nodes; node++) {
            if (wiring.topology().isHost(node)) {
                continue;
            }
            long totalHeadroom = 0;
            long totalReserve = 0;
            for (int p : wiring.ports(node)) {
                Link l = wiring.link(p);
                long headroom = pfcEnabled ? cfg.headroomBytes(l.rateBitsPerSec(), l.delayPs()) : 0;
                port[p * PORT + HEADROOM] = headroom;
                port[p * PORT + SHIFT_NODE] = (long) node << 32 | cfg.alphaShift(l.rateBitsPerSec(), nicRate) & 0xFFFF_FFFFL;
                totalHeadroom += headroom;
                totalReserve += reserveBytes;
            }
            long pool = cfg.bufferBytes() - totalHeadroom - totalReserve;
            if (pool <= 0) {
                throw new SimInputException("switch.buffer=" + cfg.bufferBytes() + " B is too small for switch "
                        + node + ": its " + wiring.ports(node).length + " ports need " + totalHeadroom
                        + " B of PFC headroom and " + totalReserve + " B of reserve");
            }
            sharedPoolBytes[node] = pool;
        }
    }

    private int node(int p) {
        return (int) (port[p * PORT + SHIFT_NODE] >>> 32);
    }

    /** The dynamic threshold of an ingress port: its share of the free shared buffer. */
    long threshold(int p) {
        long sn = port[p * PORT + SHIFT_NODE];
        int node = (int) (sn >>> 32);
        long free = sharedPoolBytes[node] - sharedUsedBytes[node];
        return free <= 0 ? 0 : free >> (int) sn;
    }

    private long sharedUsedBy(int r) {
        long used = pp[r + INGRESS];
        return used > reserveBytes ? used - reserveBytes : 0;
    }

    /** Admits {@code bytes} bytes arriving on (port, prio) or returns false (drop). */
    boolean admit(int p, int prio, long bytes) {
        int r = (p * 8 + prio) * PP;
        long thresh = threshold(p);
        if (bytes + pp[r + HEADROOM_USED] > port[p * PORT + HEADROOM] && bytes + sharedUsedBy(r) > thresh) {
            return false;
        }
        long newBytes = pp[r + INGRESS] + bytes;
        if (newBytes <= reserveBytes) {
            pp[r + INGRESS] = newBytes;
        } else if (newBytes - reserveBytes > thresh) {
            pp[r + HEADROOM_USED] += bytes;
        } else {
            pp[r + INGRESS] = newBytes;
            sharedUsedBytes[node(p)] += Math.min(bytes, newBytes - reserveBytes);
        }
        return true;
    }

    /** Releases {@code bytes} bytes that arrived on (port, prio), headroom first. */
    void release(int p, int prio, long bytes) {
        int r = (p * 8 + prio) * PP;
        long fromHeadroom = Math.min(pp[r + HEADROOM_USED], bytes);
        long ing = pp[r + INGRESS];
        long fromShared = Math.min(bytes - fromHeadroom, ing > reserveBytes ? ing - reserveBytes : 0);
        pp[r + HEADROOM_USED] -= fromHeadroom;
        pp[r + INGRESS] = ing - (bytes - fromHeadroom);
        sharedUsedBytes[node(p)] -= fromShared;
    }

    /** True when (port, prio) should now send PAUSE upstream; marks it paused. */
    boolean shouldPause(int p, int prio) {
        int r = (p * 8 + prio) * PP;
        if (!pfcEnabled || pp[r + PAUSE_SENT] != 0) {
            return false;
        }
        if (pp[r + HEADROOM_USED] > 0 || sharedUsedBy(r) >= threshold(p)) {
            pp[r + PAUSE_SENT] = 1;
            return true;
        }
        return false;
    }

    /** True when (port, prio) should now send RESUME upstream; marks it resumed. */
    boolean shouldResume(int p, int prio) {
        int r = (p * 8 + prio) * PP;
        if (pp[r + PAUSE_SENT] == 0) {
            return false;
        }
        long shared = sharedUsedBy(r);
        if (pp[r + HEADROOM_USED] == 0 && (shared == 0 || shared + resumeOffsetBytes <= threshold(p))) {
            pp[r + PAUSE_SENT] = 0;
            return true;
        }
        return false;
    }

    /** Whether (port, prio) is in the paused state towards its upstream neighbour. */
    boolean pauseActive(int p, int prio) {
        return pp[(p * 8 + prio) * PP + PAUSE_SENT] != 0;
    }

    /** True when the packet that would arrive now was admitted into headroom only. */
    boolean headroomInUse(int p, int prio) {
        return pp[(p * 8 + prio) * PP + HEADROOM_USED] > 0;
    }

    long headroomBytes(int p) {
        return port[p * PORT + HEADROOM];
    }

    int shift(int p) {
        return (int) port[p * PORT + SHIFT_NODE];
    }
}
