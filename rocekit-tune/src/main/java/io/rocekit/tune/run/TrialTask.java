package io.rocekit.tune.run;

import io.rocekit.core.parallel.SerializableFunction;
import io.rocekit.sim.config.Settings;
import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.run.RunOptions;
import io.rocekit.sim.run.SimResult;
import io.rocekit.sim.run.SimRun;
import java.util.Map;

/**
 * Runs one trial: the base's settings, the trial's knobs in order, its seed (as
 * {@code rocekit sim BASE --set K=V ... --seed S}), and the simulation. The queue time series is
 * switched off (a sweep keeps only summary metrics; sampling does not change what the fabric does).
 * Serialisable: it carries the base as text and rebuilds it once per JVM.
 */
public final class TrialTask implements SerializableFunction<Trial, Row> {
    private static final long serialVersionUID = 1L;

    private final BaseBundle base;

    public TrialTask(BaseBundle base) {
        this.base = base;
    }

    /** The settings of a trial, as rocekit sim would build them. */
    public static Settings settings(LoadedBase b, Trial t) {
        Settings s = b.settings();
        for (Map.Entry<String, String> e : t.knobs().entrySet()) {
            s = s.with(e.getKey(), e.getValue(), t.id() + ": " + e.getKey());
        }
        return s.with("sim.seed", Long.toString(t.seed()), t.id() + ": seed");
    }

    @Override
    public Row apply(Trial t) {
        long t0 = System.nanoTime();
        LoadedBase b = LoadedBase.of(base);
        Settings s = settings(b, t).with("metrics.queue-sample-interval", "0us", "tune");
        SimConfig cfg = SimConfig.from(s);
        long limit = t.untilPs() > 0 ? t.untilPs() : b.limitPs();
        RunOptions opts = RunOptions.defaults();
        if (limit > 0) {
            opts = opts.withUntil(b.firstStartPs() + limit);
        }
        SimResult r = SimRun.run(b.topology(), b.flows(), cfg, opts);
        double wall = (System.nanoTime() - t0) / 1e9;
        return new Row(t.id(), t.kind(), t.knobs(), t.seed(), t.untilPs(), Metrics.of(r), Metrics.slowdownQuantiles(r),
                wall, base.fingerprint());
    }
}
