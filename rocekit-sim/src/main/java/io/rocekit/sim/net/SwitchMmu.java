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
    private final long[] headroomUsed;
    private final boolean[] pauseSent;
    private final long[] headroom;
    private final int[] shift;
    private final long[] sharedUsed;
    private final long[] sharedPool;
    private final int[] portNode;
    private final long reserve;
    private final long resumeOffset;
    private final boolean pfcEnabled;

    SwitchMmu(Wiring wiring, SwitchConfig cfg, long nicRate) {
        int ports = wiring.portCount();
        int nodes = wiring.topology().nodeCount();
        ingressBytes = new long[ports * 8];
        headroomUsed = new long[ports * 8];
        pauseSent = new boolean[ports * 8];
        headroom = new long[ports];
        shift = new int[ports];
        portNode = new int[ports];
        sharedUsed = new long[nodes];
        sharedPool = new long[nodes];
        reserve = cfg.reserveBytes();
        resumeOffset = cfg.resumeOffsetBytes();
        pfcEnabled = cfg.pfcEnabled();
        for (int node = 0; node < nodes; node++) {
            if (wiring.topology().isHost(node)) {
                continue;
            }
            long totalHeadroom = 0;
            long totalReserve = 0;
            for (int p : wiring.ports(node)) {
                Link l = wiring.link(p);
                headroom[p] = pfcEnabled ? cfg.headroomBytes(l.rateBitsPerSec(), l.delayPs()) : 0;
                shift[p] = cfg.alphaShift(l.rateBitsPerSec(), nicRate);
                totalHeadroom += headroom[p];
                totalReserve += reserve;
            }
            long pool = cfg.bufferBytes() - totalHeadroom - totalReserve;
            if (pool <= 0) {
                throw new SimInputException("switch.buffer=" + cfg.bufferBytes() + " B is too small for switch "
                        + node + ": its " + wiring.ports(node).length + " ports need " + totalHeadroom
                        + " B of PFC headroom and " + totalReserve + " B of reserve");
            }
            sharedPool[node] = pool;
        }
        for (int p = 0; p < ports; p++) {
            portNode[p] = wiring.node(p);
        }
    }

    /** The dynamic threshold of an ingress port: its share of the free shared buffer. */
    long threshold(int port) {
        long free = sharedPool[portNode[port]] - sharedUsed[portNode[port]];
        return free <= 0 ? 0 : free >> shift[port];
    }

    long sharedUsedBy(int i) {
        long used = ingressBytes[i];
        return used > reserve ? used - reserve : 0;
    }

    /** Admits {@code size} bytes arriving on (port, prio) or returns false (drop). */
    boolean admit(int port, int prio, long size) {
        int i = port * 8 + prio;
        long thresh = threshold(port);
        if (size + headroomUsed[i] > headroom[port] && size + sharedUsedBy(i) > thresh) {
            return false;
        }
        long newBytes = ingressBytes[i] + size;
        if (newBytes <= reserve) {
            ingressBytes[i] = newBytes;
        } else if (newBytes - reserve > thresh) {
            headroomUsed[i] += size;
        } else {
            ingressBytes[i] = newBytes;
            sharedUsed[portNode[port]] += Math.min(size, newBytes - reserve);
        }
        return true;
    }

    /** Releases {@code size} bytes that arrived on (port, prio), headroom first. */
    void release(int port, int prio, long size) {
        int i = port * 8 + prio;
        long fromHeadroom = Math.min(headroomUsed[i], size);
        long ing = ingressBytes[i];
        long fromShared = Math.min(size - fromHeadroom, ing > reserve ? ing - reserve : 0);
        headroomUsed[i] -= fromHeadroom;
        ingressBytes[i] = ing - (size - fromHeadroom);
        sharedUsed[portNode[port]] -= fromShared;
    }

    /** True when (port, prio) should now send PAUSE upstream; marks it paused. */
    boolean shouldPause(int port, int prio) {
        int i = port * 8 + prio;
        if (!pfcEnabled || pauseSent[i]) {
            return false;
        }
        if (headroomUsed[i] > 0 || sharedUsedBy(i) >= threshold(port)) {
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
        if (headroomUsed[i] == 0 && (shared == 0 || shared + resumeOffset <= threshold(port))) {
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
        return headroomUsed[port * 8 + prio] > 0;
    }

    long headroomBytes(int port) {
        return headroom[port];
    }

    int shift(int port) {
        return shift[port];
    }
}
