/**
 * Running trials: a {@link io.rocekit.tune.run.Trial} (knobs and seed) becomes a
 * {@link io.rocekit.tune.run.Row} of metrics through {@link io.rocekit.tune.run.TrialTask}, which
 * carries the base scenario as text so any runner (local threads, Spark executors) can run it; rows
 * go to a JSON Lines {@link io.rocekit.tune.run.RowStore} that makes sweeps resumable.
 */
package io.rocekit.tune.run;
