package io.rocekit.tune.sweep;

import io.rocekit.core.yaml.YamlNode;
import io.rocekit.sim.SimInputException;
import io.rocekit.sim.config.Knob;
import io.rocekit.sim.topology.Units;
import io.rocekit.tune.TuneInputException;
import io.rocekit.tune.run.BaseBundle;
import io.rocekit.tune.run.LoadedBase;
import io.rocekit.tune.run.Metrics;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads a sweep file (schema: docs/tune.md). Every error names the file and the key path. */
public final class SweepLoader {
    private static final Set<String> TOP = Set.of("name", "description", "base", "space", "tied", "sample", "seeds",
            "objectives", "constraints", "baselines", "search", "effects");
    private static final Set<String> RANGE = Set.of("from", "to", "steps", "scale");
    private static final Pattern TIE_LEFT = Pattern.compile("\\s*([0-9.eE+-]+)\\s*[x*×]\\s*([A-Za-z0-9_.\\-]+)\\s*");
    private static final Pattern TIE_RIGHT = Pattern.compile("\\s*([A-Za-z0-9_.\\-]+)\\s*[x*×]\\s*([0-9.eE+-]+)\\s*");
    private static final Pattern CONSTRAINT = Pattern.compile("\\s*([A-Za-z0-9_.\\-]+)\\s*(<=|>=|==|<|>)\\s*(\\S+)\\s*");
    private static final int MAX_POINTS = 100_000;

    private SweepLoader() {
    }

    public static Sweep load(Path file) {
        String text;
        try {
            text = io.rocekit.core.io.TextFiles.readUtf8(file, io.rocekit.core.yaml.YamlLoader.MAX_DOCUMENT_BYTES);
        } catch (NoSuchFileException e) {
            throw new TuneInputException(file + ": no such file");
        } catch (io.rocekit.core.io.InputFileException e) {
            throw new TuneInputException(e.getMessage(), e);
        } catch (IOException e) {
            throw new TuneInputException(file + ": cannot read (" + e.getMessage() + ")");
        }
        return parse(file.toString(), text, file.toAbsolutePath().getParent());
    }

    public static Sweep parse(String fileName, String text, Path baseDir) {
        Object doc;
        try {
            doc = io.rocekit.core.yaml.YamlLoader.load(fileName, text); // depth, alias and size limits
        } catch (io.rocekit.core.yaml.YamlInputException e) {
            throw new TuneInputException(e.getMessage(), e);
        }
        YamlNode root = YamlNode.root(fileName, doc, TuneInputException::new);
        Map<String, YamlNode> top = root.map(TOP);
        String name = YamlNode.opt(top, "name").map(SweepName::of).orElse(SweepName.fromFile(baseName(fileName)));
        YamlNode baseNode = YamlNode.req(top, "base", root);
        java.util.Optional<CurrentSwitch> current = CurrentSwitch.read(baseNode.map(), baseDir);
        BaseBundle base = current.map(c -> BaseReader.read(baseNode, baseDir).withSetFirst(c.knobs()))
                .orElseGet(() -> BaseReader.read(baseNode, baseDir));
        try {
            LoadedBase.of(base);
        } catch (SimInputException e) {
            throw new TuneInputException(fileName + ": base: " + e.getMessage(), e);
        }
        List<Axis> axes = space(YamlNode.req(top, "space", root));
        if (axes.isEmpty()) {
            throw top.get("space").error("expected at least one knob to sweep");
        }
        List<Tie> ties = YamlNode.opt(top, "tied").map(t -> ties(t, axes)).orElse(List.of());
        Sampling sampling = YamlNode.opt(top, "sample").map(SweepLoader::sampling).orElse(Sampling.grid());
        if (sampling.method() == Sampling.Method.GRID) {
            long n = 1;
            for (Axis a : axes) {
                n *= a.gridValues().size();
                if (n > MAX_POINTS) {
                    throw top.get("space").error("the full grid has more than " + MAX_POINTS
                            + " points; sample it (sample: {method: lhs, points: N}) or search it with halving");
                }
            }
        }
        List<Long> seeds = YamlNode.opt(top, "seeds").map(SweepLoader::seeds).orElse(List.of(1L));
        List<Objective> objectives = objectives(YamlNode.req(top, "objectives", root));
        List<Constraint> constraints = YamlNode.opt(top, "constraints").map(SweepLoader::constraints)
                .orElse(List.of());
        List<Baseline> baselines = new ArrayList<>(YamlNode.opt(top, "baselines").map(SweepLoader::baselines)
                .orElse(Baseline.DEFAULT_NAMES.stream().map(n -> Baseline.builtIn(n).orElseThrow()).toList()));
        current.ifPresent(c -> {
            baselines.removeIf(b -> b.name().equals("current"));
            baselines.add(0, c.baseline());
        });
        Search search = YamlNode.opt(top, "search").map(s -> search(s, seeds.size())).orElse(Search.grid());
        boolean effects = YamlNode.opt(top, "effects").map(YamlNode::bool).orElse(true);
        return new Sweep(name, fileName, base, axes, ties, sampling, seeds, objectives, constraints, baselines,
                search, effects, current);
    }

