package io.rocekit.sim.metrics;

import java.util.Arrays;

/**
 * Percentiles as the reference's analysis scripts take them: the element at index
 * {@code floor(n x p)} of the sorted values (the last element when that runs past the end).
 */
public final class Percentiles {
    private Percentiles() {
    }

    public static double of(double[] sorted, double p) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int i = (int) (sorted.length * p);
        return sorted[Math.min(i, sorted.length - 1)];
    }

    public static double[] sortedCopy(double[] values) {
        double[] s = values.clone();
        Arrays.sort(s);
        return s;
    }
}
