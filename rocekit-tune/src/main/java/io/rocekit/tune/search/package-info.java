/**
 * Which trials run: the points of the space, the full grid or successive halving over rungs of
 * seeds and run length, baselines, and the one-knob-at-a-time points that measure each knob's
 * effect around the chosen point ({@link io.rocekit.tune.search.SweepRunner}).
 */
package io.rocekit.tune.search;