    private static String baseName(String fileName) {
        Path last = Path.of(fileName).getFileName(); // null for "/"
        String n = last == null ? "" : last.toString();
        int dot = n.lastIndexOf('.');
        return dot > 0 ? n.substring(0, dot) : n;
    }

    // ------------------------------------------------------------------ space

    private static List<Axis> space(YamlNode y) {
        List<Axis> out = new ArrayList<>();
        space(y, "", out);
        Set<String> seen = new LinkedHashSet<>();
        for (Axis a : out) {
            if (!seen.add(a.knob())) {
                throw y.error("knob " + a.knob() + " is swept twice");
            }
        }
        return out;
    }

    private static void space(YamlNode y, String prefix, List<Axis> out) {
        for (Map.Entry<String, YamlNode> e : y.map().entrySet()) {
            String key = prefix.isEmpty() ? e.getKey() : prefix + "." + e.getKey();
            YamlNode v = e.getValue();
            if (v.isMap() && !v.map().containsKey("from") && !v.map().containsKey("to")) {
                space(v, key, out);
                continue;
            }
            Knob k = knob(key, v);
            if (v.isMap()) {
                out.add(range(k, v));
            } else if (v.isList()) {
                List<String> vals = new ArrayList<>();
                for (YamlNode item : v.list()) {
                    vals.add(value(k, item));
                }
                if (vals.isEmpty()) {
                    throw v.error("expected at least one value");
                }
                out.add(new Axis.Values(k.name(), vals));
            } else {
                out.add(new Axis.Values(k.name(), List.of(value(k, v))));
            }
        }
    }

    static Knob knob(String name, YamlNode where) {
        return KnobText.knob(name).orElseThrow(() -> where.error("unknown knob '" + name
                + "' (rocekit sim --list-knobs shows them all)"));
    }

    private static String value(Knob k, YamlNode v) {
        String t = v.text();
        KnobText.problem(k, t).ifPresent(p -> {
            throw v.error(p);
        });
        return t;
    }

    private static Axis.Range range(Knob k, YamlNode v) {
        Map<String, YamlNode> m = v.map(RANGE);
        if (!KnobText.numeric(k)) {
            throw v.error(k.name() + " is not numeric; list its values instead of a range");
        }
        double from = number(k, YamlNode.req(m, "from", v));
        double to = number(k, YamlNode.req(m, "to", v));
        int steps = (int) (long) YamlNode.opt(m, "steps").map(s -> s.integer(1, 10_000)).orElse(5L);
        String scale = YamlNode.opt(m, "scale").map(YamlNode::text).orElse("linear");
        if (!scale.equals("linear") && !scale.equals("log")) {
            throw m.get("scale").error("expected linear or log, found '" + scale + "'");
        }
        boolean log = scale.equals("log");
        if (log && (from <= 0 || to <= 0)) {
            throw v.error("a log range needs from and to above 0");
        }
        if (from == to && steps > 1) {
            throw v.error("from and to are equal; give one value instead of a range");
        }
        Axis.Range r = new Axis.Range(k.name(), from, to, steps, log);
        for (String g : r.gridValues()) {
            KnobText.problem(k, g).ifPresent(p -> {
                throw v.error(p);
            });
        }
        return r;
    }

