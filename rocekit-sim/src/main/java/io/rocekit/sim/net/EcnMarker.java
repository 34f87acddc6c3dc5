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
    private final long[] kminBytes;
    private final long[] kmaxBytes;
    private final double[] pmax;
    private final int[] portNode;
    /** SplitMix64 state per node. */
    private final long[] rngState;

    EcnMarker(Wiring wiring, SwitchConfig sw, long seed) {
        int ports = wiring.portCount();
        kminBytes = new long[ports];
        kmaxBytes = new long[ports];
        pmax = new double[ports];
        portNode = new int[ports];
        for (int p = 0; p < ports; p++) {
            Link l = wiring.link(p);
            portNode[p] = wiring.node(p);
            kminBytes[p] = sw.kminBytes(l.rateBitsPerSec());
            kmaxBytes[p] = sw.kmaxBytes(l.rateBitsPerSec());
            pmax[p] = sw.pmax();
        }
        rngState = new long[wiring.topology().nodeCount()];
        for (int i = 0; i < rngState.length; i++) {
            rngState[i] = mix64(seed * 0x9E3779B97F4A7C15L + i + 1);
        }
    }

    /** Whether a packet leaving {@code port} with {@code queueBytes} queued gets CE; draws only between Kmin and Kmax. */
    boolean mark(int port, long queueBytes) {
        double p = Red.markProbability(queueBytes, kminBytes[port], kmaxBytes[port], pmax[port]);
        return p >= 1.0 || (p > 0 && nextUniform(portNode[port]) < p);
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
