package io.rocekit.fabric.model;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * ECN marking on one queue (WRED with ECN, or NVUE's congestion control in ECN mode).
 *
 * @param min                the minimum threshold, if the configuration gives one
 * @param max                the maximum threshold, if the configuration gives one
 * @param probabilityPercent the marking probability at the maximum threshold, if given
 */
public record Ecn(Optional<Threshold> min, Optional<Threshold> max, OptionalDouble probabilityPercent) {
    public Ecn {
        Objects.requireNonNull(min, "min");
        Objects.requireNonNull(max, "max");
        Objects.requireNonNull(probabilityPercent, "probabilityPercent");
    }

    /** Byte thresholds and a probability: what SONiC and the intent hold. */
    public static Ecn ofBytes(long minBytes, long maxBytes, double probabilityPercent) {
        return new Ecn(Optional.of(Threshold.ofBytes(minBytes)), Optional.of(Threshold.ofBytes(maxBytes)),
                OptionalDouble.of(probabilityPercent));
    }
}