    private static double number(Knob k, YamlNode y) {
        String t = y.text();
        KnobText.problem(k, t).ifPresent(p -> {
            throw y.error(p);
        });
        return ((Number) KnobText.stored(k, t)).doubleValue();
    }

    private static List<Tie> ties(YamlNode y, List<Axis> axes) {
        List<Tie> out = new ArrayList<>();
        Set<String> swept = new LinkedHashSet<>();
        axes.forEach(a -> swept.add(a.knob()));
        for (Map.Entry<String, YamlNode> e : y.map().entrySet()) {
            YamlNode v = e.getValue();
            Knob target = knob(e.getKey(), v);
            String t = v.text();
            Matcher l = TIE_LEFT.matcher(t);
            Matcher r = TIE_RIGHT.matcher(t);
            double factor;
            String src;
            if (l.matches()) {
                factor = parseFactor(l.group(1), v);
                src = l.group(2);
            } else if (r.matches()) {
                factor = parseFactor(r.group(2), v);
                src = r.group(1);
            } else {
                throw v.error("expected FACTOR x KNOB, e.g. '4 x ecn.kmin', found '" + t + "'");
            }
            Knob source = knob(src, v);
            if (!swept.contains(source.name())) {
                throw v.error(source.name() + " is not swept in space; a tie follows a swept knob");
            }
            if (swept.contains(target.name())) {
                throw v.error(target.name() + " is swept in space and cannot also be tied");
            }
            if (!KnobText.numeric(target) || !KnobText.numeric(source)) {
                throw v.error("ties need numeric knobs");
            }
            out.add(new Tie(target.name(), factor, source.name()));
        }
        return out;
    }

