package io.rocekit.sim.topology;

import java.util.ArrayList;
import java.util.List;

/**
 * The ports a topology's links create. Link i creates port {@code 2i} on node {@code a} and port
 * {@code 2i+1} on node {@code b}; each port knows its node, its peer port, and its interface
 * number on its node (1, 2, ... in link order, as ns-3 numbers devices after the loopback).
 */
public final class Wiring {
    private final Topology topology;
    private final int[] portNode;
    private final int[] portIfIndex;
    private final int[][] nodePorts;

    public Wiring(Topology topology) {
        this.topology = topology;
        int nLinks = topology.links().size();
        portNode = new int[2 * nLinks];
        portIfIndex = new int[2 * nLinks];
        List<List<Integer>> perNode = new ArrayList<>();
        for (int i = 0; i < topology.nodeCount(); i++) {
            perNode.add(new ArrayList<>());
        }
        for (int i = 0; i < nLinks; i++) {
            Link l = topology.links().get(i);
            portNode[2 * i] = l.a();
            portNode[2 * i + 1] = l.b();
            perNode.get(l.a()).add(2 * i);
            portIfIndex[2 * i] = perNode.get(l.a()).size();
            perNode.get(l.b()).add(2 * i + 1);
            portIfIndex[2 * i + 1] = perNode.get(l.b()).size();
        }
        nodePorts = new int[topology.nodeCount()][];
        for (int i = 0; i < nodePorts.length; i++) {
            nodePorts[i] = perNode.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
    }

    public Topology topology() {
        return topology;
    }

    public int portCount() {
        return portNode.length;
    }

    public int node(int port) {
        return portNode[port];
    }

    /** The port at the other end of the link. */
    public static int peer(int port) {
        return port ^ 1;
    }

    public Link link(int port) {
        return topology.links().get(port >>> 1);
    }

    public int ifIndex(int port) {
        return portIfIndex[port];
    }

    /** The ports of a node in interface order. */
    public int[] ports(int node) {
        return nodePorts[node];
    }
}
