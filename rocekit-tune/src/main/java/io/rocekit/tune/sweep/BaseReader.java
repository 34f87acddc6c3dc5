package io.rocekit.tune.sweep;

import io.rocekit.core.yaml.YamlNode;
import io.rocekit.sim.config.Knob;
import io.rocekit.sim.topology.Units;
import io.rocekit.tune.TuneInputException;
import io.rocekit.tune.run.BaseBundle;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.snakeyaml.engine.v2.api.Dump;
import org.snakeyaml.engine.v2.api.DumpSettings;
import org.snakeyaml.engine.v2.common.FlowStyle;

/**
 * Reads {@code base:} into a self-contained {@link BaseBundle}: the scenario text (a file, or the
 * inline mapping written out as YAML) with the files it names (HPCC topology and flow files, flow
 * size CDFs) copied in under flat names, or the two HPCC files.
 */
final class BaseReader {
    private static final Set<String> KEYS = Set.of("scenario", "inline", "hpcc", "profile", "until", "set", "switch",
            "port");
    private static final Set<String> BUILTIN_CDFS = Set.of("websearch", "web-search", "fb-hadoop");

    private BaseReader() {
    }

    static BaseBundle read(YamlNode y, Path sweepDir) {
        Map<String, YamlNode> m = y.map(KEYS);
        int kinds = (m.containsKey("scenario") ? 1 : 0) + (m.containsKey("inline") ? 1 : 0)
                + (m.containsKey("hpcc") ? 1 : 0);
        if (kinds != 1) {
            throw y.error("expected exactly one of scenario (a rocekit sim scenario file), inline (a scenario"
                    + " written here) or hpcc ({topology: FILE, flows: FILE})");
        }
        String profile = YamlNode.opt(m, "profile").map(YamlNode::text).orElse("");
        long until = YamlNode.opt(m, "until").map(u -> Units.parseDurationPs(u.text()).filter(v -> v > 0)
                .orElseThrow(() -> u.error("expected a duration such as 2ms, found '" + u.text() + "'")))
                .orElse(0L);
        Map<String, String> set = new LinkedHashMap<>();
        YamlNode.opt(m, "set").ifPresent(s -> flattenSet(s, "", set));
        Map<String, String> files = new LinkedHashMap<>();
        if (m.containsKey("hpcc")) {
            YamlNode h = m.get("hpcc");
            Map<String, YamlNode> hm = h.map(Set.of("topology", "flows"));
            YamlNode topo = YamlNode.req(hm, "topology", h);
            YamlNode flows = YamlNode.req(hm, "flows", h);
            files.put("topology", read(resolve(sweepDir, topo.text()), topo));
            files.put("flows", read(resolve(sweepDir, flows.text()), flows));
            return new BaseBundle("hpcc", topo.text() + " + " + flows.text(), "", files, profile, until, set);
        }
        Object doc;
        String display;
        Path dir;
        if (m.containsKey("scenario")) {
            YamlNode s = m.get("scenario");
            Path f = resolve(sweepDir, s.text());
            String text = read(f, s);
            try {
                doc = io.rocekit.core.yaml.YamlLoader.load(f.toString(), text);
            } catch (io.rocekit.core.yaml.YamlInputException e) {
                throw s.error(e.getMessage());
            }
            display = s.text();
            dir = f.toAbsolutePath().getParent();
            if (!(doc instanceof Map<?, ?> scenario) || !scenario.containsKey("topology")) {
                // the file may be anything the user can read (../../etc/shadow): name it, never quote it
                throw s.error(f + ": not a rocekit sim scenario (expected a YAML mapping with topology: and"
                        + " traffic:, docs/sim.md)");
            }
            if (!referencesFiles(doc)) {
                files.put("scenario.yaml", text);
                return new BaseBundle("scenario", display, "scenario.yaml", files, profile, until, set);
            }
        } else {
            YamlNode in = m.get("inline");
            in.map();
            doc = in.raw();
            display = y.file() + " (base.inline)";
            dir = sweepDir;
        }
        Object rewritten = rewriteReferences(doc, dir, files, y);
        String text = new Dump(DumpSettings.builder().setDefaultFlowStyle(FlowStyle.BLOCK).build())
                .dumpToString(rewritten);
        Map<String, String> all = new LinkedHashMap<>();
        all.put("scenario.yaml", text);
        all.putAll(files);
        return new BaseBundle(m.containsKey("inline") ? "inline" : "scenario", display, "scenario.yaml", all, profile,
                until, set);
    }

