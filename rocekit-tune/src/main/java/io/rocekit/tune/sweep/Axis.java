package io.rocekit.tune.sweep;

import java.util.List;

/**
 * One swept knob: a list of values, or a numeric range (in the knob's stored unit: bytes,
 * picoseconds, bits/s, or the firmware unit of a DCQCN knob) with {@code steps} grid values on a
 * linear or logarithmic scale. Samplers draw anywhere inside a range and pick from a list.
 */
public sealed interface Axis permits Axis.Values, Axis.Range {
    String knob();

    /** The grid values as text for {@code --set}. */
    List<String> gridValues();

    /** @param values as written in the sweep file (checked against the simulator) */
    record Values(String knob, List<String> values) implements Axis {
        public Values {
            values = List.copyOf(values);
        }

        @Override
        public List<String> gridValues() {
            return values;
        }
    }

    /** @param log log-spaced grid and log-uniform draws */
    record Range(String knob, double from, double to, int steps, boolean log) implements Axis {
        /**
         * The value at fraction {@code u} (0..1) of the range, on its scale, rounded to three
         * significant digits (505000 rather than 504766: values a person would type, and the same
         * on every JVM).
         */
        public double at(double u) {
            double v = u <= 0 ? from : u >= 1 ? to : log ? from * Math.pow(to / from, u) : from + (to - from) * u;
            if (v == 0 || u <= 0 || u >= 1) {
                return v;
            }
            return new java.math.BigDecimal(v).round(new java.math.MathContext(3)).doubleValue();
        }

        @Override
        public List<String> gridValues() {
            var k = KnobText.knob(knob).orElseThrow();
            java.util.LinkedHashSet<String> out = new java.util.LinkedHashSet<>();
            for (int i = 0; i < steps; i++) {
                out.add(KnobText.format(k, at(steps == 1 ? 0 : i / (double) (steps - 1))));
            }
            return List.copyOf(out);
        }
    }
}
