package io.rocekit.sim.topology;

import io.rocekit.core.unit.Unit;
import java.util.Optional;

/**
 * The rate, time and size strings of topology files, scenarios and sweeps ("100Gbps", "400Gb/s",
 * "1000ns", "1us", "2.5ms", "150KB"), read with core's unit grammar ({@link Unit}), suffixes in
 * any letter case as ns-3 and people write them ({@link Unit.Letters#ANY}). What the simulator
 * adds: a rate and a duration need their unit (a bare "100" is neither), a rate is positive, a
 * bare size is a whole number, and values are whole bits per second, picoseconds and bytes.
 * Returns empty on anything else so callers can say where the bad value was.
 */
public final class Units {
    private Units() {
    }

    /** A data rate in bits per second: 100Gbps, 400Gb/s, 25 Gbit/s, 10kbps (decimal prefixes). */
    public static Optional<Long> parseRateBitsPerSec(String text) {
        return read(Unit.BITS_PER_SECOND, text).filter(r -> !r.bare()).map(r -> Math.round(r.value()))
                .filter(v -> v > 0);
    }

    /** A duration in picoseconds: ps, ns, us (µs), ms, s. */
    public static Optional<Long> parseDurationPs(String text) {
        return read(Unit.PICOSECONDS, text).filter(r -> !r.bare() && r.value() >= 0).map(r -> Math.round(r.value()));
    }

    /** A size in bytes: a whole number, or with B, KB (1000), KiB (1024), MB, MiB, GB, GiB, TB, TiB. */
    public static Optional<Long> parseBytes(String text) {
        return read(Unit.BYTES, text).filter(r -> r.value() >= 0 && (!r.bare() || r.value() == Math.rint(r.value())))
                .map(r -> Math.round(r.value()));
    }

    private static Optional<Unit.Reading> read(Unit unit, String text) {
        try {
            return Optional.of(unit.read(text, Unit.Letters.ANY));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** "100Gbps", "25Mbps", "1234bps": the shortest exact spelling (ns-3's, which scenarios and goldens use). */
    public static String formatRate(long bitsPerSec) {
        if (bitsPerSec % 1_000_000_000L == 0) {
            return bitsPerSec / 1_000_000_000L + "Gbps";
        }
        if (bitsPerSec % 1_000_000L == 0) {
            return bitsPerSec / 1_000_000L + "Mbps";
        }
        return bitsPerSec + "bps";
    }
}