    private static void flattenSet(YamlNode y, String prefix, Map<String, String> out) {
        for (Map.Entry<String, YamlNode> e : y.map().entrySet()) {
            String key = prefix.isEmpty() ? e.getKey() : prefix + "." + e.getKey();
            YamlNode v = e.getValue();
            if (v.isMap()) {
                flattenSet(v, key, out);
                continue;
            }
            Knob k = SweepLoader.knob(key, v);
            String t = v.text();
            KnobText.problem(k, t).ifPresent(p -> {
                throw v.error(p);
            });
            out.put(k.name(), t);
        }
    }

    private static boolean referencesFiles(Object doc) {
        return !rewriteReferences(doc, Path.of("."), new LinkedHashMap<>(), null).equals(doc);
    }

    /**
     * A copy of the scenario document with every file name (topology.hpcc-file,
     * traffic[i].hpcc-file, traffic[i].poisson.cdf other than the built-in ones) replaced by a flat
     * name whose text goes into {@code files}. With {@code where} null only detects references.
     */
    @SuppressWarnings("unchecked")
    private static Object rewriteReferences(Object doc, Path dir, Map<String, String> files, YamlNode where) {
        if (!(doc instanceof Map<?, ?> top)) {
            return doc;
        }
        Map<String, Object> out = new LinkedHashMap<>((Map<String, Object>) top);
        if (out.get("topology") instanceof Map<?, ?> t && t.get("hpcc-file") instanceof String f) {
            Map<String, Object> nt = new LinkedHashMap<>((Map<String, Object>) t);
            nt.put("hpcc-file", copy(f, dir, files, where, "topology.hpcc-file"));
            out.put("topology", nt);
        }
        if (out.get("traffic") instanceof List<?> items) {
            List<Object> nl = new java.util.ArrayList<>();
            for (int i = 0; i < items.size(); i++) {
                Object item = items.get(i);
                if (item instanceof Map<?, ?> im) {
                    Map<String, Object> ni = new LinkedHashMap<>((Map<String, Object>) im);
                    if (ni.get("hpcc-file") instanceof String f) {
                        ni.put("hpcc-file", copy(f, dir, files, where, "traffic[" + i + "].hpcc-file"));
                    }
                    if (ni.get("poisson") instanceof Map<?, ?> p && p.get("cdf") instanceof String c
                            && !BUILTIN_CDFS.contains(c)) {
                        Map<String, Object> np = new LinkedHashMap<>((Map<String, Object>) p);
                        np.put("cdf", copy(c, dir, files, where, "traffic[" + i + "].poisson.cdf"));
                        ni.put("poisson", np);
                    }
                    item = ni;
                }
                nl.add(item);
            }
            out.put("traffic", nl);
        }
        return out;
    }

    private static String copy(String name, Path dir, Map<String, String> files, YamlNode where, String path) {
        String flat = "f" + files.size() + "-" + String.valueOf(Path.of(name).getFileName()).replaceAll("[^A-Za-z0-9._-]",
                "_");
        if (where != null) {
            Path f = resolve(dir, name);
            try {
                files.put(flat, io.rocekit.core.io.TextFiles.readUtf8(f));
            } catch (IOException e) {
                throw where.error("the scenario's " + path + " names " + f + ", which cannot be read ("
                        + (e instanceof NoSuchFileException ? "no such file" : e.getMessage()) + ")");
            }
        } else {
            files.put(flat, "");
        }
        return flat;
    }

    private static Path resolve(Path dir, String name) {
        Path p = Path.of(name);
        return p.isAbsolute() || dir == null ? p : dir.resolve(p);
    }

    private static String read(Path f, YamlNode where) {
        try {
            return io.rocekit.core.io.TextFiles.readUtf8(f);
        } catch (NoSuchFileException e) {
            throw where.error(f + ": no such file");
        } catch (io.rocekit.core.io.InputFileException e) {
            throw where.error(e.getMessage());
        } catch (IOException e) {
            throw new TuneInputException(f + ": cannot read (" + e.getMessage() + ")");
        }
    }
}
