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
 * <p>Indexed by global port number ({@code port * 8 + priority}); the switch-wide totals by node.
 */
final class SwitchMmu {
    private final long[] ingressBytes;
    private final long[] headroomUsedBytes;
    private final boolean[] pauseSent;
    private final long[] headroomBytes;
    private final int[] alphaShift;
    private final long[] sharedUsedBytes;
    private final long[] sharedPoolBytes;
    private final int[] portNode;
    private final long reserveBytes;
    private final long resumeOffsetBytes;
    private final boolean pfcEnabled;

    SwitchMmu(Wiring wiring, SwitchConfig cfg, long nicRate) {
        int ports = wiring.portCount();
        int nodes = wiring.topology().nodeCount();
        ingressBytes = new long[ports * 8];
        headroomUsedBytes = new long[ports * 8];
        pauseSent = new boolean[ports * 8];
        headroomBytes = new long[ports];
        alphaShift = new int[ports];
        portNode = new int[ports];
        sharedUsedBytes = new long[nodes];
        sharedPoolBytes = new long[nodes];
        reserveBytes = cfg.reserveBytes();
        resumeOffsetBytes = cfg.resumeOffsetBytes();
        pfcEnabled = cfg.pfcEnabled();
        for (int node = 0; node < nodes; node++) {
            if (wiring.topology().isHost(node)) {
                continue;
            }
            long totalHeadroom = 0;
            long totalReserve = 0;
            for (int p : wiring.ports(node)) {
                Link l = wiring.link(p);
                headroomBytes[p] = pfcEnabled ? cfg.headroomBytes(l.rateBitsPerSec(), l.delayPs()) : 0;
                alphaShift[p] = cfg.alphaShift(l.rateBitsPerSec(), nicRate);
                totalHeadroom += headroomBytes[p];
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
        for (int p = 0; p < ports; p++) {
            portNode[p] = wiring.node(p);
        }
    }

    /** The dynamic threshold of an ingress port: its share of the free shared buffer. */
    long threshold(int port) {
        long free = sharedPoolBytes[portNode[port]] - sharedUsedBytes[portNode[port]];
        return free <= 0 ? 0 : free >> alphaShift[port];
    }

    long sharedUsedBy(int i) {
        long used = ingressBytes[i];
        return used > reserveBytes ? used - reserveBytes : 0;
    }

    /** Admits {@code bytes} bytes arriving on (port, prio) or returns false (drop). */
    boolean admit(int port, int prio, long bytes) {
        int i = port * 8 + prio;
        long thresh = threshold(port);
        if (bytes + headroomUsedBytes[i] > headroomBytes[port] && bytes + sharedUsedBy(i) > thresh) {
            return false;
        }
        long newBytes = ingressBytes[i] + bytes;
        if (newBytes <= reserveBytes) {
            ingressBytes[i] = newBytes;
        } else if (newBytes - reserveBytes > thresh) {
            headroomUsedBytes[i] += bytes;
        } else {
            ingressBytes[i] = newBytes;
            sharedUsedBytes[portNode[port]] += Math.min(bytes, newBytes - reserveBytes);
        }
        return true;
    }

    /** Releases {@code bytes} bytes that arrived on (port, prio), headroom first. */
    void release(int port, int prio, long bytes) {
        int i = port * 8 + prio;
        long fromHeadroom = Math.min(headroomUsedBytes[i], bytes);
        long ing = ingressBytes[i];
        long fromShared = Math.min(bytes - fromHeadroom, ing > reserveBytes ? ing - reserveBytes : 0);
        headroomUsedBytes[i] -= fromHeadroom;
        ingressBytes[i] = ing - (bytes - fromHeadroom);
        sharedUsedBytes[portNode[port]] -= fromShared;
    }

    /** True when (port, prio) should now send PAUSE upstream; marks it paused. */
    boolean shouldPause(int port, int prio) {
        int i = port * 8 + prio;
        if (!pfcEnabled || pauseSent[i]) {
            return false;
        }
        if (headroomUsedBytes[i] > 0 || sharedUsedBy(i) >= threshold(port)) {
            pauseSent[i] = true;
            return true;
        }
        return false;
    }

    /** True when (port, prio) should now send RESUME upstream; marks it resumed. */
    boolean shouldResume(int port, int prio) {
        int i = port * 8 + prio;
        if (!pauseSent[i]) {
            return false;
        }
        long shared = sharedUsedBy(i);
        if (headroomUsedBytes[i] == 0 && (shared == 0 || shared + resumeOffsetBytes <= threshold(port))) {
            pauseSent[i] = false;
            return true;
        }
        return false;
    }

    /** Whether (port, prio) is in the paused state towards its upstream neighbour. */
    boolean pauseActive(int port, int prio) {
        return pauseSent[port * 8 + prio];
    }

    /** True when the packet that would arrive now was admitted into headroom only. */
    boolean headroomInUse(int port, int prio) {
        return headroomUsedBytes[port * 8 + prio] > 0;
    }

    long headroomBytes(int port) {
        return headroomBytes[port];
    }

    int shift(int port) {
        return alphaShift[port];
    }
}
