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
    /** Partitioned runs: sample until the run stops, not until this part's own flows are done. */
    private boolean untilStopped;
    /** Partitioned runs: the ports whose queues this part knows (the others are taken from their part); null: all. */
    private boolean[] sampled;
    /** Ticks sampled (events run), counted for partitioned runs, whose every part samples. */
    long eventsRun;

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
        eventsRun++;
        if (nics.unfinished() == 0 && !untilStopped) {
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
            if (sampled == null || sampled[ports[i]]) {
                samples[base + i] = (int) Math.min(Integer.MAX_VALUE, stats.queuedBytes(ports[i]));
            }
        }
        ticks++;
        nextTickPs = firstPs + (long) ticks * periodPs;
        loop.scheduleAt(Math.max(nowPs, nextTickPs), Events.of(Events.SAMPLE, 0));
    }

    /**
     * A part of a partitioned run samples the ports marked in {@code ownPorts} (reading the others'
     * records would be a miss each for a zero) until the run stops (see {@link #keepTicksUpTo}).
     */
    void sampleUntilStopped(boolean[] ownPorts) {
        untilStopped = true;
        sampled = ownPorts;
    }

    /**
     * Takes the series of the ports marked in {@code theirs} from {@code other}, another part's
     * sampler: both sampled every port at the same ticks, each knows only its own ports' queues.
     */
    void absorb(QueueSampler other, boolean[] theirs) {
        int n = ports.length;
        ticks = Math.min(ticks, other.ticks);
        for (int i = 0; i < n; i++) {
            if (theirs[ports[i]]) {
                for (int t = 0; t < ticks; t++) {
                    samples[t * n + i] = other.samples[t * n + i];
                }
            }
        }
    }

    /** Drops the ticks after {@code endPs}: a single thread stops sampling when the last flow is done. */
    void keepTicksUpTo(long endPs) {
        while (ticks > 0 && firstPs + (long) (ticks - 1) * periodPs > endPs) {
            ticks--;
        }
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
