package io.rocekit.sim.net;

import io.rocekit.sim.config.SwitchConfig;
import io.rocekit.sim.topology.Link;
import io.rocekit.sim.topology.Wiring;

/**
 * A switch port's congestion point: RED ({@link Red}) on the length of the (port, priority) queue
 * with the port's thresholds (they depend on its speed), drawing from one SplitMix64 stream per
 * switch seeded by {@code sim.seed}.
 */
final class EcnMarker {
    /**
     * Per port, 24 bytes read together: Kmin, Kmax, Pmax (double bits), at {@code p * stride +
     * base} of the network's per-port records, beside the port's queues and link, which the
     * dequeue that marks touches too (issue 22: one line of the port, not one of its own).
     */
    private final long[] port;
    private final int base;
    private final int stride;
    static final int REC = 3;
    private static final int KMIN = 0;
    private static final int KMAX = 1;
    private static final int PMAX = 2;
    /** The switch of each port (the network's own array), whose random stream a draw takes from. */
    private final int[] portNode;
    /** SplitMix64 state per node. */
    private final long[] rngState;

    EcnMarker(Wiring wiring, int[] portNode, SwitchConfig sw, long seed, long[] records, int base, int stride) {
        int ports = wiring.portCount();
        port = records;
        this.base = base;
        this.stride = stride;
        this.portNode = portNode;
        for (int p = 0; p < ports; p++) {
            Link l = wiring.link(p);
            int r = p * stride + base;
            port[r + KMIN] = sw.kminBytes(l.rateBitsPerSec());
            port[r + KMAX] = sw.kmaxBytes(l.rateBitsPerSec());
            port[r + PMAX] = Double.doubleToRawLongBits(sw.pmax());
        }
        rngState = new long[wiring.topology().nodeCount()];
        for (int i = 0; i < rngState.length; i++) {
            rngState[i] = mix64(seed * 0x9E3779B97F4A7C15L + i + 1);
        }
    }

    /** Whether a packet leaving {@code p} with {@code queueBytes} queued gets CE; draws only between Kmin and Kmax. */
    boolean mark(int p, long queueBytes) {
        int r = p * stride + base;
        double prob = Red.markProbability(queueBytes, port[r + KMIN], port[r + KMAX],
                Double.longBitsToDouble(port[r + PMAX]));
        return prob >= 1.0 || (prob > 0 && nextUniform(portNode[p]) < prob);
    }

    private double nextUniform(int node) {
        long s = rngState[node] + 0x9E3779B97F4A7C15L;
        rngState[node] = s;
        return (mix64(s) >>> 11) * 0x1.0p-53;
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
