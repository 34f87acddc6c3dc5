package io.rocekit.sim.net;

import java.util.Arrays;

/**
 * Samples the data bytes queued at every switch port at a fixed period, from the first flow's
 * start until the last flow finishes. Samples are stored as ints (bytes) in one growable array,
 * port-major per tick. Memory is bounded: when the series reaches {@link #MAX_SAMPLES} values it
 * keeps every other tick and doubles the period, so a run that goes on for long keeps a coarser
 * series instead of running out of heap.
 */
final class QueueSampler {
    private final Network net;
    static final int MAX_SAMPLES = 16 << 20;
    private long periodPs;
    final int[] ports;
    long firstPs;
    private long nextTick;
    int ticks;
    int[] samples = new int[0];

    QueueSampler(Network net, long periodPs) {
        this.net = net;
        this.periodPs = periodPs;
        int n = 0;
        for (int p = 0; p < net.portCount; p++) {
            if (net.onSwitch[p]) {
                n++;
            }
        }
        ports = new int[n];
        int i = 0;
        for (int p = 0; p < net.portCount; p++) {
            if (net.onSwitch[p]) {
                ports[i++] = p;
            }
        }
    }

    void start(long atPs) {
        firstPs = atPs;
        if (periodPs > 0 && ports.length > 0) {
            net.loop.scheduleAt(atPs, Events.of(Events.SAMPLE, 0));
        }
    }

    void sample(long now) {
        if (net.hosts.unfinished() == 0) {
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
        long[] q = net.stats.queueNowBytes;
        for (int i = 0; i < ports.length; i++) {
            samples[base + i] = (int) Math.min(Integer.MAX_VALUE, q[ports[i]]);
        }
        ticks++;
        nextTick = firstPs + (long) ticks * periodPs;
        net.loop.scheduleAt(Math.max(now, nextTick), Events.of(Events.SAMPLE, 0));
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
        nextTick = firstPs + (long) ticks * periodPs;
    }

    long periodPs() {
        return periodPs;
    }
}
