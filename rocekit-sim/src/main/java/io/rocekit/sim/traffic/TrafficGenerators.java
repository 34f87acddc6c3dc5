package io.rocekit.sim.traffic;

import io.rocekit.sim.SimInputException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.SplittableRandom;

/**
 * Traffic patterns as flow specs (ids and source ports are assigned by {@link FlowSet#assign}).
 * Randomised patterns draw from a {@link SplittableRandom} seeded by the caller, so a seed gives
 * the same flows every time.
 */
public final class TrafficGenerators {
    public static final int DATA_PRIORITY = 3;

    private TrafficGenerators() {
    }

    /** Every sender sends {@code sizeBytes} to {@code receiver} at {@code startPs}. */
    public static List<FlowSet.Spec> incast(int[] senders, int receiver, long sizeBytes, long startPs) {
        List<FlowSet.Spec> out = new ArrayList<>();
        for (int s : senders) {
            if (s != receiver) {
                out.add(spec(s, receiver, sizeBytes, startPs));
            }
        }
        return out;
    }

    /** A random permutation without fixed points: every host sends to exactly one other. */
    public static List<FlowSet.Spec> permutation(int[] hosts, long sizeBytes, long startPs, SplittableRandom rnd) {
        if (hosts.length < 2) {
            throw new IllegalArgumentException("permutation needs at least 2 hosts");
        }
        int n = hosts.length;
        int[] perm = new int[n];
        // Sattolo's algorithm: a uniformly random cyclic permutation, so nobody sends to itself.
        for (int i = 0; i < n; i++) {
            perm[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = rnd.nextInt(i);
            int t = perm[i];
            perm[i] = perm[j];
            perm[j] = t;
        }
        List<FlowSet.Spec> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(spec(hosts[i], hosts[perm[i]], sizeBytes, startPs));
        }
        return out;
    }

    /** Every host sends {@code sizeBytes} to every other host. */
    public static List<FlowSet.Spec> allToAll(int[] hosts, long sizeBytes, long startPs) {
        List<FlowSet.Spec> out = new ArrayList<>();
        for (int s : hosts) {
            for (int d : hosts) {
                if (s != d) {
                    out.add(spec(s, d, sizeBytes, startPs));
                }
            }
        }
        return out;
    }

    /**
     * The 2(G−1) steps of a ring AllReduce of {@code bufferBytes} over G hosts (reduce-scatter then
     * all-gather): in every step each host sends one chunk of bufferBytes/G to the next host in
     * the ring, and starts step k+1 only when it has received its chunk of step k.
     */
    public static List<FlowSet.Spec> ringAllReduce(int[] hosts, long bufferBytes, long startPs) {
        int g = hosts.length;
        if (g < 2) {
            throw new IllegalArgumentException("ring-allreduce needs at least 2 hosts");
        }
        long chunk = Math.max(1, bufferBytes / g);
        int steps = 2 * (g - 1);
        List<FlowSet.Spec> out = new ArrayList<>();
        for (int k = 0; k < steps; k++) {
            for (int i = 0; i < g; i++) {
                // host i's step-k send waits for the step k-1 chunk it received from host i-1
                int after = k == 0 ? -1 : (k - 1) * g + (i - 1 + g) % g;
                out.add(new FlowSet.Spec(hosts[i], hosts[(i + 1) % g], DATA_PRIORITY, chunk, startPs,
                        FlowSet.DEFAULT_DST_PORT, after));
            }
        }
        return out;
    }

    /**
     * Poisson arrivals at every host at {@code load} of its link rate, as the HPCC traffic
     * generator draws them: exponential gaps with mean (mean size x 8) / (load x rate), destination
     * uniform among the other hosts, size from the CDF; arrivals in [start, start + duration).
     */
    public static List<FlowSet.Spec> poisson(int[] hosts, long hostRateBitsPerSec, double load, FlowSizeCdf cdf,
            long startPs, long durationPs, SplittableRandom rnd) {
        if (!(load > 0) || load > 1) {
            throw new IllegalArgumentException("poisson load must be in (0, 1], was " + load);
        }
        if (hosts.length < 2) {
            throw new IllegalArgumentException("poisson traffic needs at least 2 hosts");
        }
        double meanGapPs = cdf.meanBytes() * 8 / (load * hostRateBitsPerSec) * 1e12;
        double expected = hosts.length * (double) durationPs / meanGapPs;
        if (expected > io.rocekit.sim.SimLimits.MAX_FLOWS) {
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT,
                    "poisson traffic over %d hosts for this duration makes about %.3g flows; the simulator holds at"
                            + " most %d (shorten the duration or lower the load)",
                    hosts.length, expected, io.rocekit.sim.SimLimits.MAX_FLOWS));
        }
        PriorityQueue<long[]> next = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0])
                : Long.compare(a[1], b[1]));
        for (int i = 0; i < hosts.length; i++) {
            next.add(new long[] {startPs + gap(meanGapPs, rnd), i});
        }
        List<FlowSet.Spec> out = new ArrayList<>();
        long end = startPs + durationPs;
        while (!next.isEmpty()) {
            long[] e = next.poll();
            if (e[0] >= end) {
                continue;
            }
            int src = (int) e[1];
            int dst = rnd.nextInt(hosts.length - 1);
            if (dst >= src) {
                dst++;
            }
            out.add(spec(hosts[src], hosts[dst], cdf.sample(rnd), e[0]));
            next.add(new long[] {e[0] + gap(meanGapPs, rnd), src});
        }
        return out;
    }

    private static long gap(double meanPs, SplittableRandom rnd) {
        return (long) (-Math.log(1 - rnd.nextDouble()) * meanPs);
    }

    private static FlowSet.Spec spec(int src, int dst, long size, long start) {
        return new FlowSet.Spec(src, dst, DATA_PRIORITY, size, start, FlowSet.DEFAULT_DST_PORT, -1);
    }

    /** A built-in distribution: "websearch" or "fb-hadoop". */
    public static FlowSizeCdf builtinCdf(String name) {
        String res = switch (name) {
            case "websearch", "web-search" -> "websearch.cdf";
            case "fb-hadoop", "fbhadoop" -> "fbhadoop.cdf";
            default -> throw new SimInputException("unknown flow-size distribution '" + name
                    + "': expected websearch, fb-hadoop or a CDF file");
        };
        try (InputStream in = TrafficGenerators.class.getResourceAsStream(res)) {
            return FlowSizeCdf.parse(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
