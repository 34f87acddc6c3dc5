package io.rocekit.tune.search;

import io.rocekit.tune.analysis.KnobEffect;
import io.rocekit.tune.analysis.PointSummary;
import io.rocekit.tune.analysis.Recommendation;
import io.rocekit.tune.analysis.Verdict;
import io.rocekit.tune.run.Row;
import java.util.List;

/**
 * What a sweep produced.
 *
 * @param rows every row of this sweep (all rungs), in the order trials were issued
 * @param points full-length summaries of the points (grid, survivors of halving, effect points)
 * @param verdict whether to move from the baselines to the recommended point
 * @param rungs successive-halving history: per rung, how many points ran and with what budget
 * @param simulationsRun simulations run now
 * @param simulationsCached simulations whose rows were in the results file before this run started
 * @param simulationsReused simulations asked for again within this run (an effect point the grid
 *     already ran), not run twice
 * @param simulationSeconds sum of the wall time of every row used (run now or before)
 */
public record Outcome(List<Row> rows, List<PointSummary> points, List<PointSummary> baselines,
        List<PointSummary> pareto, Recommendation recommended, Verdict verdict, List<KnobEffect> effects, List<RungReport> rungs,
        int simulationsRun, int simulationsCached, int simulationsReused, double simulationSeconds) {
    public Outcome {
        rows = List.copyOf(rows);
        points = List.copyOf(points);
        baselines = List.copyOf(baselines);
        pareto = List.copyOf(pareto);
        effects = List.copyOf(effects);
        rungs = List.copyOf(rungs);
    }

    /** One rung of successive halving: its budget, the points it ran, the ids promoted. */
    public record RungReport(int rung, int seeds, long untilPs, int points, List<String> promoted) {
        public RungReport {
            promoted = List.copyOf(promoted);
        }
    }
}
