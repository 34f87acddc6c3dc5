/**
 * {@code rocekit tune}: sweeps ECN, PFC and DCQCN knobs of a {@code rocekit sim} scenario over
 * seeds, on local threads or on any {@link io.rocekit.core.parallel.TaskRunner}, keeps one JSON
 * Lines row per point and seed, and recommends settings with their spread (docs/tune.md).
 */
package io.rocekit.tune;
