package io.rocekit.sim.net;

import io.rocekit.sim.topology.Routing;
import io.rocekit.sim.traffic.Flow;

/**
 * The forwarding state of the fabric: the egress port at every hop of each flow's data path and
 * of its ACK path (the reference's ECMP choice, computed once when the flow starts). A switch
 * asks it where a packet goes next; the NIC does not route.
 */
final class FlowRoutes {
    private final Routing routing;
    private final PacketPool pkts;
    /** Per flow; read racily by {@link ReadAhead}. */
    final int[][] dataPath;
    final int[][] ackPath;

    FlowRoutes(Routing routing, PacketPool pkts, int flows) {
        this.routing = routing;
        this.pkts = pkts;
        dataPath = new int[flows][];
        ackPath = new int[flows][];
    }

    /** Computes the paths of flow {@code f} (its ACKs hash their own tuple). */
    void open(Flow f) {
        dataPath[f.id()] = routing.path(f.src(), f.dst(), f.srcPort(), f.dstPort());
        ackPath[f.id()] = routing.path(f.dst(), f.src(), f.dstPort(), f.srcPort());
    }

    /** The egress port of packet {@code k} at the switch it just reached (advances its hop count). */
    int nextPort(int k) {
        int f = pkts.flow(k);
        int[] path = pkts.kind(k) == PacketPool.DATA ? dataPath[f] : ackPath[f];
        return path[pkts.nextHop(k)];
    }
}
