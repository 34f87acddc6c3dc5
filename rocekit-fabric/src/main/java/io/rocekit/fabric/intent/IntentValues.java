package io.rocekit.fabric.intent;

import io.rocekit.core.unit.Unit;
import io.rocekit.core.yaml.YamlNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Typed reading of intent values on core's {@link YamlNode}, with the intent's messages: every one
 * names the file and the key path ({@code intent.yaml: classes[0].priority: expected a whole number
 * 0..7, found 9}). Sizes go through {@link Unit#BYTES} (150KB = 150,000 B, 150KiB = 153,600 B).
 */
final class IntentValues {
    /**
     * The largest size an intent may give (4 GiB - 1): CONFIG_DB and the vendors hold buffer sizes
     * in 32 bits, and no switch has more buffer; it also keeps xoff + xon far from overflowing.
     */
    static final long MAX_BYTES = (1L << 32) - 1;

    private IntentValues() {
    }

    /** An intent that does not read, thrown through the section readers and turned into {@link IntentException}. */
    static final class Invalid extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Invalid(String message) {
            super(message);
        }
    }

    static Invalid fail(YamlNode at, String key, String reason) {
        String path = at.path().isEmpty() ? key : key.isEmpty() ? at.path() : at.path() + "." + key;
        return new Invalid(at.file() + ": " + (path.isEmpty() ? "" : path + ": ") + reason);
    }

    static Invalid fail(YamlNode at, String reason) {
        return fail(at, "", reason);
    }

    /** A mapping whose keys are all in {@code allowed}; an empty mapping for nothing ({@code ecn:}). */
    static Map<String, YamlNode> map(YamlNode n, String... allowed) {
        if (n.raw() == null) {
            return Map.of();
        }
        if (!n.isMap()) {
            throw fail(n, "expected a mapping (key: value lines), found " + n.describe());
        }
        Set<String> ok = Set.of(allowed);
        Map<String, YamlNode> m = n.map();
        for (Map.Entry<String, YamlNode> e : m.entrySet()) {
            if (!ok.contains(e.getKey())) {
                throw fail(e.getValue(), "unknown key; expected one of " + String.join(", ", allowed));
            }
        }
        return m;
    }

    static List<YamlNode> list(YamlNode n) {
        if (n.raw() == null) {
            return List.of();
        }
        if (!n.isList()) {
            throw fail(n, "expected a list ([a, b] or '- ' lines), found " + n.describe());
        }
        return n.list();
    }

    /** The value at {@code key} unless absent or empty ({@code key:} with nothing). */
    static Optional<YamlNode> opt(Map<String, YamlNode> m, String key) {
        return Optional.ofNullable(m.get(key)).filter(n -> n.raw() != null);
    }

    static YamlNode require(Map<String, YamlNode> m, String key, YamlNode parent) {
        return opt(m, key).orElseThrow(() -> fail(parent, key, "missing (required)"));
    }

    static String text(YamlNode n) {
        Object v = n.raw();
        if (v instanceof String || v instanceof Number || v instanceof Boolean) {
            return v.toString();
        }
        throw fail(n, "expected a text value, found " + n.describe());
    }

    static int integer(YamlNode n, int min, int max) {
        Object v = n.raw();
        if (v instanceof Integer || v instanceof Long) {
            long x = ((Number) v).longValue();
            if (x >= min && x <= max) {
                return (int) x;
            }
            throw fail(n, "expected a whole number " + min + ".." + max + ", found " + x);
        }
        throw fail(n, "expected a whole number " + min + ".." + max + ", found " + n.describe());
    }

    static double number(YamlNode n, double min, double max) {
        if (n.raw() instanceof Number x && !(n.raw() instanceof java.math.BigInteger) && x.doubleValue() >= min
                && x.doubleValue() <= max) {
            return x.doubleValue();
        }
        throw fail(n, "expected a number " + plain(min) + ".." + plain(max) + ", found " + n.describe());
    }

    static boolean bool(YamlNode n) {
        if (n.raw() instanceof Boolean b) {
            return b;
        }
        throw fail(n, "expected true or false, found " + n.describe());
    }

    /** Bytes, or a size with a unit: 150KB = 150,000 B, 150KiB = 153,600 B; 0..{@link #MAX_BYTES}. */
    static long size(YamlNode n) {
        Object v = n.raw();
        double bytes = Double.NaN;
        if (v instanceof Integer || v instanceof Long) {
            bytes = ((Number) v).doubleValue();
        } else if (v instanceof String s) {
            try {
                bytes = Unit.BYTES.parse(s);
            } catch (IllegalArgumentException e) {
                bytes = Double.NaN;
            }
        }
        if (!(bytes >= 0 && bytes <= MAX_BYTES) || bytes - Math.floor(bytes) > 0) { // whole bytes only
            throw fail(n, "expected a size like 150KB (150,000 B), 150KiB (153,600 B) or 150000, from 0 to 4 GiB - 1"
                    + " (4,294,967,295 B) in whole bytes, found " + n.describe());
        }
        return (long) bytes;
    }

    static String plain(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }
}
