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
 * <p>Indexed by global port number: per (port, priority) one 32-byte record holding what admitting
 * or releasing a packet reads: bytes arrived on it, headroom in use, whether it paused its
 * upstream, and the port's constants (PFC headroom, alpha shift, switch), repeated in each of
 * the port's eight records so that a packet touches one line of accounting, not two or six
 * arrays (k=32: 49,152 ports; issue 22); the switch-wide totals by node.
 */
final class SwitchMmu {
    /**
     * Per (port, priority): ingress bytes, headroom bytes in use, FLAGS (the switch in the high
     * half, the pause-sent bit, the alpha shift in the low 16 bits) and the port's PFC headroom.
     * Read racily by {@link ReadAhead}.
     */
    final long[] pp;
    static final int PP = 4;
    private static final int INGRESS = 0;
    private static final int HEADROOM_USED = 1;
    private static final int FLAGS = 2;
    private static final int HEADROOM = 3;
    private static final long PAUSE_SENT = 1L << 16;
    private static final long SHIFT_MASK = 0xFFFF;
    private final long[] sharedUsedBytes;
    private final long[] sharedPoolBytes;
    private final long reserveBytes;
    private final long resumeOffsetBytes;
    private final boolean pfcEnabled;

    SwitchMmu(Wiring wiring, SwitchConfig cfg, long nicRate) {
        int ports = wiring.portCount();
        int nodes = wiring.topology().nodeCount();
        pp = new long[ports * 8 * PP];
        sharedUsedBytes = new long[nodes];
        sharedPoolBytes = new long[nodes];
        reserveBytes = cfg.reserveBytes();
        resumeOffsetBytes = cfg.resumeOffsetBytes();
        pfcEnabled = cfg.pfcEnabled();
        for (int p = 0; p < ports; p++) {
            setConstants(p, 0, 0, wiring.node(p));
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
                // switch.pfc-alpha-shift is 0..30 (Knobs): it fits the flags' 16 bits
                setConstants(p, headroom, cfg.alphaShift(l.rateBitsPerSec(), nicRate), node);
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

    private void setConstants(int p, long headroomBytes, int shift, int node) {
        for (int prio = 0; prio < 8; prio++) {
            int r = (p * 8 + prio) * PP;
            pp[r + HEADROOM] = headroomBytes;
            pp[r + FLAGS] = (long) node << 32 | (shift & SHIFT_MASK);
        }
    }

    /** The dynamic threshold of an ingress port: its share of the free shared buffer. */
    long threshold(int p) {
        return thresholdOf(p * 8 * PP);
    }

    /** The threshold of the port whose (port, priority) record starts at {@code r}. */
    private long thresholdOf(int r) {
        long flags = pp[r + FLAGS];
        int node = (int) (flags >>> 32);
        long free = sharedPoolBytes[node] - sharedUsedBytes[node];
        return free <= 0 ? 0 : free >> (int) (flags & SHIFT_MASK);
    }

    private int nodeOf(int r) {
        return (int) (pp[r + FLAGS] >>> 32);
    }

    private long sharedUsedBy(int r) {
        long used = pp[r + INGRESS];
        return used > reserveBytes ? used - reserveBytes : 0;
    }

    /** Admits {@code bytes} bytes arriving on (port, prio) or returns false (drop). */
    boolean admit(int p, int prio, long bytes) {
        int r = (p * 8 + prio) * PP;
        long thresh = thresholdOf(r);
        if (bytes + pp[r + HEADROOM_USED] > pp[r + HEADROOM] && bytes + sharedUsedBy(r) > thresh) {
            return false;
        }
        long newBytes = pp[r + INGRESS] + bytes;
        if (newBytes <= reserveBytes) {
            pp[r + INGRESS] = newBytes;
        } else if (newBytes - reserveBytes > thresh) {
            pp[r + HEADROOM_USED] += bytes;
        } else {
            pp[r + INGRESS] = newBytes;
            sharedUsedBytes[nodeOf(r)] += Math.min(bytes, newBytes - reserveBytes);
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
        sharedUsedBytes[nodeOf(r)] -= fromShared;
    }

    /** True when (port, prio) should now send PAUSE upstream; marks it paused. */
    boolean shouldPause(int p, int prio) {
        int r = (p * 8 + prio) * PP;
        if (!pfcEnabled || (pp[r + FLAGS] & PAUSE_SENT) != 0) {
            return false;
        }
        if (pp[r + HEADROOM_USED] > 0 || sharedUsedBy(r) >= thresholdOf(r)) {
            pp[r + FLAGS] |= PAUSE_SENT;
            return true;
        }
        return false;
    }

    /** True when (port, prio) should now send RESUME upstream; marks it resumed. */
    boolean shouldResume(int p, int prio) {
        int r = (p * 8 + prio) * PP;
        if ((pp[r + FLAGS] & PAUSE_SENT) == 0) {
            return false;
        }
        long shared = sharedUsedBy(r);
        if (pp[r + HEADROOM_USED] == 0 && (shared == 0 || shared + resumeOffsetBytes <= thresholdOf(r))) {
            pp[r + FLAGS] &= ~PAUSE_SENT;
            return true;
        }
        return false;
    }

    /** Whether (port, prio) is in the paused state towards its upstream neighbour. */
    boolean pauseActive(int p, int prio) {
        return (pp[(p * 8 + prio) * PP + FLAGS] & PAUSE_SENT) != 0;
    }

    /** True when the packet that would arrive now was admitted into headroom only. */
    boolean headroomInUse(int p, int prio) {
        return pp[(p * 8 + prio) * PP + HEADROOM_USED] > 0;
    }

    long headroomBytes(int p) {
        return pp[p * 8 * PP + HEADROOM];
    }

    int shift(int p) {
        return (int) (pp[p * 8 * PP + FLAGS] & SHIFT_MASK);
    }
}
