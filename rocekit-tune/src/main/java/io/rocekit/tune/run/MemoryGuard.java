package io.rocekit.tune.run;

import io.rocekit.sim.config.Settings;

/**
 * How many simulations of a base fit in this JVM's heap at once. The estimate is deliberately
 * generous: routing tables (nodes x hosts next-hop entries), flows and their records, per-port
 * state, and the packet pool at its worst (every switch buffer full of minimum-payload packets at
 * 36 bytes of pool each, plus their payload accounting), then doubled for the run's result
 * objects and garbage headroom.
 */
public final class MemoryGuard {
    private MemoryGuard() {
    }

    public static long estimateBytes(LoadedBase b) {
        var t = b.topology();
        long nodes = t.nodeCount();
        long hosts = t.hostIds().length;
        long switches = t.switchIds().length;
        long links = t.links().size();
        Settings s = b.settings();
        long mtu = Math.max(64, s.getLong("packet.mtu"));
        long bufferPackets = switches * s.getLong("switch.buffer") / mtu;
        long routing = nodes * hosts * 16;
        long flows = b.flows().size() * 400L;
        long ports = links * 2 * 2_000;
        long packets = bufferPackets * 64;
        long estimate = 2 * (routing + flows + ports + packets) + 16L * 1024 * 1024;
        return estimate;
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
