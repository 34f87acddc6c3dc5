package io.rocekit.sim.metrics;

import java.util.List;

/**
 * Slowdown and FCT percentiles of the finished flows in one size bucket.
 *
 * @param name "all", "<100KB", "100KB-1MB" or ">=1MB"
 */
public record BucketSummary(String name, long minBytes, long maxBytesExclusive, int flows, double slowdownP50,
        double slowdownP95, double slowdownP99, double slowdownMax, double slowdownMean, double fctP50Us,
        double fctP99Us) {

    /** The buckets the reference's analysis reports: all flows, then by size. */
    public static List<long[]> standardBounds() {
        return List.of(new long[] {0, Long.MAX_VALUE}, new long[] {0, 100_000}, new long[] {100_000, 1_000_000},
                new long[] {1_000_000, Long.MAX_VALUE});
    }

    public static String nameOf(long lo, long hi) {
        if (lo == 0 && hi == Long.MAX_VALUE) {
            return "all";
        }
        if (lo == 0) {
            return "<" + human(hi);
        }
        if (hi == Long.MAX_VALUE) {
            return ">=" + human(lo);
        }
        return human(lo) + "-" + human(hi);
    }

    private static String human(long b) {
        return b % 1_000_000 == 0 ? b / 1_000_000 + "MB" : b / 1000 + "KB";
    }

    public static BucketSummary of(List<FlowRecord> flows, long lo, long hi) {
        double[] sd = flows.stream().filter(FlowRecord::finished)
                .filter(f -> f.sizeBytes() >= lo && f.sizeBytes() < hi).mapToDouble(FlowRecord::slowdown).toArray();
        double[] fct = flows.stream().filter(FlowRecord::finished)
                .filter(f -> f.sizeBytes() >= lo && f.sizeBytes() < hi).mapToDouble(f -> f.fctNs() / 1000.0)
                .toArray();
        double[] s = Percentiles.sortedCopy(sd);
        double[] t = Percentiles.sortedCopy(fct);
        double mean = s.length == 0 ? Double.NaN : java.util.Arrays.stream(s).average().orElse(Double.NaN);
        return new BucketSummary(nameOf(lo, hi), lo, hi, s.length, Percentiles.of(s, 0.5), Percentiles.of(s, 0.95),
                Percentiles.of(s, 0.99), s.length == 0 ? Double.NaN : s[s.length - 1], mean, Percentiles.of(t, 0.5),
                Percentiles.of(t, 0.99));
    }
}
