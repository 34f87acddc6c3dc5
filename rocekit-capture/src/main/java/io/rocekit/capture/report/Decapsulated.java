package io.rocekit.capture.report;

import java.util.Map;

/**
 * Frames a remote mirror session delivered (GRE/ERSPAN I, II, III or VXLAN) whose tunnel header was
 * stripped, so that the frame inside was analysed like one captured directly.
 *
 * @param frames          frames decapsulated
 * @param roceFrames      of those, RoCEv2 frames (they count in {@code roceFrames} and in their flows)
 * @param byEncapsulation frames by encapsulation ({@code ERSPAN_I}, {@code ERSPAN_II}, {@code ERSPAN_III}, {@code VXLAN})
 */
public record Decapsulated(long frames, long roceFrames, Map<String, Long> byEncapsulation) {
    public static final Decapsulated NONE = new Decapsulated(0, 0, Map.of());

    public Decapsulated {
        byEncapsulation = Map.copyOf(byEncapsulation);
    }
}
