package io.rocekit.cli.render;

/**
 * The one place that decides where an axis starts and ends, so every chart of every report rounds
 * the same way: a linear axis runs from zero (or a round number below negative data) to the
 * smallest round number at or above the largest value; a logarithmic axis from the power of its
 * base at or below the smallest positive value to the one at or above the largest. Round numbers
 * are 1, 1.2, 1.4, 1.6, 1.8, 2, 2.5, 3, 3.5, 4, 5, 6, 7 or 8 times a power of ten, never more than
 * 1.25 times the largest value, so the axis never runs far past the data (a CDF that ends at 1 is
 * drawn to 1, not to 2).
 *
 * @param min lower end
 * @param max upper end, always above {@code min}
 */
public record AxisRange(double min, double max) {
    private static final double[] STEPS = {1, 1.2, 1.4, 1.6, 1.8, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 10};

    /** The range for {@code axis} over the finite values given (non-finite ones are ignored). */
    public static AxisRange of(Axis axis, double[] values) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        double loPositive = Double.POSITIVE_INFINITY;
        for (double v : values) {
            if (!Double.isFinite(v)) {
                continue;
            }
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
            if (v > 0) {
                loPositive = Math.min(loPositive, v);
            }
        }
        AxisRange computed;
        if (axis.scale() == Axis.Scale.LOG) {
            computed = log(axis.logBase(), loPositive, hi);
        } else {
            computed = linear(lo, hi);
        }
        double min = axis.min().orElse(computed.min());
        double max = axis.max().orElse(computed.max());
        return max > min ? new AxisRange(min, max) : new AxisRange(min, min + 1);
    }

    private static AxisRange linear(double lo, double hi) {
        if (lo == Double.POSITIVE_INFINITY) {
            return new AxisRange(0, 1);
        }
        double min = lo >= 0 ? 0 : -niceCeiling(-lo);
        double max = hi <= 0 ? 0 : niceCeiling(hi);
        return max > min ? new AxisRange(min, max) : new AxisRange(min, min + 1);
    }

    private static AxisRange log(int base, double loPositive, double hi) {
        if (loPositive == Double.POSITIVE_INFINITY) {
            return new AxisRange(1, base);
        }
        double eLo = Math.floor(Math.log(loPositive) / Math.log(base) + 1e-9);
        double eHi = Math.ceil(Math.log(hi) / Math.log(base) - 1e-9);
        if (eHi <= eLo) {
            eHi = eLo + 1;
        }
        return new AxisRange(Math.pow(base, eLo), Math.pow(base, eHi));
    }

    /** The smallest round number at or above {@code v} (1 for zero or less). */
    public static double niceCeiling(double v) {
        if (!(v > 0) || !Double.isFinite(v)) {
            return 1;
        }
        double p = Math.pow(10, Math.floor(Math.log10(v)));
        for (double m : STEPS) {
            if (m * p >= v * (1 - 1e-12)) {
                return m * p;
            }
        }
        return 10 * p;
    }
}
