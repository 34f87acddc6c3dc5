package io.rocekit.core.rule;

import io.rocekit.core.io.TextFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The user's threshold overrides for one run, validated against a {@link RuleCatalogue}: from
 * {@code --set RULE_ID.THRESHOLD=VALUE} strings and an optional settings file.
 *
 * <p>The settings file is a properties-style text file (no dependency, and the same syntax as
 * {@code --set}): one {@code RULE_ID.THRESHOLD=VALUE} per line ({@code :} may stand for
 * {@code =}), blank lines and lines starting with {@code #} or {@code !} ignored. A key is split
 * at its last dot: rule ids are dotted, threshold names never are. {@code --set} wins over the file;
 * within one source the last value wins.
 *
 * <p>Everything is checked up front: an unknown rule id, a rule without that threshold, or a value
 * that does not parse in the threshold's unit or lies outside its range is an
 * {@link IllegalArgumentException} whose message names the key (and the file and line) and lists the
 * valid choices, so a typo never silently leaves a default in force.
 *
 * <p>The file is read as a user's file ({@link TextFiles#readUtf8(Path, long)}): a regular file of
 * at most {@value #MAX_FILE_BYTES} bytes (every threshold of every rule takes a few kilobytes),
 * strict UTF-8, so a wrong file is refused from its size or named by line and byte offset instead
 * of read whole into memory.
 *
 * <p>Serialisable, so that the settings travel with a task to where it runs (a Spark executor
 * examining a fleet's nodes).
 */
public final class RuleSettings implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private static final RuleSettings NONE = new RuleSettings(Map.of());
    /** The largest settings file read. */
    public static final long MAX_FILE_BYTES = 1 << 20;

    /** Overrides by rule id, then threshold name, in the unit's base. */
    private final Map<String, Map<String, Double>> byRule;

    private RuleSettings(Map<String, Map<String, Double>> byRule) {
        Map<String, Map<String, Double>> copy = new LinkedHashMap<>();
        byRule.forEach((k, v) -> copy.put(k, Map.copyOf(v)));
        this.byRule = Map.copyOf(copy);
    }

    /** No overrides: every threshold at its default. */
    public static RuleSettings defaults() {
        return NONE;
    }

    /**
     * The overrides of {@code settingsFile} (if given), then of {@code sets} on top.
     *
     * @throws IOException              when the file cannot be read: an
     *                                  {@link io.rocekit.core.io.InputFileException} names the file and
     *                                  the line, offset or limit when it is not a small UTF-8 text file
     * @throws IllegalArgumentException when a key or value is not valid (see the class comment)
     */
    public static RuleSettings parse(RuleCatalogue catalogue, java.util.Optional<Path> settingsFile,
            List<String> sets) throws IOException {
        Map<String, Map<String, Double>> out = new HashMap<>();
        if (settingsFile.isPresent()) {
            Path f = settingsFile.get();
            readFile(catalogue, f.toString(), TextFiles.readUtf8(f, MAX_FILE_BYTES), out);
        }
        for (String s : sets) {
            put(catalogue, "--set " + s, s, out);
        }
        return new RuleSettings(out);
    }

    /** The overrides of {@code --set} strings alone. */
    public static RuleSettings ofSets(RuleCatalogue catalogue, List<String> sets) {
        Map<String, Map<String, Double>> out = new HashMap<>();
        for (String s : sets) {
            put(catalogue, "--set " + s, s, out);
        }
        return new RuleSettings(out);
    }

    /** The overrides of a settings file's text; {@code source} names it in messages. */
    public static RuleSettings ofText(RuleCatalogue catalogue, String source, String text) {
        Map<String, Map<String, Double>> out = new HashMap<>();
        readFile(catalogue, source, text, out);
        return new RuleSettings(out);
    }

    private static void readFile(RuleCatalogue catalogue, String source, String text,
            Map<String, Map<String, Double>> out) {
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("!")) {
                continue;
            }
            put(catalogue, source + ":" + (i + 1), line.replaceFirst("^([^=:\\s]+)\\s*[:=]\\s*", "$1="), out);
        }
    }

    private static void put(RuleCatalogue catalogue, String where, String assignment,
            Map<String, Map<String, Double>> out) {
        int eq = assignment.indexOf('=');
        if (eq < 0) {
            throw new IllegalArgumentException(where + ": expected RULE_ID.THRESHOLD=VALUE, e.g. "
                    + example(catalogue));
        }
        String key = assignment.substring(0, eq).strip();
        String value = assignment.substring(eq + 1).strip();
        int dot = key.lastIndexOf('.');
        if (dot <= 0 || dot == key.length() - 1) {
            throw new IllegalArgumentException(where + ": key '" + key + "' is not RULE_ID.THRESHOLD, e.g. "
                    + example(catalogue));
        }
        String ruleId = key.substring(0, dot);
        String name = key.substring(dot + 1);
        CatalogueEntry entry = catalogue.entry(ruleId).orElseThrow(() -> new IllegalArgumentException(where
                + ": unknown rule '" + ruleId + "' in key '" + key + "'; rules with thresholds: "
                + catalogue.entries().stream().filter(e -> !e.thresholds().isEmpty()).map(e -> e.info().id())
                        .collect(Collectors.joining(", "))));
        if (entry.thresholds().isEmpty()) {
            throw new IllegalArgumentException(where + ": rule '" + ruleId + "' has no thresholds to set");
        }
        Threshold t = entry.threshold(name).orElseThrow(() -> new IllegalArgumentException(where
                + ": rule '" + ruleId + "' has no threshold '" + name + "' (key '" + key + "'); its thresholds: "
                + describe(entry.thresholds())));
        double v;
        try {
            v = t.parse(value);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + ": key '" + key + "': " + e.getMessage(), e);
        }
        out.computeIfAbsent(ruleId, k -> new HashMap<>()).put(name, v);
    }

    private static String describe(List<Threshold> ts) {
        return ts.stream().map(t -> t.name() + " (" + t.unit().description() + ", default " + t.defaultText() + ")")
                .collect(Collectors.joining(", "));
    }

    private static String example(RuleCatalogue catalogue) {
        return catalogue.entries().stream().filter(e -> !e.thresholds().isEmpty()).findFirst()
                .map(e -> e.info().id() + "." + e.thresholds().get(0).name() + "=" + e.thresholds().get(0).defaultText())
                .orElse("bench.below-line-rate.warnBelow=85%");
    }

    /**
     * The limits of rule {@code ruleId}, whose thresholds are {@code ts}.
     *
     * @throws IllegalArgumentException when an override names a threshold not in {@code ts} (the
     *                                  rule and the catalogue it was validated against disagree)
     */
    public Limits limitsFor(String ruleId, List<Threshold> ts) {
        Objects.requireNonNull(ruleId, "ruleId");
        Map<String, Double> o = byRule.getOrDefault(ruleId, Map.of());
        for (String name : o.keySet()) {
            if (ts.stream().noneMatch(t -> t.name().equals(name))) {
                throw new IllegalArgumentException("rule '" + ruleId + "' has no threshold '" + name
                        + "'; its thresholds: " + describe(ts));
            }
        }
        return o.isEmpty() ? Limits.defaults() : Limits.of(o);
    }

    /** The limits of {@code rule}. */
    public Limits limitsFor(Rule<?> rule) {
        return limitsFor(rule.info().id(), rule.thresholds());
    }

    /** True when nothing is overridden. */
    public boolean isEmpty() {
        return byRule.isEmpty();
    }

    /** The overrides as {@code RULE_ID.THRESHOLD -> value in base unit}, sorted by key. */
    public Map<String, Double> overrides() {
        Map<String, Double> m = new java.util.TreeMap<>();
        byRule.forEach((r, ts) -> ts.forEach((n, v) -> m.put(r + "." + n, v)));
        return m;
    }

    @Override
    public String toString() {
        return "RuleSettings" + overrides();
    }
}
