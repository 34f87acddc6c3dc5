package io.rocekit.tune.analysis;

import io.rocekit.tune.run.Row;
import io.rocekit.tune.sweep.Objective;
import java.util.List;

/**
 * One number per point, lower is better: each objective's mean over seeds scaled to 0 (the best
 * candidate) .. 1 (the worst candidate), times its weight, summed and divided by the sum of the
 * weights. A point missing an objective's metric scores +infinity. The same scale applies to
 * single seeds (for the spread) and to baselines (which may fall outside 0..1).
 */
public final class Scorer {
    private final List<Objective> objectives;
    private final double[] best;
    private final double[] worst;

    public Scorer(List<Objective> objectives, List<PointSummary> candidates) {
        this.objectives = List.copyOf(objectives);
        best = new double[objectives.size()];
        worst = new double[objectives.size()];
        for (int i = 0; i < objectives.size(); i++) {
            Objective o = objectives.get(i);
            double b = Double.POSITIVE_INFINITY;
            double w = Double.NEGATIVE_INFINITY;
            for (PointSummary p : candidates) {
                double c = o.cost(p.mean(o.metric()));
                if (!Double.isNaN(c)) {
                    b = Math.min(b, c);
                    w = Math.max(w, c);
                }
            }
            best[i] = b;
            worst[i] = w;
        }
    }

    public double score(PointSummary p) {
        double[] v = new double[objectives.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = p.mean(objectives.get(i).metric());
        }
        return combine(v);
    }

    public double score(Row r) {
        double[] v = new double[objectives.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = r.metric(objectives.get(i).metric());
        }
        return combine(v);
    }

    private double combine(double[] values) {
        double sum = 0;
        double weights = 0;
        for (int i = 0; i < values.length; i++) {
            Objective o = objectives.get(i);
            double c = o.cost(values[i]);
            if (Double.isNaN(c)) {
                return Double.POSITIVE_INFINITY;
            }
            double range = worst[i] - best[i];
            double n = range > 0 && Double.isFinite(range) ? (c - best[i]) / range : 0;
            sum += o.weight() * n;
            weights += o.weight();
        }
        return weights == 0 ? 0 : sum / weights;
    }
}
