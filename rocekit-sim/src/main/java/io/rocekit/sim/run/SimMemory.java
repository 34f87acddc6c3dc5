package io.rocekit.sim.run;

import io.rocekit.sim.SimLimits;
import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.net.ResultCollector;
import io.rocekit.sim.topology.Link;
import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.traffic.Flow;
import java.util.List;

/**
 * The heap one simulation holds at its peak, estimated from its inputs before it runs, from the
 * same model the simulator allocates by (docs/sim.md, "Memory"): routes per pair of switches,
 * a record per port, state per flow, and the packet pool, which grows with the packets in the
 * fabric at once. An upper bound where the inputs leave it open (how many packets the traffic
 * puts in the fabric together), so that {@code tune} does not start more simulations than its
 * heap holds; but not the worst case of every buffer full of minimum-size frames, which at
 * k=32 was 23.5 GB for a run that holds 0.3 GB and left tune one simulation at a time.
 */
public final class SimMemory {
    /**
     * Per port: the port record, queues, shared buffer, PFC state and counters, statistics and
     * the pipe (about 1,060 B, docs/performance.md "Fourth round"), and the calendar's entries
     * (24 B each, at most 8/3 per queued event, about one queued event per port).
     */
    static final long BYTES_PER_PORT = 1_060 + 64;
    /** Per flow: sender, receiver, reaction point, paths and its result record. */
    static final long BYTES_PER_FLOW = 600;
    /** Queue samples per switch port counted on: a millisecond at the default period of 1 us. */
    static final long SAMPLES_PER_PORT = 1_000;
    /** More packets than one pool array holds (2^31 ints of 8 per packet) end the run anyway. */
    static final long MAX_PACKETS = 1L << 28;
    /** Classes' static data, result summaries, buffers. */
    static final long FIXED_BYTES = 32L << 20;

    private SimMemory() {
    }

    /** Bytes of heap the simulation of {@code flows} over {@code topology} holds at most (estimated). */
    public static long estimateBytes(Topology topology, List<Flow> flows, SimConfig cfg) {
        long ports = 2L * topology.links().size();
        return routeBytes(topology) + ports * BYTES_PER_PORT + flows.size() * BYTES_PER_FLOW
                + poolBytes(topology, flows, cfg) + queueSeriesBytes(topology, cfg) + FIXED_BYTES;
    }

    /** The sampled queue series of every switch port: a thousand samples each, up to the sampler's cap. */
    static long queueSeriesBytes(Topology topology, SimConfig cfg) {
        if (cfg.queueSampleIntervalPs() <= 0) {
            return 0;
        }
        long switchPorts = 0;
        for (Link l : topology.links()) {
            switchPorts += (topology.isHost(l.a()) ? 0 : 1) + (topology.isHost(l.b()) ? 0 : 1);
        }
        return Math.min(switchPorts * SAMPLES_PER_PORT * 2 * Integer.BYTES, ResultCollector.maxQueueSeriesBytes());
    }

    /** Routes as {@code Routing} holds them: per (switch with hosts, switch) and per pair of switches with hosts. */
    static long routeBytes(Topology topology) {
        boolean[] root = new boolean[topology.nodeCount()];
        long roots = 0;
        for (Link l : topology.links()) {
            int attach = topology.isHost(l.a()) ? l.b() : topology.isHost(l.b()) ? l.a() : -1;
            if (attach >= 0 && !root[attach]) {
                root[attach] = true;
                roots++;
            }
        }
        long switches = topology.switchIds().length;
        return roots * switches * SimLimits.ROUTE_BYTES_PER_SWITCH_PAIR + roots * roots * SimLimits.ROUTE_BYTES_PER_ROOT_PAIR;
    }

    /**
     * The packet pool: at most every data packet of every flow and an acknowledgement for each,
     * and at most what the links hold in flight (both directions, full-size frames, and as many
     * replies) plus what the switch buffers hold; allocated up to twice that as the pool doubles,
     * and during the copy the old array too.
     */
    static long poolBytes(Topology topology, List<Flow> flows, SimConfig cfg) {
        long mtu = Math.max(64, cfg.packet().mtuBytes());
        long traffic = 0;
        for (Flow f : flows) {
            traffic = Math.min(MAX_PACKETS, traffic + 2 * (f.sizeBytes() / mtu + 1));
        }
        long inFlight = 0;
        for (Link l : topology.links()) {
            long bdpBytes = (long) Math.min(1e15, l.rateBitsPerSec() / 8.0 * l.delayPs() / 1e12);
            // two directions, frames and their replies; sums saturate at what one pool can hold
            inFlight = Math.min(MAX_PACKETS, inFlight + 2 * 2 * (bdpBytes / mtu + 2));
        }
        long buffered = Math.min(MAX_PACKETS, Math.max(0, cfg.sw().bufferBytes()) / mtu * topology.switchIds().length);
        long packets = Math.min(Math.min(traffic, inFlight + buffered) + 4096, MAX_PACKETS);
        return 3 * packets * ResultCollector.bytesPerPacket();
    }
}
