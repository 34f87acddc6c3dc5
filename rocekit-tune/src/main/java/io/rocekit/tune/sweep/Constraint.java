package io.rocekit.tune.sweep;

/** {@code metric op bound}, e.g. {@code drops.lossless == 0}; every seed of a point must satisfy it. */
public record Constraint(String metric, String op, double bound) {
    public boolean holds(double v) {
        if (Double.isNaN(v)) {
            return false;
        }
        return switch (op) {
            case "<" -> v < bound;
            case "<=" -> v <= bound;
            case "==" -> v == bound;
            case ">=" -> v >= bound;
            case ">" -> v > bound;
            default -> throw new IllegalStateException(op);
        };
    }

    public String describe() {
        return metric + " " + op + " " + KnobText.plain(bound);
    }
}
