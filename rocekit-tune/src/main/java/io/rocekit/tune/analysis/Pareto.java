package io.rocekit.tune.analysis;

import io.rocekit.tune.sweep.Objective;
import java.util.ArrayList;
import java.util.List;

/** The points no other point beats on every objective (means over seeds). */
public final class Pareto {
    private Pareto() {
    }

    public static List<PointSummary> front(List<PointSummary> points, List<Objective> objectives) {
        List<PointSummary> out = new ArrayList<>();
        for (PointSummary p : points) {
            if (!complete(p, objectives)) {
                continue;
            }
            boolean dominated = false;
            for (PointSummary q : points) {
                if (q != p && complete(q, objectives) && dominates(q, p, objectives)) {
                    dominated = true;
                    break;
                }
            }
            if (!dominated) {
                out.add(p);
            }
        }
        return out;
    }

    public static boolean complete(PointSummary p, List<Objective> objectives) {
        return objectives.stream().noneMatch(o -> Double.isNaN(p.mean(o.metric())));
    }

    /** a is no worse than b on every objective and better on one. */
    static boolean dominates(PointSummary a, PointSummary b, List<Objective> objectives) {
        boolean better = false;
        for (Objective o : objectives) {
            double ca = o.cost(a.mean(o.metric()));
            double cb = o.cost(b.mean(o.metric()));
            if (ca > cb) {
                return false;
            }
            if (ca < cb) {
                better = true;
            }
        }
        return better;
    }
}
