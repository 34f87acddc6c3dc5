package io.rocekit.sim.topology;

/**
 * A full-duplex link between nodes {@code a} and {@code b}: the same rate and propagation delay in
 * both directions.
 */
public record Link(int a, int b, long rateBitsPerSec, long delayPs) {
    public Link {
        if (a == b) {
            throw new IllegalArgumentException("link from node " + a + " to itself");
        }
        if (rateBitsPerSec <= 0) {
            throw new IllegalArgumentException("link " + a + "-" + b + ": rate must be positive, was "
                    + rateBitsPerSec + " b/s");
        }
        if (delayPs < 0) {
            throw new IllegalArgumentException("link " + a + "-" + b + ": delay must not be negative, was "
                    + delayPs + " ps");
        }
    }
}
