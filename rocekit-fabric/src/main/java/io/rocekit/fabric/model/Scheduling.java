package io.rocekit.fabric.model;

import java.util.Objects;

/**
 * How a queue is scheduled against the others.
 *
 * @param kind  strict priority, a DWRR weight, a bandwidth percentage (ETS share) or a percentage of
 *              the bandwidth that remains after strict and absolute shares (NX-OS)
 * @param value the weight or percentage; 0 for strict
 */
public record Scheduling(Kind kind, int value) {
    /** The ways vendors write a queue's share. */
    public enum Kind {
        STRICT, DWRR, PERCENT, REMAINING_PERCENT
    }

    public Scheduling {
        Objects.requireNonNull(kind, "kind");
    }

    public static Scheduling strict() {
        return new Scheduling(Kind.STRICT, 0);
    }

    @Override
    public String toString() {
        return switch (kind) {
            case STRICT -> "strict";
            case DWRR -> "DWRR " + value;
            case PERCENT -> value + "%";
            case REMAINING_PERCENT -> value + "% of the remainder";
        };
    }
}
