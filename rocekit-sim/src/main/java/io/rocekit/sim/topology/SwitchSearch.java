package io.rocekit.sim.topology;

import java.util.Arrays;

/**
 * The breadth-first searches behind {@link Routing}, one per attachment switch over the switches
 * only (hosts never transit). A switch's neighbours are visited in the reference's order: the
 * HPCC simulator keeps them in a map keyed by node pointer, and its switch objects were allocated
 * at decreasing addresses, so switches come by decreasing node id (hosts, which come first in
 * that order, are not searched through); parallel links by port number. A switch's next hops are
 * the ports to its neighbours one hop closer to the root, in the order the search dequeued those
 * neighbours. Equal next-hop lists are shared (a fat-tree has few distinct ones).
 */
final class SwitchSearch {
    private final Routing routing;
    private final Wiring wiring;
    private final int switches;
    /** Per switch index: its node id. */
    private final int[] switchNode;
    /** Per switch index: its ports towards other switches, in the reference's visiting order. */
    private final int[][] neighbourPorts;
    /**
     * Per switch index: the switch index at the other end of each of those ports, worked out once:
     * a search from each of a k=128 fat-tree's 8,192 switches with hosts visits 2.6 M ports, and
     * looking each neighbour up through its port, node and index was half of that time.
     */
    private final int[][] neighbourSwitches;
    /** Per switch index: where its next-hop list starts in {@link #nextBuf}. */
    private final int[] nextStart;
    // scratch of one search, indexed by switch index
    private final int[] dist;
    private final long[] delayNs;
    private final long[] txNs;
    private final long[] bottleneck;
    private final int[] nextLen;
    private final int[] nextBuf;
    private final int[] queue;
    private final PortListInterner interner = new PortListInterner();

    SwitchSearch(Routing routing) {
        this.routing = routing;
        this.wiring = routing.wiringForSearch();
        switches = routing.switchCount();
        switchNode = new int[switches];
        neighbourPorts = new int[switches][];
        neighbourSwitches = new int[switches][];
        nextStart = new int[switches + 1];
        Topology t = wiring.topology();
        for (int node = 0; node < t.nodeCount(); node++) {
            int si = routing.switchIndex(node);
            if (si >= 0) {
                switchNode[si] = node;
                neighbourPorts[si] = switchPortsInReferenceOrder(node);
                neighbourSwitches[si] = new int[neighbourPorts[si].length];
                for (int j = 0; j < neighbourPorts[si].length; j++) {
                    neighbourSwitches[si][j] = routing.switchIndex(wiring.node(Wiring.peer(neighbourPorts[si][j])));
                }
                nextStart[si + 1] = neighbourPorts[si].length;
            }
        }
        for (int si = 0; si < switches; si++) {
            nextStart[si + 1] += nextStart[si];
        }
        dist = new int[switches];
        delayNs = new long[switches];
        txNs = new long[switches];
        bottleneck = new long[switches];
        nextLen = new int[switches];
        nextBuf = new int[nextStart[switches]];
        queue = new int[switches];
    }

    /** The node's ports whose peer is a switch: peers by decreasing node id, then by port. */
    private int[] switchPortsInReferenceOrder(int node) {
        Topology t = wiring.topology();
        int[] ports = wiring.ports(node);
        long[] keys = new long[ports.length];
        int n = 0;
        for (int p : ports) {
            int peer = wiring.node(Wiring.peer(p));
            if (!t.isHost(peer)) {
                keys[n++] = ((long) (Integer.MAX_VALUE - peer) << 32) | p;
            }
        }
        Arrays.sort(keys, 0, n);
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = (int) keys[i];
        }
        return out;
    }

    /** Switches with hosts searched from between two reports of progress. */
    private static final int REPORT_EVERY = 64;

    void runAll(Routing.SearchProgress progress) {
        int roots = routing.rootCount();
        int[] rootSwitch = new int[roots];
        for (int si = 0; si < switches; si++) {
            int r = routing.rootIndexOf(switchNode[si]);
            if (r >= 0) {
                rootSwitch[r] = si;
            }
        }
        for (int r = 0; r < roots; r++) {
            search(r, rootSwitch[r]);
            for (int other = 0; other < roots; other++) {
                int si = rootSwitch[other];
                if (dist[si] >= 0) {
                    routing.setRootPair(r, other, dist[si], delayNs[si], txNs[si], bottleneck[si]);
                }
            }
            if ((r + 1) % REPORT_EVERY == 0 || r + 1 == roots) {
                progress.searched(r + 1, roots);
            }
        }
    }

    private void search(int root, int start) {
        Arrays.fill(dist, -1);
        Arrays.fill(nextLen, 0);
        dist[start] = 0;
        delayNs[start] = 0;
        txNs[start] = 0;
        bottleneck[start] = Long.MAX_VALUE;
        int head = 0;
        int tail = 0;
        queue[tail++] = start;
        while (head < tail) {
            int now = queue[head++];
            int d = dist[now];
            int[] ports = neighbourPorts[now];
            int[] neighbours = neighbourSwitches[now];
            for (int j = 0; j < ports.length; j++) {
                int p = ports[j];
                int nb = neighbours[j];
                if (dist[nb] < 0) {
                    Link l = wiring.link(p);
                    dist[nb] = d + 1;
                    delayNs[nb] = delayNs[now] + l.delayPs() / 1000;
                    txNs[nb] = txNs[now] + routing.oneTx(l);
                    bottleneck[nb] = Math.min(bottleneck[now], l.rateBitsPerSec());
                    queue[tail++] = nb;
                }
                if (dist[nb] == d + 1) {
                    // nb reaches the root through now: its egress port is the peer of p.
                    nextBuf[nextStart[nb] + nextLen[nb]++] = Wiring.peer(p);
                }
            }
        }
        for (int si = 0; si < switches; si++) {
            if (nextLen[si] > 0) {
                routing.setNext(root, si, interner.intern(nextBuf, nextStart[si], nextLen[si]));
            }
        }
    }
}
