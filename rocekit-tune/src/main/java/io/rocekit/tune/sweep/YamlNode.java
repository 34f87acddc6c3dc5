package io.rocekit.tune.sweep;

import io.rocekit.tune.TuneInputException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * A value of the sweep file with its key path, so that every error names where it is
 * ("sweep.yaml: space.ecn.kmin.steps: expected an integer, found 'x'").
 */
final class YamlNode {
    private final String file;
    private final String path;
    private final Object value;

    YamlNode(String file, String path, Object value) {
        this.file = file;
        this.path = path;
        this.value = value;
    }

    String path() {
        return path;
    }

    String file() {
        return file;
    }

    Object raw() {
        return value;
    }

    TuneInputException error(String reason) {
        return new TuneInputException(file + ": " + (path.isEmpty() ? "(top level)" : path) + ": " + reason);
    }

    boolean isMap() {
        return value instanceof Map;
    }

    boolean isList() {
        return value instanceof List;
    }

    /** The entries of a mapping, refusing keys outside {@code allowed} (null: any key). */
    Map<String, YamlNode> map(Set<String> allowed) {
        if (!(value instanceof Map<?, ?> m)) {
            throw error("expected a mapping (key: value lines), found " + describe());
        }
        Map<String, YamlNode> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : m.entrySet()) {
            String k = String.valueOf(e.getKey());
            String p = path.isEmpty() ? k : path + "." + k;
            if (allowed != null && !allowed.contains(k)) {
                throw new TuneInputException(file + ": " + p + ": unknown key; expected one of "
                        + String.join(", ", new TreeSet<>(allowed)));
            }
            out.put(k, new YamlNode(file, p, e.getValue()));
        }
        return out;
    }

    List<YamlNode> list() {
        if (!(value instanceof List<?> l)) {
            throw error("expected a list, found " + describe());
        }
        List<YamlNode> out = new ArrayList<>();
        for (int i = 0; i < l.size(); i++) {
            out.add(new YamlNode(file, path + "[" + i + "]", l.get(i)));
        }
        return out;
    }

    /** A scalar as text; YAML numbers come back in their plain form (1.0E-4 as 1.0E-4). */
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

    boolean bool() {
        if (value instanceof Boolean b) {
            return b;
        }
        throw error("expected true or false, found " + describe());
    }

    String describe() {
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

    static Optional<YamlNode> opt(Map<String, YamlNode> m, String key) {
        return Optional.ofNullable(m.get(key));
    }

    static YamlNode req(Map<String, YamlNode> m, String key, YamlNode parent) {
        YamlNode y = m.get(key);
        if (y == null) {
            throw parent.error("missing key '" + key + "'");
        }
        return y;
    }
}
