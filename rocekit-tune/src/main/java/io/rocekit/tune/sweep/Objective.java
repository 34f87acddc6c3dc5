package io.rocekit.tune.sweep;

/** A metric to minimise or maximise; weights set its share in the recommendation's score. */
public record Objective(String metric, boolean maximize, double weight) {
    public String describe() {
        return (maximize ? "maximize " : "minimize ") + metric;
    }

    /** The value turned into "lower is better". */
    public double cost(double value) {
        return maximize ? -value : value;
    }
}
