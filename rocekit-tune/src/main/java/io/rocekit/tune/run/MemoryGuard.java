package io.rocekit.tune.run;

import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.run.SimMemory;

/**
 * How many simulations of a base fit in this JVM's heap at once, from the simulator's own memory
 * model ({@link SimMemory}: routes per pair of switches, a record per port, state per flow, the
 * packet pool bounded by the traffic and by what links and buffers hold), an upper bound about
 * twice what runs measured hold (k=32 permutation: 612 MiB estimated, 300 MB peak RSS of the whole
 * JVM). The quarter of the heap {@link #concurrency} keeps free is the room for garbage. The
 * estimate before it took every switch buffer full of small frames and routes per host pair: 23.5
 * GB for the k=32 permutation, so tune ran such fabrics one simulation at a time on any machine.
 */
public final class MemoryGuard {
    private MemoryGuard() {
    }

    public static long estimateBytes(LoadedBase b) {
        return SimMemory.estimateBytes(b.topology(), b.flows(), SimConfig.from(b.settings()));
    }

    /**
     * Threads to use: at most {@code cores}, and only as many as fit in {@code maxHeapBytes} minus
     * a quarter kept free. At least one (a single run that does not fit would fail either way).
     */
    public static int concurrency(long estimateBytes, int cores, long maxHeapBytes) {
        long usable = maxHeapBytes - maxHeapBytes / 4;
        long fit = Math.max(1, usable / Math.max(1, estimateBytes));
        return (int) Math.max(1, Math.min(cores, fit));
    }
}
