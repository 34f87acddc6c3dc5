package io.rocekit.capture.report;

/**
 * A distribution of durations in nanoseconds (nearest-rank percentiles).
 *
 * @param samples how many values
 * @param exact   whether the percentiles are exact (else within 3.1 %, from a histogram)
 */
public record LatencySummary(long samples, long min, long p50, long p90, long p99, long max, boolean exact) {
}