    private static double parseFactor(String s, YamlNode where) {
        try {
            double f = Double.parseDouble(s);
            if (f > 0 && Double.isFinite(f)) {
                return f;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw where.error("expected a positive factor, found '" + s + "'");
    }

    private static Sampling sampling(YamlNode y) {
        Map<String, YamlNode> m = y.map(Set.of("method", "points", "seed"));
        String method = YamlNode.req(m, "method", y).text();
        Sampling.Method meth = switch (method) {
            case "grid" -> Sampling.Method.GRID;
            case "random" -> Sampling.Method.RANDOM;
            case "lhs", "latin-hypercube" -> Sampling.Method.LHS;
            default -> throw m.get("method").error("expected grid, random or lhs, found '" + method + "'");
        };
        if (meth == Sampling.Method.GRID) {
            return Sampling.grid();
        }
        int points = (int) YamlNode.req(m, "points", y).integer(1, MAX_POINTS);
        long seed = YamlNode.opt(m, "seed").map(s -> s.integer(0, Long.MAX_VALUE)).orElse(1L);
        return new Sampling(meth, points, seed);
    }

    private static List<Long> seeds(YamlNode y) {
        if (y.isList()) {
            List<Long> out = new ArrayList<>();
            for (YamlNode s : y.list()) {
                long v = s.integer(0, Long.MAX_VALUE);
                if (out.contains(v)) {
                    throw s.error("seed " + v + " is listed twice");
                }
                out.add(v);
            }
            if (out.isEmpty()) {
                throw y.error("expected at least one seed");
            }
            return out;
        }
        long n = y.integer(1, 1000);
        List<Long> out = new ArrayList<>();
        for (long i = 1; i <= n; i++) {
            out.add(i);
        }
        return out;
    }

    // ------------------------------------------------------------------ goals

    private static List<Objective> objectives(YamlNode y) {
        List<Objective> out = new ArrayList<>();
        for (YamlNode item : y.list()) {
            Map<String, YamlNode> m = item.map(Set.of("minimize", "maximize", "weight"));
            boolean min = m.containsKey("minimize");
            boolean max = m.containsKey("maximize");
            if (min == max) {
                throw item.error("expected exactly one of minimize or maximize");
            }
            YamlNode mn = m.get(min ? "minimize" : "maximize");
            double w = YamlNode.opt(m, "weight").map(n -> n.number(0, 1e6)).orElse(1.0);
            out.add(new Objective(metric(mn), max, w));
        }
        if (out.isEmpty()) {
            throw y.error("expected at least one objective");
        }
        return out;
    }

    private static String metric(YamlNode y) {
        String m = y.text().trim();
        if (!Metrics.CATALOGUE.containsKey(m)) {
            throw y.error("unknown metric '" + m + "'; expected one of " + String.join(", ",
                    Metrics.CATALOGUE.keySet()));
        }
        return m;
    }

    private static List<Constraint> constraints(YamlNode y) {
        List<Constraint> out = new ArrayList<>();
        for (YamlNode item : y.list()) {
            Matcher m = CONSTRAINT.matcher(item.text());
            if (!m.matches()) {
                throw item.error("expected METRIC OP NUMBER, e.g. 'drops.lossless == 0' or 'pfc.pause-us <= 500',"
                        + " found '" + item.text() + "'");
            }
            metric(item.withValue(m.group(1)));
            double bound;
            try {
                bound = Double.parseDouble(m.group(3));
            } catch (NumberFormatException e) {
                throw item.error("expected a number after " + m.group(2) + ", found '" + m.group(3) + "'");
            }
            out.add(new Constraint(m.group(1), m.group(2), bound));
        }
        return out;
    }

    private static List<Baseline> baselines(YamlNode y) {
        List<Baseline> out = new ArrayList<>();
        for (YamlNode item : y.list()) {
            if (!item.isMap()) {
                String n = item.text();
                out.add(Baseline.builtIn(n).orElseThrow(() -> item.error("unknown baseline '" + n
                        + "'; expected one of " + String.join(", ", Baseline.BUILT_IN.stream().map(Baseline::name)
                        .toList()) + ", or {name: ..., set: {KNOB: VALUE}}")));
                continue;
            }
            Map<String, YamlNode> m = item.map(Set.of("name", "set", "source"));
            String n = YamlNode.req(m, "name", item).text();
            Map<String, String> knobs = new LinkedHashMap<>();
            YamlNode set = YamlNode.req(m, "set", item);
            for (Map.Entry<String, YamlNode> e : set.map().entrySet()) {
                Knob k = knob(e.getKey(), e.getValue());
                knobs.put(k.name(), value(k, e.getValue()));
            }
            out.add(new Baseline(n, knobs, YamlNode.opt(m, "source").map(YamlNode::text).orElse("the sweep file")));
        }
        Set<String> names = new LinkedHashSet<>();
        for (Baseline b : out) {
            if (!names.add(b.name())) {
                throw y.error("baseline " + b.name() + " is listed twice");
            }
        }
        return out;
    }

    private static Search search(YamlNode y, int seedCount) {
        Map<String, YamlNode> m = y.map(Set.of("method", "eta", "rungs"));
        String method = YamlNode.req(m, "method", y).text();
        if (method.equals("grid")) {
            return Search.grid();
        }
        if (!method.equals("halving")) {
            throw m.get("method").error("expected grid or halving, found '" + method + "'");
        }
        int eta = (int) (long) YamlNode.opt(m, "eta").map(e -> e.integer(2, 100)).orElse(3L);
        List<Search.Rung> rungs = new ArrayList<>();
        if (m.containsKey("rungs")) {
            for (YamlNode r : m.get("rungs").list()) {
                Map<String, YamlNode> rm = r.map(Set.of("seeds", "until"));
                int s = (int) (long) YamlNode.opt(rm, "seeds").map(x -> x.integer(1, seedCount)).orElse((long) seedCount);
                long until = YamlNode.opt(rm, "until").map(u -> Units.parseDurationPs(u.text())
                        .filter(v -> v > 0).orElseThrow(() -> u.error("expected a duration such as 500us, found '"
                                + u.text() + "'"))).orElse(0L);
                rungs.add(new Search.Rung(s, until));
            }
        } else if (seedCount > 1) {
            rungs.add(new Search.Rung(1, 0));
        }
        Search.Rung last = new Search.Rung(seedCount, 0);
        if (rungs.isEmpty() || !rungs.get(rungs.size() - 1).equals(last)) {
            rungs.add(last);
        }
        if (rungs.size() < 2) {
            throw y.error("halving needs a cheaper first rung: with one seed, give rungs with a shorter until,"
                    + " e.g. rungs: [{seeds: 1, until: 500us}]");
        }
        return new Search(true, eta, rungs);
    }
}
