package io.rocekit.sim.net;

import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.metrics.FabricStats;
import java.util.Arrays;

/**
 * Samples the data bytes queued at every switch port at a fixed period, from the first flow's
 * start until the last flow finishes. Samples are stored as ints (bytes) in one growable array,
 * port-major per tick. Memory is bounded: when the series reaches {@link #MAX_SAMPLES} values it
 * keeps every other tick and doubles the period, so a run that goes on for long keeps a coarser
 * series instead of running out of heap.
 */
final class QueueSampler {
    static final int MAX_SAMPLES = 16 << 20;
    private final EventLoop loop;
    private final FabricStats stats;
    private final NicSender nics;
    private long periodPs;
    final int[] ports;
    long firstPs;
    private long nextTickPs;
    int ticks;
    int[] samples = new int[0];

    QueueSampler(EventLoop loop, boolean[] onSwitch, FabricStats stats, NicSender nics, long periodPs) {
        this.loop = loop;
        this.stats = stats;
        this.nics = nics;
        this.periodPs = periodPs;
        int n = 0;
        for (boolean s : onSwitch) {
            if (s) {
                n++;
            }
        }
        ports = new int[n];
        int i = 0;
        for (int p = 0; p < onSwitch.length; p++) {
            if (onSwitch[p]) {
                ports[i++] = p;
            }
        }
    }

    void start(long atPs) {
        firstPs = atPs;
        if (periodPs > 0 && ports.length > 0) {
            loop.scheduleAt(atPs, Events.of(Events.SAMPLE, 0));
        }
    }

    void sample(long nowPs) {
        if (nics.unfinished() == 0) {
            return;
        }
        if ((long) (ticks + 1) * ports.length > MAX_SAMPLES && ticks >= 2) {
            thin();
        }
        int need = (ticks + 1) * ports.length;
        if (need > samples.length) {
            samples = Arrays.copyOf(samples, Math.max(need, samples.length * 2));
        }
        int base = ticks * ports.length;
        for (int i = 0; i < ports.length; i++) {
            samples[base + i] = (int) Math.min(Integer.MAX_VALUE, stats.queuedBytes(ports[i]));
        }
        ticks++;
        nextTickPs = firstPs + (long) ticks * periodPs;
        loop.scheduleAt(Math.max(nowPs, nextTickPs), Events.of(Events.SAMPLE, 0));
    }

    /** Keeps ticks 0, 2, 4, ... and doubles the period. */
    private void thin() {
        int n = ports.length;
        int kept = (ticks + 1) / 2;
        for (int t = 1; t < kept; t++) {
            System.arraycopy(samples, 2 * t * n, samples, t * n, n);
        }
        ticks = kept;
        periodPs *= 2;
        nextTickPs = firstPs + (long) ticks * periodPs;
    }

    long periodPs() {
        return periodPs;
    }
}
