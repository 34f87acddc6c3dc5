package io.rocekit.sim.scenario;

import io.rocekit.sim.SimInputException;
import io.rocekit.sim.topology.Units;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * A YAML value with its key path, so every error names where it is ("traffic[1].incast.size").
 * Wraps what SnakeYAML Engine returns (maps, lists, strings, numbers, booleans).
 */
final class Yaml {
    private final String file;
    private final String path;
    private final Object value;

    Yaml(String file, String path, Object value) {
        this.file = file;
        this.path = path;
        this.value = value;
    }

    String path() {
        return path;
    }

    Object raw() {
        return value;
    }

    SimInputException error(String reason) {
        return new SimInputException(file + ": " + (path.isEmpty() ? "(top level)" : path) + ": " + reason);
    }

    boolean isMap() {
        return value instanceof Map;
    }

    boolean isList() {
        return value instanceof List;
    }

    /** The entries of a mapping, refusing keys outside {@code allowed}. */
    Map<String, Yaml> map(Set<String> allowed) {
        if (!(value instanceof Map<?, ?> m)) {
            throw error("expected a mapping (key: value lines), found " + describe());
        }
        Map<String, Yaml> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : m.entrySet()) {
            String k = String.valueOf(e.getKey());
            String p = path.isEmpty() ? k : path + "." + k;
            if (allowed != null && !allowed.contains(k)) {
                throw new SimInputException(file + ": " + p + ": unknown key; expected one of "
                        + String.join(", ", new TreeSet<>(allowed)));
            }
            out.put(k, new Yaml(file, p, e.getValue()));
        }
        return out;
    }

    List<Yaml> list() {
        if (!(value instanceof List<?> l)) {
            throw error("expected a list, found " + describe());
        }
        List<Yaml> out = new ArrayList<>();
        for (int i = 0; i < l.size(); i++) {
            out.add(new Yaml(file, path + "[" + i + "]", l.get(i)));
        }
        return out;
    }

    String text() {
        if (value == null || value instanceof Map || value instanceof List) {
            throw error("expected a value, found " + describe());
        }
        return String.valueOf(value);
    }

    long integer(long min, long max) {
        String t = text();
        long v;
        try {
            v = value instanceof Number n && !(value instanceof Double) ? n.longValue() : Long.parseLong(t.trim());
        } catch (NumberFormatException e) {
            throw error("expected an integer, found '" + t + "'");
        }
        if (v < min || v > max) {
            throw error(v + " is out of range (" + min + ".." + max + ")");
        }
        return v;
    }

    double number(double min, double max) {
        String t = text();
        double v;
        try {
            v = Double.parseDouble(t.trim());
        } catch (NumberFormatException e) {
            throw error("expected a number, found '" + t + "'");
        }
        if (!(v >= min && v <= max)) {
            throw error(t + " is out of range (" + min + ".." + max + ")");
        }
        return v;
    }

    long bytes() {
        long v = Units.parseBytes(text()).orElseThrow(() ->
                error("expected a size such as 4096, 100KB or 1MiB, found '" + text() + "'"));
        if (v <= 0) {
            throw error("a size must be positive, found '" + text() + "'");
        }
        if (v > io.rocekit.sim.SimLimits.MAX_FLOW_BYTES) {
            throw error(text() + " is larger than the simulator holds (at most 1 TB)");
        }
        return v;
    }

    long durationPs() {
        String t = text();
        if (value instanceof Number n && n.doubleValue() == 0) {
            return 0;
        }
        long ps = Units.parseDurationPs(t).orElseThrow(() ->
                error("expected a duration such as 10us or 2ms (negative values are not allowed), found '" + t + "'"));
        if (ps > io.rocekit.sim.SimLimits.MAX_TIME_PS) {
            throw error(t + " is longer than the simulator holds (at most " + io.rocekit.sim.SimLimits.MAX_TIME_TEXT + ")");
        }
        return ps;
    }

    long rate() {
        long r = Units.parseRateBitsPerSec(text()).orElseThrow(() ->
                error("expected a positive rate such as 100Gbps, found '" + text() + "'"));
        if (r > io.rocekit.sim.SimLimits.MAX_RATE_BITS_PER_SEC) {
            throw error(text() + " is faster than the simulator holds (at most 10Tbps)");
        }
        return r;
    }

    private String describe() {
        if (value == null) {
            return "nothing";
        }
        if (value instanceof Map) {
            return "a mapping";
        }
        if (value instanceof List) {
            return "a list";
        }
        return "'" + value + "'";
    }

    static Optional<Yaml> opt(Map<String, Yaml> m, String key) {
        return Optional.ofNullable(m.get(key));
    }

    static Yaml req(Map<String, Yaml> m, String key, Yaml parent) {
        Yaml y = m.get(key);
        if (y == null) {
            throw parent.error("missing key '" + key + "'");
        }
        return y;
    }
}
