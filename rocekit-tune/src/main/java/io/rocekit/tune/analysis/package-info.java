/**
 * From rows to a recommendation: per-point statistics over seeds, constraints, the Pareto front,
 * a weighted score over normalised objectives, the chosen point's spread across seeds against its
 * lead, and each knob's effect around the chosen point.
 */
package io.rocekit.tune.analysis;
