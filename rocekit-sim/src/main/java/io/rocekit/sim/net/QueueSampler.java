package io.rocekit.sim.net;

import java.util.Arrays;

/**
 * Samples the data bytes queued at every switch port at a fixed period, from the first flow's
 * start until the last flow finishes. Samples are stored as ints (bytes) in one growable array,
 * port-major per tick.
 */
final class QueueSampler {
    private final Network net;
    private final long periodPs;
    final int[] ports;
    long firstPs;
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
        net.loop.scheduleAt(now + periodPs, Events.of(Events.SAMPLE, 0));
    }

    long periodPs() {
        return periodPs;
    }
}
