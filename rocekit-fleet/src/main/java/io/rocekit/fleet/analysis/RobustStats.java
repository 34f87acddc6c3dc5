package io.rocekit.fleet.analysis;

import java.util.Arrays;

/** Median and median absolute deviation: statistics a few bad nodes cannot drag (unlike mean and SD). */
public final class RobustStats {
    /** Iglewicz and Hoaglin: 0.6745 MAD estimates the SD of normal data, so z = 0.6745 (x - median) / MAD. */
    public static final double Z_FACTOR = 0.6745;

    private RobustStats() {
    }

    /** The median of {@code values} (not modified); NaN when empty. */
    public static double median(double[] values) {
        if (values.length == 0) {
            return Double.NaN;
        }
        double[] s = values.clone();
        Arrays.sort(s);
        int m = s.length / 2;
        return s.length % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2;
    }

    /** The median of the absolute deviations from {@code median}. */
    public static double mad(double[] values, double median) {
        double[] d = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            d[i] = Math.abs(values[i] - median);
        }
        return median(d);
    }

    /** The modified z-score; infinite (with the sign of the deviation) when the MAD is 0 and the value differs. */
    public static double robustZ(double value, double median, double mad) {
        double dev = value - median;
        if (dev == 0) {
            return 0;
        }
        return mad == 0 ? Math.copySign(Double.POSITIVE_INFINITY, dev) : Z_FACTOR * dev / mad;
    }
}
