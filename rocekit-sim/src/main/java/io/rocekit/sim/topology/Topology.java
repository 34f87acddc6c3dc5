package io.rocekit.sim.topology;

import java.util.ArrayList;
import java.util.List;

/**
 * Nodes (indexed from 0, each a host or a switch) and the links between them, in the order they
 * were declared: that order fixes port numbers (a node's ports are numbered from 1 in the order
 * of its links, as in the HPCC simulator) and so the ECMP choices.
 */
public record Topology(List<NodeKind> kinds, List<Link> links) {
    public Topology {
        kinds = List.copyOf(kinds);
        links = List.copyOf(links);
        for (Link l : links) {
            if (l.a() >= kinds.size() || l.b() >= kinds.size() || l.a() < 0 || l.b() < 0) {
                throw new IllegalArgumentException("link " + l.a() + "-" + l.b() + " names a node outside 0.."
                        + (kinds.size() - 1));
            }
        }
    }

    public int nodeCount() {
        return kinds.size();
    }

    public boolean isHost(int node) {
        return kinds.get(node) == NodeKind.HOST;
    }

    /** Host node ids in increasing order. */
    public int[] hostIds() {
        return ids(NodeKind.HOST);
    }

    /** Switch node ids in increasing order. */
    public int[] switchIds() {
        return ids(NodeKind.SWITCH);
    }

    private int[] ids(NodeKind kind) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < kinds.size(); i++) {
            if (kinds.get(i) == kind) {
                out.add(i);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The rate of the first link of the lowest-numbered host: the NIC rate the HPCC presets key on. */
    public long nicRateBitsPerSec() {
        for (Link l : links) {
            if (isHost(l.a()) || isHost(l.b())) {
                return l.rateBitsPerSec();
            }
        }
        throw new IllegalStateException("topology has no host link");
    }

    /** A topology from node kinds given as a switch-id set. */
    public static Topology of(int nodeCount, int[] switchIds, List<Link> links) {
        List<NodeKind> kinds = new ArrayList<>();
        for (int i = 0; i < nodeCount; i++) {
            kinds.add(NodeKind.HOST);
        }
        for (int s : switchIds) {
            kinds.set(s, NodeKind.SWITCH);
        }
        return new Topology(kinds, links);
    }
}
