package io.rocekit.sim.topology;

import io.rocekit.sim.SimInputException;
import io.rocekit.sim.SimLimits;
import java.util.Arrays;

/**
 * Shortest-path routes with ECMP, computed the way the HPCC simulator computes them so that the
 * same flow takes the same path: a breadth-first search from every destination host, visiting a
 * node's neighbours in the reference's order and never transiting a host; a node's next hops
 * towards the destination are its neighbours one hop closer, in the order the search reached
 * them. A switch picks among them with {@link EcmpHash} seeded with its node id.
 *
 * <p>Held per attachment switch, not per host. Every host has exactly one link, so the search
 * from a host is one step to the switch it hangs on (its "attachment") followed by the search
 * from that switch; hosts never transit, so for every other switch the next hops towards any host
 * of one attachment switch are the same lists in the same order. The search therefore runs once
 * per attachment switch over the switches only, and keeps next hops per (attachment switch,
 * switch) and the path sums per (attachment switch, attachment switch). At k=32 (8,192 hosts,
 * 512 top-of-rack switches, 1,280 switches) that is 0.66 M next-hop references and 0.26 M sums
 * instead of 77.6 M (node, host) pairs (1.86 GB before issue 22). The test {@code
 * RoutingEquivalenceTest} checks every (node, host) pair against the former all-pairs search.
 *
 * <p>Also gives, per host pair, the reference's "standalone" quantities: the base RTT (twice the
 * propagation delay plus one MTU payload's serialisation at every hop, in whole nanoseconds) and
 * the bottleneck rate of the path. Per link those terms are truncated as the reference truncates
 * them, and sums of them compose exactly, so splitting a path at its two attachment switches
 * changes no digit.
 */
public final class Routing {
    private static final int[] NONE = new int[0];

    private final Wiring wiring;
    private final Topology topology;
    private final long payloadBytes;
    /** Per node: the node at the other end of a host's one link; -1 for switches. */
    private final int[] attachment;
    /** Per node: index among switches that hosts hang on; -1 otherwise. */
    private final int[] rootIndex;
    /** Per node: index among switches; -1 for hosts. */
    private final int[] switchIndex;
    private final int switchCount;
    private final int rootCount;
    /** next[root * switchCount + switch]: egress ports of the switch towards hosts of root (shared arrays). */
    private final int[][] next;
    /** Per (root, root'): hops, propagation (ns), serialisation of one payload (ns), slowest rate from root' to root. */
    private final int[] rootHops;
    private final long[] rootDelayNs;
    private final long[] rootTxNs;
    private final long[] rootBottleneck;
    /** Per host: the one port of its attachment switch towards it (the last hop). */
    private final int[][] lastHop;

    /** Told how many of the switches with hosts have been searched from, of how many. */
    @FunctionalInterface
    public interface SearchProgress {
        SearchProgress NONE = (searched, of) -> { };

        void searched(int searched, int of);
    }

    /**
     * @param payloadBytes the MTU payload the reference uses in its base RTT (1000 B)
     */
    public Routing(Wiring wiring, long payloadBytes) {
        this(wiring, payloadBytes, SearchProgress.NONE);
    }

    /** As {@link #Routing(Wiring, long)}, telling {@code progress} how the search goes. */
    public Routing(Wiring wiring, long payloadBytes, SearchProgress progress) {
        this.wiring = wiring;
        this.topology = wiring.topology();
        this.payloadBytes = payloadBytes;
        int n = topology.nodeCount();
        attachment = new int[n];
        rootIndex = new int[n];
        switchIndex = new int[n];
        Arrays.fill(attachment, -1);
        Arrays.fill(rootIndex, -1);
        Arrays.fill(switchIndex, -1);
        int switches = 0;
        for (int node = 0; node < n; node++) {
            if (!topology.isHost(node)) {
                switchIndex[node] = switches++;
            }
        }
        switchCount = switches;
        rootCount = findAttachments();
        SimLimits.checkRouteMemory(rootCount, switchCount); // before allocating roots x switches
        next = new int[rootCount * switchCount][];
        rootHops = new int[rootCount * rootCount];
        rootDelayNs = new long[rootCount * rootCount];
        rootTxNs = new long[rootCount * rootCount];
        rootBottleneck = new long[rootCount * rootCount];
        Arrays.fill(rootHops, -1);
        lastHop = new int[n][];
        for (int h : topology.hostIds()) {
            lastHop[h] = new int[] {Wiring.peer(wiring.ports(h)[0])};
        }
        new SwitchSearch(this).runAll(progress);
    }

    /** Each host's one neighbour; numbers the switches hosts hang on in node-id order. */
    private int findAttachments() {
        int roots = 0;
        for (int h : topology.hostIds()) {
            int[] ports = wiring.ports(h);
            if (ports.length != 1) {
                throw new SimInputException("host " + h + " has " + ports.length
                        + " links; each host must have exactly one (its NIC port)");
            }
            attachment[h] = wiring.node(Wiring.peer(ports[0]));
        }
        for (int h : topology.hostIds()) {
            int a = attachment[h];
            if (!topology.isHost(a) && rootIndex[a] < 0) {
                rootIndex[a] = 0; // mark; numbered below in node order
            }
        }
        for (int node = 0; node < rootIndex.length; node++) {
            if (rootIndex[node] == 0) {
                rootIndex[node] = roots++;
            } else {
                rootIndex[node] = -1;
            }
        }
        return roots;
    }

