package io.rocekit.capture.track;

import io.rocekit.capture.report.LatencySummary;
import java.util.Arrays;
import java.util.Optional;

/**
 * Records non-negative durations and answers percentiles, in bounded memory: the first
 * {@value #EXACT_CAPACITY} samples are kept exactly (so small flows get exact answers), after
 * which they move into a log-linear histogram with 32 sub-buckets per power of two (values below
 * 64 exact, larger ones within 1/32 = 3.1 %). Percentiles use the nearest-rank method.
 *
 * <p>Why not keep every sample: memory must grow with the number of flows, never with the number
 * of frames; a flow of a billion packets still costs at most {@value #EXACT_CAPACITY} longs plus
 * the histogram.
 */
public final class Quantiles {
    static final int EXACT_CAPACITY = 1024;
    private static final int LINEAR = 64;
    private static final int SUB_BITS = 5;
    private static final int SUB = 1 << SUB_BITS;
    private static final int BUCKETS = LINEAR + (63 - 6) * SUB;

    private long[] exact = new long[16];
    private int exactCount;
    private int[] histogram;
    private long count;
    private long min = Long.MAX_VALUE;
    private long max = Long.MIN_VALUE;

    /** Records one value; negative values (timestamps going backwards) are recorded as 0. */
    public void record(long value) {
        long v = Math.max(0, value);
        count++;
        min = Math.min(min, v);
        max = Math.max(max, v);
        if (histogram != null) {
            histogram[bucket(v)]++;
            return;
        }
        if (exactCount == exact.length) {
            if (exactCount == EXACT_CAPACITY) {
                histogram = new int[BUCKETS];
                for (int i = 0; i < exactCount; i++) {
                    histogram[bucket(exact[i])]++;
                }
                exact = null;
                histogram[bucket(v)]++;
                return;
            }
            exact = Arrays.copyOf(exact, Math.min(EXACT_CAPACITY, exact.length * 2));
        }
        exact[exactCount++] = v;
    }

    public long count() {
        return count;
    }

    /** Whether the answers are exact (no more than {@value #EXACT_CAPACITY} samples). */
    public boolean isExact() {
        return histogram == null;
    }

    /**
     * The nearest-rank percentile: the smallest recorded value with at least {@code percent} % of
     * the samples at or below it. In histogram mode, the middle of the bucket, within [min, max].
     */
    public long percentile(double percent) {
        if (count == 0) {
            throw new IllegalStateException("no samples");
        }
        long rank = Math.max(1, (long) Math.ceil(percent / 100.0 * count));
        if (histogram == null) {
            long[] sorted = Arrays.copyOf(exact, exactCount);
            Arrays.sort(sorted);
            return sorted[(int) Math.min(rank, exactCount) - 1];
        }
        if (rank >= count) {
            return max;
        }
        if (rank == 1) {
            return min;
        }
        long seen = 0;
        for (int b = 0; b < BUCKETS; b++) {
            seen += histogram[b];
            if (seen >= rank) {
                long lo = lowerBound(b);
                long width = b < LINEAR ? 1 : 1L << ((b - LINEAR) / SUB + 6 - SUB_BITS);
                return Math.max(min, Math.min(max, lo + width / 2));
            }
        }
        return max;
    }

    /** The summary reports carry, or empty when nothing was recorded. */
    public Optional<LatencySummary> summary() {
        if (count == 0) {
            return Optional.empty();
        }
        return Optional.of(new LatencySummary(count, min, percentile(50), percentile(90), percentile(99), max,
                isExact()));
    }

    static int bucket(long v) {
        if (v < LINEAR) {
            return (int) v;
        }
        int e = 63 - Long.numberOfLeadingZeros(v); // >= 6
        int sub = (int) (v >>> (e - SUB_BITS)) & (SUB - 1);
        return LINEAR + (e - 6) * SUB + sub;
    }

    static long lowerBound(int b) {
        if (b < LINEAR) {
            return b;
        }
        int e = (b - LINEAR) / SUB + 6;
        int sub = (b - LINEAR) % SUB;
        return (1L << e) | ((long) sub << (e - SUB_BITS));
    }
}
