package io.rocekit.tune.sweep;

/** {@code knob = factor x source}: e.g. {@code ecn.kmax = 4 x ecn.kmin}, in stored units. */
public record Tie(String knob, double factor, String source) {
}
