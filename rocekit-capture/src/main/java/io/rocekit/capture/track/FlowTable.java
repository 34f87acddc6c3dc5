package io.rocekit.capture.track;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Flows by (source address id, destination address id, destination QP) in an open-addressing
 * table of primitive keys, behind a direct-mapped cache by destination QP. Looking up an existing
 * flow allocates nothing.
 */
final class FlowTable {
    private long[] src = new long[256];
    private long[] dst = new long[256];
    private int[] qp = new int[256];
    private FlowState[] flows = new FlowState[256];
    private final List<FlowState> inOrder = new ArrayList<>();
    /** Flows by (source, destination) address ids: the candidates when pairing directions. */
    private final Map<HostPair, List<FlowState>> byHosts = new HashMap<>();
    /**
     * Direct-mapped by the low bits of the destination QP: the flows of one capture mostly differ
     * in their QP, so this answers most lookups with one comparison and no hashing.
     */
    private final FlowState[] byQp = new FlowState[1024];
    private long requestFlows;

    FlowState get(long srcId, long dstId, int destQp) {
        int slot = destQp & (byQp.length - 1);
        FlowState l = byQp[slot];
        if (l != null && l.destQp == destQp && l.srcId == srcId && l.dstId == dstId) {
            return l;
        }
        FlowState f = lookup(srcId, dstId, destQp);
        byQp[slot] = f;
        return f;
    }

    private FlowState lookup(long srcId, long dstId, int destQp) {
        int m = flows.length - 1;
        int i = hash(srcId, dstId, destQp) & m;
        FlowState f;
        while ((f = flows[i]) != null) {
            if (qp[i] == destQp && src[i] == srcId && dst[i] == dstId) {
                return f;
            }
            i = (i + 1) & m;
        }
        f = new FlowState(srcId, dstId, destQp, inOrder.size());
        inOrder.add(f);
        byHosts.computeIfAbsent(new HostPair(srcId, dstId), k -> new ArrayList<>(2)).add(f);
        flows[i] = f;
        src[i] = srcId;
        dst[i] = dstId;
        qp[i] = destQp;
        if (inOrder.size() * 2 > flows.length) {
            grow();
        }
        return f;
    }

    /** Called when a flow carries its first request: pairing retries only after this changes. */
    void requestFlowStarted() {
        requestFlows++;
    }

    long requestFlowsCreated() {
        return requestFlows;
    }

    private void grow() {
        long[] os = src;
        long[] od = dst;
        int[] oq = qp;
        FlowState[] of = flows;
        int n = of.length * 2;
        src = new long[n];
        dst = new long[n];
        qp = new int[n];
        flows = new FlowState[n];
        int m = n - 1;
        for (int j = 0; j < of.length; j++) {
            if (of[j] != null) {
                int i = hash(os[j], od[j], oq[j]) & m;
                while (flows[i] != null) {
                    i = (i + 1) & m;
                }
                src[i] = os[j];
                dst[i] = od[j];
                qp[i] = oq[j];
                flows[i] = of[j];
            }
        }
    }

    private static int hash(long s, long d, int q) {
        long x = s * 0x9E3779B97F4A7C15L + d * 0xC2B2AE3D27D4EB4FL + q * 0x165667B19E3779F9L;
        x ^= x >>> 32;
        x *= 0xD6E8FEB86659FD93L;
        return (int) (x ^ (x >>> 32));
    }

    /** The flows going the other way than a flow from {@code srcId} to {@code dstId}. */
    List<FlowState> towards(long srcId, long dstId) {
        return byHosts.getOrDefault(new HostPair(dstId, srcId), List.of());
    }

    private record HostPair(long src, long dst) {
    }

    /** Every flow in the order it first appeared. */
    List<FlowState> all() {
        return inOrder;
    }

    int size() {
        return inOrder.size();
    }
}
