package io.rocekit.sim.config;

import io.rocekit.sim.topology.Units;
import java.util.Locale;
import java.util.Optional;

/** How a knob's text value is read, and the unit it is stored in. */
public enum KnobType {
    /** A whole number. */
    INT("integer"),
    /** A real number. */
    DOUBLE("number"),
    /** true/false (also 1/0, yes/no, on/off). */
    BOOL("true or false"),
    /** Bytes: 4096, 100KB (1000), 4KiB (1024), 32MiB. Stored as Long. */
    BYTES("a size such as 4096, 100KB or 32MiB"),
    /** A duration: 1us, 500ns, 2ms. Stored as Long picoseconds. */
    DURATION("a duration such as 1us, 500ns or 2ms"),
    /** A data rate: 100Gbps, 25Gb/s. Stored as Long bits per second. */
    RATE("a rate such as 100Gbps"),
    /** One word from a fixed list. Stored as String. */
    CHOICE("one of the listed words");

    private final String expected;

    KnobType(String expected) {
        this.expected = expected;
    }

    public String expected() {
        return expected;
    }

    /** The stored value of {@code text}, or empty when it does not parse. */
    Optional<Object> parse(String text) {
        String t = text.trim();
        switch (this) {
            case INT:
                try {
                    return Optional.of(Long.parseLong(t));
                } catch (NumberFormatException e) {
                    try {
                        double d = Double.parseDouble(t);
                        return d == Math.rint(d) && Math.abs(d) < 9e15 ? Optional.of((long) d) : Optional.empty();
                    } catch (NumberFormatException e2) {
                        return Optional.empty();
                    }
                }
            case DOUBLE:
                try {
                    double d = Double.parseDouble(t);
                    return Double.isFinite(d) ? Optional.of(d) : Optional.empty();
                } catch (NumberFormatException e) {
                    return Optional.empty();
                }
            case BOOL:
                switch (t.toLowerCase(Locale.ROOT)) {
                    case "true", "1", "yes", "on":
                        return Optional.of(Boolean.TRUE);
                    case "false", "0", "no", "off":
                        return Optional.of(Boolean.FALSE);
                    default:
                        return Optional.empty();
                }
            case BYTES:
                return Units.parseBytes(t).map(v -> (Object) v);
            case DURATION:
                return Units.parseDurationPs(t).map(v -> (Object) v);
            case RATE:
                return Units.parseRateBitsPerSec(t).map(v -> (Object) v);
            case CHOICE:
                return Optional.of(t.toLowerCase(Locale.ROOT));
            default:
                return Optional.empty();
        }
    }
}
