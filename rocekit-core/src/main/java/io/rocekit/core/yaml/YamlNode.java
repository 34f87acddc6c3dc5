package io.rocekit.core.yaml;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * A value of a YAML document with its key path, so that every error names where it is
 * ("sweep.yaml: space.ecn.kmin.steps: expected an integer, found 'x'"). Wraps what SnakeYAML
 * Engine returns (maps, lists, strings, numbers, booleans, null). Errors are the reading module's
 * own input exception, made by the function given at the root from the whole message.
 */
public final class YamlNode {
    private final String file;
    private final String path;
    private final Object value;
    private final Function<String, ? extends RuntimeException> errors;

    private YamlNode(String file, String path, Object value, Function<String, ? extends RuntimeException> errors) {
        this.file = Objects.requireNonNull(file, "file");
        this.path = path;
        this.value = value;
        this.errors = errors;
    }

    /**
     * The document's top.
     *
     * @param file   the name errors start with
     * @param value  the parsed document (may be null: an empty document)
     * @param errors makes the module's input exception from a message
     */
    public static YamlNode root(String file, Object value, Function<String, ? extends RuntimeException> errors) {
        return new YamlNode(file, "", value, Objects.requireNonNull(errors, "errors"));
    }

    public String file() {
        return file;
    }

    /** The key path ({@code traffic[1].incast.size}); empty at the top. */
    public String path() {
        return path;
    }

    /** The parsed value as SnakeYAML gave it (may be null). */
    public Object raw() {
        return value;
    }

    /** The module's input exception naming the file, the key path and {@code reason}. */
    public RuntimeException error(String reason) {
        return errors.apply(file + ": " + (path.isEmpty() ? "(top level)" : path) + ": " + reason);
    }

    /** The same place holding {@code other}: a part of this value read apart keeps its key path. */
    public YamlNode withValue(Object other) {
        return new YamlNode(file, path, other, errors);
    }

    public boolean isMap() {
        return value instanceof Map;
    }

    public boolean isList() {
        return value instanceof List;
    }

    /** The entries of a mapping, any key. */
    public Map<String, YamlNode> map() {
        return entries(Optional.empty());
    }

    /** The entries of a mapping, refusing keys outside {@code allowed}. */
    public Map<String, YamlNode> map(Set<String> allowed) {
        return entries(Optional.of(allowed));
    }

    private Map<String, YamlNode> entries(Optional<Set<String>> allowed) {
        if (!(value instanceof Map<?, ?> m)) {
            throw error("expected a mapping (key: value lines), found " + describe());
        }
        Map<String, YamlNode> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : m.entrySet()) {
            String k = String.valueOf(e.getKey());
            String p = path.isEmpty() ? k : path + "." + k;
            if (allowed.isPresent() && !allowed.get().contains(k)) {
                throw errors.apply(file + ": " + p + ": unknown key; expected one of "
                        + String.join(", ", new TreeSet<>(allowed.get())));
            }
            out.put(k, new YamlNode(file, p, e.getValue(), errors));
        }
        return out;
    }

    public List<YamlNode> list() {
        if (!(value instanceof List<?> l)) {
            throw error("expected a list, found " + describe());
        }
        List<YamlNode> out = new ArrayList<>();
        for (int i = 0; i < l.size(); i++) {
            out.add(new YamlNode(file, path + "[" + i + "]", l.get(i), errors));
        }
        return out;
    }

    /** A scalar as text; YAML numbers come back in their plain form (1.0E-4 as 1.0E-4). */
    public String text() {
        if (value == null || value instanceof Map || value instanceof List || value instanceof byte[]
                || value instanceof java.util.Set) {
            throw error("expected a value, found " + describe());
        }
        return String.valueOf(value);
    }

    /**
     * An integer within [min, max]. Read as a big integer first, so that a value past 64 bits is
     * named as written and called out of range (taken as a {@code long} it wrapped round, and
     * 99999999999999999999 was reported as 7766279631452241919).
     */
    public long integer(long min, long max) {
        String t = text().trim();
        BigInteger v;
        try {
            v = new BigInteger(t);
        } catch (NumberFormatException e) {
            throw error("expected an integer, found '" + t + "'");
        }
        if (v.compareTo(BigInteger.valueOf(min)) < 0 || v.compareTo(BigInteger.valueOf(max)) > 0) {
            throw error(t + " is out of range (" + min + ".." + max + ")");
        }
        return v.longValueExact();
    }

    public double number(double min, double max) {
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

    public boolean bool() {
        if (value instanceof Boolean b) {
            return b;
        }
        throw error("expected true or false, found " + describe());
    }

    /** What the value is, for messages: nothing, a mapping, a list, or the value quoted. */
    public String describe() {
        if (value == null) {
            return "nothing";
        }
        if (value instanceof Map) {
            return "a mapping";
        }
        if (value instanceof List) {
            return "a list";
        }
        if (value instanceof java.util.Set) {
            return "a set (!!set)";
        }
        if (value instanceof byte[] b) {
            return "binary data (!!binary, " + b.length + " bytes)";
        }
        return "'" + value + "'";
    }

    public static Optional<YamlNode> opt(Map<String, YamlNode> m, String key) {
        return Optional.ofNullable(m.get(key));
    }

    /** The value at {@code key}; an error at {@code parent} naming the key when it is missing. */
    public static YamlNode req(Map<String, YamlNode> m, String key, YamlNode parent) {
        YamlNode y = m.get(key);
        if (y == null) {
            throw parent.error("missing key '" + key + "'");
        }
        return y;
    }
}
