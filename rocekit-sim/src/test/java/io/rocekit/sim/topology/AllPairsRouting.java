package io.rocekit.sim.topology;

import io.rocekit.sim.SimInputException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The route computation as it was before issue 22 (all pairs: one breadth-first search per
 * destination host, state per node and host), kept as the reference that {@link Routing} must
 * agree with on every (node, host) pair: same next hops in the same order, same base RTT,
 * bottleneck and hop count.
 */
final class AllPairsRouting {
    private final Wiring wiring;
    private final int[] hostIndex;
    private final int[] hosts;
    /** nextPorts[node][hostIndex]: egress ports of node towards that host (shared arrays). */
    private final int[][][] nextPorts;
    private final long[][] delayNsTo;
    private final long[][] bottleneckTo;
    private final int[][] hopsTo;
    private final long payloadBytes;

    /**
     * @param payloadBytes the MTU payload the reference uses in its base RTT (1000 B)
     */
    AllPairsRouting(Wiring wiring, long payloadBytes) {
        this.wiring = wiring;
        this.payloadBytes = payloadBytes;
        Topology t = wiring.topology();
        int n = t.nodeCount();
        hosts = t.hostIds();

        hostIndex = new int[n];
        Arrays.fill(hostIndex, -1);
        for (int i = 0; i < hosts.length; i++) {
            hostIndex[hosts[i]] = i;
            if (wiring.ports(hosts[i]).length != 1) {
                throw new SimInputException("host " + hosts[i] + " has " + wiring.ports(hosts[i]).length
                        + " links; each host must have exactly one (its NIC port)");
            }
        }
        nextPorts = new int[n][hosts.length][];
        delayNsTo = new long[hosts.length][];
        bottleneckTo = new long[hosts.length][];
        hopsTo = new int[hosts.length][];
        int[][] neighbourPorts = neighbourPortsByNodeId(n);
        Map<String, int[]> interned = new HashMap<>();
        for (int hi = 0; hi < hosts.length; hi++) {
            bfs(hi, neighbourPorts, interned);
        }
    }

    /** Each node's ports ordered by the id of the node at the other end (then by link order). */
    private int[][] neighbourPortsByNodeId(int n) {
        int[][] out = new int[n][];
        for (int node = 0; node < n; node++) {
            int[] ports = wiring.ports(node).clone();
            Integer[] boxed = Arrays.stream(ports).boxed().toArray(Integer[]::new);
            Arrays.sort(boxed, (x, y) -> {
                int kx = neighbourRank(wiring.node(Wiring.peer(x)));
                int ky = neighbourRank(wiring.node(Wiring.peer(y)));
                return kx != ky ? Integer.compare(kx, ky) : Integer.compare(x, y);
            });
            out[node] = Arrays.stream(boxed).mapToInt(Integer::intValue).toArray();
        }
        return out;
    }

    /**
     * The reference keeps neighbours in a map keyed by node pointer. Hosts are small objects
     * allocated in increasing address order; every switch object is over 2 MB (its per-port byte
     * matrix), so the allocator maps each one separately, at decreasing addresses. The resulting
     * order is: hosts by increasing id, then switches by decreasing id.
     */
    private int neighbourRank(int node) {
        return wiring.topology().isHost(node) ? node : Integer.MAX_VALUE - node;
    }

    private void bfs(int hi, int[][] neighbourPorts, Map<String, int[]> interned) {
        Topology t = wiring.topology();
        int n = t.nodeCount();
        int host = hosts[hi];
        int[] dist = new int[n];
        Arrays.fill(dist, -1);
        long[] delay = new long[n];
        long[] bw = new long[n];
        long[] tx = new long[n];
        int[] hops = new int[n];
        List<List<Integer>> next = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            next.add(null);
        }
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(host);
        dist[host] = 0;
        bw[host] = Long.MAX_VALUE;
        while (!queue.isEmpty()) {
            int now = queue.poll();
            int d = dist[now];
            for (int p : neighbourPorts[now]) {
                int nb = wiring.node(Wiring.peer(p));
                Link l = wiring.link(p);
                if (dist[nb] < 0) {
                    dist[nb] = d + 1;
                    delay[nb] = delay[now] + l.delayPs() / 1000;
                    tx[nb] = tx[now] + payloadBytes * 8_000_000_000L / l.rateBitsPerSec();
                    bw[nb] = Math.min(bw[now], l.rateBitsPerSec());
                    hops[nb] = hops[now] + 1;
                    if (!t.isHost(nb)) {
                        queue.add(nb);
                    }
                }
                if (dist[nb] == d + 1) {
                    if (next.get(nb) == null) {
                        next.set(nb, new ArrayList<>());
                    }
                    // nb reaches `host` through `now`: its egress port is the peer of p.
                    next.get(nb).add(Wiring.peer(p));
                }
            }
        }
        long[] rtt = new long[n];
        for (int i = 0; i < n; i++) {
            rtt[i] = delay[i] * 2 + tx[i];
            List<Integer> ports = next.get(i);
            if (ports != null) {
                int[] arr = ports.stream().mapToInt(Integer::intValue).toArray();
                nextPorts[i][hi] = interned.computeIfAbsent(Arrays.toString(arr), k -> arr);
            }
        }
        delayNsTo[hi] = rtt;
        bottleneckTo[hi] = bw;
        hopsTo[hi] = hops;
    }

    public Wiring wiring() {
        return wiring;
    }

    /** The index of a host among all hosts (0..hosts-1), or -1 for a switch. */
    public int hostIndex(int node) {
        return hostIndex[node];
    }

    /** Egress ports of {@code node} towards host {@code dst}; empty when unreachable. */
    public int[] nextPorts(int node, int dst) {
        int[] p = nextPorts[node][hostIndex[dst]];
        return p == null ? new int[0] : p;
    }

    public boolean reachable(int src, int dst) {
        return src == dst || nextPorts[src][hostIndex[dst]] != null;
    }

    /** The reference's base RTT between two hosts in nanoseconds. */
    public long baseRttNs(int src, int dst) {
        return delayNsTo[hostIndex[dst]][src];
    }

    /** The slowest link rate on the path between two hosts. */
    public long bottleneckBitsPerSec(int src, int dst) {
        return bottleneckTo[hostIndex[dst]][src];
    }

    /** Links on the shortest path between two hosts. */
    public int hops(int src, int dst) {
        return hopsTo[hostIndex[dst]][src];
    }

    /**
     * The egress ports a packet of the given 5-tuple crosses from {@code src} to {@code dst}: the
     * source NIC port first, then one port per switch, each chosen by the switch's ECMP hash.
     */
    public int[] path(int src, int dst, int srcPort, int dstPort) {
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
