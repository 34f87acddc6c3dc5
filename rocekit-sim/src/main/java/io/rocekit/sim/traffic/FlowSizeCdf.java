package io.rocekit.sim.traffic;

import io.rocekit.sim.SimInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A flow-size distribution as the HPCC traffic generator reads it: lines {@code size_bytes
 * cumulative_percent}, sampled by inverse CDF with linear interpolation between points.
 */
public final class FlowSizeCdf {
    private final double[] sizes;
    private final double[] percents;
    private final String name;

    private FlowSizeCdf(String name, double[] sizes, double[] percents) {
        this.name = name;
        this.sizes = sizes;
        this.percents = percents;
    }

    public static FlowSizeCdf parse(String fileName, String text) {
        List<double[]> pts = new ArrayList<>();
        String[] raw = text.split("\r?\n", -1);
        int lastLine = 0;
        for (int i = 0; i < raw.length; i++) {
            String t = raw[i].strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            lastLine = i + 1;
            String[] f = t.split("\\s+");
            if (f.length < 2) {
                throw SimInputException.at(fileName, i + 1, "'size_bytes cumulative_percent'", t);
            }
            double s;
            double p;
            try {
                s = Double.parseDouble(f[0]);
                p = Double.parseDouble(f[1]);
            } catch (NumberFormatException e) {
                throw SimInputException.at(fileName, i + 1, "two numbers 'size_bytes cumulative_percent'", t);
            }
            if (s < 0 || p < 0 || p > 100) {
                throw SimInputException.at(fileName, i + 1, "a size >= 0 and a percent in 0..100", t);
            }
            if (!pts.isEmpty()) {
                double[] prev = pts.get(pts.size() - 1);
                if (s < prev[0] || p < prev[1]) {
                    throw SimInputException.at(fileName, i + 1, "sizes and percents that never decrease", t);
                }
            }
            pts.add(new double[] {s, p});
        }
        if (pts.size() < 2) {
            throw SimInputException.at(fileName, Math.max(1, lastLine), "at least two CDF points", "");
        }
        if (pts.get(pts.size() - 1)[1] != 100) {
            throw SimInputException.at(fileName, lastLine, "a last point at 100 percent",
                    String.valueOf(pts.get(pts.size() - 1)[1]));
        }
        double[] sizes = new double[pts.size()];
        double[] percents = new double[pts.size()];
        for (int i = 0; i < pts.size(); i++) {
            sizes[i] = pts.get(i)[0];
            percents[i] = pts.get(i)[1];
        }
        return new FlowSizeCdf(fileName, sizes, percents);
    }

    public String name() {
        return name;
    }

    /** A size drawn by inverse CDF; never below 1 byte. */
    public long sample(SplittableRandom rnd) {
        double u = rnd.nextDouble() * 100;
        return Math.max(1, Math.round(valueAt(u)));
    }

    /** The size at cumulative percent {@code p} (linear interpolation). */
    public double valueAt(double p) {
        if (p <= percents[0]) {
            return sizes[0];
        }
        for (int i = 1; i < sizes.length; i++) {
            if (p <= percents[i]) {
                double span = percents[i] - percents[i - 1];
                if (span == 0) {
                    return sizes[i];
                }
                return sizes[i - 1] + (sizes[i] - sizes[i - 1]) * (p - percents[i - 1]) / span;
            }
        }
        return sizes[sizes.length - 1];
    }

    /** Mean size by the trapezoid rule over the CDF (1 711 250 B for web-search). */
    public double meanBytes() {
        double m = 0;
        for (int i = 1; i < sizes.length; i++) {
            m += (sizes[i] + sizes[i - 1]) / 2 * (percents[i] - percents[i - 1]) / 100;
        }
        return m;
    }
}
