package io.rocekit.tune.analysis;

/** Mean, smallest and largest value of a metric across a point's seeds. */
public record Stat(double mean, double min, double max) {
    public double spread() {
        return max - min;
    }

    static Stat of(double[] v) {
        if (v.length == 0) {
            return new Stat(Double.NaN, Double.NaN, Double.NaN);
        }
        double sum = 0;
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (double x : v) {
            sum += x;
            min = Math.min(min, x);
            max = Math.max(max, x);
        }
        return new Stat(sum / v.length, min, max);
    }
}
