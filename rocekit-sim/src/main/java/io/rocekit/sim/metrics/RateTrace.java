package io.rocekit.sim.metrics;

/** A flow's DCQCN current rate RC at every change. */
public record RateTrace(int flow, long[] timesPs, double[] ratesBitsPerSec) {
}
