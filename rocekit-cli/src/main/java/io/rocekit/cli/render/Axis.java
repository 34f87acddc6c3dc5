package io.rocekit.cli.render;

import java.util.Objects;
import java.util.OptionalDouble;

/**
 * One axis of a chart: its label (with the unit), its scale and how its numbers print. The range is
 * not given here but computed from the data by {@link AxisRange}, unless fixed with
 * {@link #range(double, double)} (a CDF runs 0 to 1, whatever its samples).
 *
 * @param label   the axis name a person reads, unit included: "busbw (GB/s)"
 * @param scale   linear, logarithmic or categories
 * @param logBase the base of a logarithmic axis (2 for message sizes, 10 otherwise)
 * @param format  how tick labels and tooltips print
 * @param min     a fixed lower end, if any
 * @param max     a fixed upper end, if any
 */
public record Axis(String label, Scale scale, int logBase, Format format, OptionalDouble min, OptionalDouble max) {
    /** How values map to positions. */
    public enum Scale {
        LINEAR, LOG, CATEGORY
    }

    public Axis {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(scale, "scale");
        Objects.requireNonNull(format, "format");
        if (scale == Scale.LOG && logBase < 2) {
            throw new IllegalArgumentException("a log axis needs a base of at least 2, not " + logBase);
        }
    }

    /** A linear axis starting at zero for non-negative data. */
    public static Axis linear(String label, Format format) {
        return new Axis(label, Scale.LINEAR, 10, format, OptionalDouble.empty(), OptionalDouble.empty());
    }

    /** A logarithmic axis; values at or below zero are left out of the chart. */
    public static Axis log(String label, int base, Format format) {
        return new Axis(label, Scale.LOG, base, format, OptionalDouble.empty(), OptionalDouble.empty());
    }

    /** A category axis (bar groups, heatmap rows). */
    public static Axis category(String label) {
        return new Axis(label, Scale.CATEGORY, 10, Format.NUMBER, OptionalDouble.empty(), OptionalDouble.empty());
    }

    /** This axis with a fixed range instead of one computed from the data. */
    public Axis range(double from, double to) {
        if (!(from < to)) {
            throw new IllegalArgumentException("axis range " + from + ".." + to + " is empty");
        }
        return new Axis(label, scale, logBase, format, OptionalDouble.of(from), OptionalDouble.of(to));
    }
}