    // ------------------------------------------------------------------ for SwitchSearch

    Wiring wiringForSearch() {
        return wiring;
    }

    int switchIndex(int node) {
        return switchIndex[node];
    }

    int rootIndexOf(int node) {
        return rootIndex[node];
    }

    int switchCount() {
        return switchCount;
    }

    int rootCount() {
        return rootCount;
    }

    long payloadBytes() {
        return payloadBytes;
    }

    void setNext(int root, int sw, int[] ports) {
        next[root * switchCount + sw] = ports;
    }

    void setRootPair(int root, int otherRoot, int hops, long delayNs, long txNs, long bottleneck) {
        int i = root * rootCount + otherRoot;
        rootHops[i] = hops;
        rootDelayNs[i] = delayNs;
        rootTxNs[i] = txNs;
        rootBottleneck[i] = bottleneck;
    }

    // ------------------------------------------------------------------ queries

    public Wiring wiring() {
        return wiring;
    }

    /** Egress ports of {@code node} towards host {@code dst}; empty when unreachable. */
    public int[] nextPorts(int node, int dst) {
        if (node == dst) {
            return NONE;
        }
        int a = attachment[dst];
        if (topology.isHost(a)) { // two hosts linked to each other: only they reach each other
            return node == a ? wiring.ports(a) : NONE;
        }
        if (topology.isHost(node)) {
            int s = attachment[node];
            return !topology.isHost(s) && rootHops(a, s) >= 0 ? wiring.ports(node) : NONE;
        }
        if (node == a) {
            return lastHop[dst];
        }
        int[] p = next[rootIndex[a] * switchCount + switchIndex[node]];
        return p == null ? NONE : p;
    }

    /** True when {@code src} (a host or a switch) reaches host {@code dst}. */
    public boolean reachable(int src, int dst) {
        return src == dst || nextPorts(src, dst).length > 0;
    }

    /** The reference's base RTT between two hosts in nanoseconds. */
    public long baseRttNs(int src, int dst) {
        if (src == dst) {
            return 0;
        }
        return delayNs(src, dst) * 2 + txNs(src, dst);
    }

    /** The slowest link rate on the path between two hosts. */
    public long bottleneckBitsPerSec(int src, int dst) {
        if (src == dst) {
            return Long.MAX_VALUE;
        }
        long rate = Math.min(linkOf(src).rateBitsPerSec(), linkOf(dst).rateBitsPerSec());
        return attachedToEachOther(src, dst) ? rate : Math.min(rate, rootBottleneck[pair(src, dst)]);
    }

    /** Links on the shortest path between two hosts. */
    public int hops(int src, int dst) {
        if (src == dst) {
            return 0;
        }
        return attachedToEachOther(src, dst) ? 1 : 2 + rootHops[pair(src, dst)];
    }

    private long delayNs(int src, int dst) {
        long ends = linkOf(src).delayPs() / 1000 + linkOf(dst).delayPs() / 1000;
        return attachedToEachOther(src, dst) ? linkOf(src).delayPs() / 1000 : ends + rootDelayNs[pair(src, dst)];
    }

    private long txNs(int src, int dst) {
        long ends = oneTx(linkOf(src)) + oneTx(linkOf(dst));
        return attachedToEachOther(src, dst) ? oneTx(linkOf(src)) : ends + rootTxNs[pair(src, dst)];
    }

    long oneTx(Link l) {
        return payloadBytes * 8_000_000_000L / l.rateBitsPerSec();
    }

    private Link linkOf(int host) {
        return wiring.link(wiring.ports(host)[0]);
    }

    private boolean attachedToEachOther(int src, int dst) {
        return attachment[dst] == src;
    }

    /** Index of (dst's attachment, src's attachment) in the per-root-pair tables. */
    private int pair(int src, int dst) {
        return rootIndex[attachment[dst]] * rootCount + rootIndex[attachment[src]];
    }

    private int rootHops(int dstRoot, int srcRoot) {
        return rootHops[rootIndex[dstRoot] * rootCount + rootIndex[srcRoot]];
    }

    /**
     * The egress ports a packet of the given 5-tuple crosses from {@code src} to {@code dst}: the
     * source NIC port first, then one port per switch, each chosen by the switch's ECMP hash.
     */
    public int[] path(int src, int dst, int srcPort, int dstPort) {
        if (!reachable(src, dst)) {
            throw new SimInputException("no route from node " + src + " to host " + dst);
        }
        int sip = EcmpHash.hostIp(src);
        int dip = EcmpHash.hostIp(dst);
        int[] out = new int[hops(src, dst)];
        int node = src;
        int k = 0;
        while (node != dst) {
            int[] ports = nextPorts(node, dst);
            if (ports.length == 0) {
                throw new SimInputException("no route from node " + src + " to host " + dst);
            }
            int port = ports.length == 1 ? ports[0]
                    : ports[EcmpHash.pick(EcmpHash.hash(sip, dip, srcPort, dstPort, node), ports.length)];
            out[k++] = port;
            node = wiring.node(Wiring.peer(port));
        }
        return out;
    }
}
