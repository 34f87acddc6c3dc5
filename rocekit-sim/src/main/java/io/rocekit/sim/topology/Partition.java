package io.rocekit.sim.topology;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * The fabric cut into parts that simulate side by side, one thread each (issue 22). Nodes are
 * grouped by level (hops from the nearest host: hosts, edge, aggregation, core) and each level is
 * cut into equal ranges in id order, so that in a generated fat-tree a part holds whole pods with
 * their hosts and a share of the core: only links between an aggregation and a core switch of
 * different parts are cut. A frame on a cut link arrives no sooner than that link's delay after it
 * left, which is the window the parts may run apart ({@link #windowPs()}).
 */
public final class Partition {
    private final int parts;
    private final int[] partOfNode;
    private final boolean[] cutPort;
    private final long windowPs;

    private Partition(int parts, int[] partOfNode, boolean[] cutPort, long windowPs) {
        this.parts = parts;
        this.partOfNode = partOfNode;
        this.cutPort = cutPort;
        this.windowPs = windowPs;
    }

    /**
     * Cuts {@code wiring}'s nodes into {@code parts} parts by level, in id order within a level; into
     * fewer where no level has that many nodes, so that every part simulates a node (an empty part
     * would only add a thread to every window's wait: incast16 on 64 threads took 76 s, 0.4 s on one).
     */
    public static Partition byLevel(Wiring wiring, int parts) {
        if (parts < 1) {
            throw new IllegalArgumentException("parts must be at least 1, was " + parts);
        }
        int[] level = levels(wiring);
        int n = level.length;
        int maxLevel = Arrays.stream(level).max().orElse(0);
        int[] count = new int[maxLevel + 1];
        for (int l : level) {
            count[l]++;
        }
        int used = Math.min(parts, Arrays.stream(count).max().orElse(1));
        int[] seen = new int[maxLevel + 1];
        int[] partOf = new int[n];
        for (int v = 0; v < n; v++) {
            int l = level[v];
            partOf[v] = (int) ((long) seen[l]++ * used / count[l]);
        }
        boolean[] cut = new boolean[wiring.portCount()];
        long window = Long.MAX_VALUE;
        for (int p = 0; p < cut.length; p++) {
            if (partOf[wiring.node(p)] != partOf[wiring.node(Wiring.peer(p))]) {
                cut[p] = true;
                window = Math.min(window, wiring.link(p).delayPs());
            }
        }
        return new Partition(used, partOf, cut, window);
    }

    /** Hops from the nearest host (hosts 0); a node no host reaches is level 0 too. */
    private static int[] levels(Wiring wiring) {
        int n = wiring.topology().nodeCount();
        int[] level = new int[n];
        Arrays.fill(level, -1);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int h : wiring.topology().hostIds()) {
            level[h] = 0;
            queue.add(h);
        }
        while (!queue.isEmpty()) {
            int a = queue.poll();
            for (int port : wiring.ports(a)) {
                int b = wiring.node(Wiring.peer(port));
                if (level[b] < 0) {
                    level[b] = level[a] + 1;
                    queue.add(b);
                }
            }
        }
        for (int v = 0; v < n; v++) {
            level[v] = Math.max(0, level[v]);
        }
        return level;
    }

    public int parts() {
        return parts;
    }

    public int partOf(int node) {
        return partOfNode[node];
    }

    /** True when {@code port}'s link leads to a node of another part. */
    public boolean cut(int port) {
        return cutPort[port];
    }

    /**
     * How far apart in simulated time the parts may run: the shortest delay of a cut link (a frame
     * sent on it now arrives no sooner); Long.MAX_VALUE when no link is cut.
     */
    public long windowPs() {
        return windowPs;
    }
}
