package io.rocekit.fabric.intent;

import static io.rocekit.fabric.intent.IntentValues.fail;
import static io.rocekit.fabric.intent.IntentValues.integer;
import static io.rocekit.fabric.intent.IntentValues.map;
import static io.rocekit.fabric.intent.IntentValues.opt;
import static io.rocekit.fabric.intent.IntentValues.require;

import io.rocekit.core.yaml.YamlNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads an intent from YAML on core's {@link YamlNode}. A file may start from a profile
 * ({@code base: nvidia-lossless}) and override parts of it: mappings merge key by key, lists and
 * values replace. Every error names the file and the key path ({@code intent.yaml:
 * ecn.queues[0].minBytes: expected a size like 150KB}). Sizes are bytes or SI/IEC units
 * ({@code 150KB} is 150,000 bytes, {@code 150KiB} is 153,600), as core's unit grammar reads them.
 * The intent's own consistency is checked ({@link IntentConsistency}): what is read renders into a
 * configuration {@code fabric check} accepts.
 */
public final class IntentReader {
    private static final int DEFAULT_MTU = 9216;
    private static final String[] KEYS = {"name", "mtu", "classes", "cnp", "ecn", "pfc", "buffers", "scheduling", "nic"};

    private IntentReader() {
    }

    /** Reads the intent in {@code text}; {@code file} names it in errors. */
    public static Intent read(String file, String text) throws IntentException {
        try {
            return intent(resolveBase(file, IntentYaml.load(file, text)));
        } catch (IntentValues.Invalid e) {
            throw new IntentException(e.getMessage(), e);
        }
    }

    /** The document with its {@code base} profile merged under it. */
    @SuppressWarnings("unchecked")
    private static YamlNode resolveBase(String file, Object doc) {
        YamlNode root = YamlNode.root(file, doc, IntentValues.Invalid::new);
        if (doc == null) {
            throw new IntentValues.Invalid(file + ": expected an intent (a mapping with classes, pfc, ecn, ...), found an empty document");
        }
        if (!root.isMap()) {
            throw fail(root, "expected an intent (a mapping with classes, pfc, ecn, ...), found " + root.describe());
        }
        Map<String, Object> m = new LinkedHashMap<>((Map<String, Object>) doc);
        if (!m.containsKey("base")) {
            return root;
        }
        String base = IntentValues.text(root.map().get("base"));
        String profile = Profiles.text(base).orElseThrow(() -> fail(root, "base", "expected a profile name, one of "
                + String.join(", ", Profiles.names()) + ", found '" + base + "'"));
        Map<String, Object> merged = merge((Map<String, Object>) IntentYaml.load(base, profile), m);
        merged.remove("base");
        if (!m.containsKey("name")) {
            merged.put("name", base + " (modified by " + file + ")");
        }
        return YamlNode.root(file, merged, IntentValues.Invalid::new);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> merge(Map<String, Object> base, Map<String, Object> over) {
        Map<String, Object> out = new LinkedHashMap<>(base);
        over.forEach((k, v) -> {
            Object b = out.get(k);
            out.put(k, b instanceof Map && v instanceof Map ? merge((Map<String, Object>) b, (Map<String, Object>) v) : v);
        });
        return out;
    }

    private static Intent intent(YamlNode root) {
        Map<String, YamlNode> m = map(root, KEYS);
        String name = opt(m, "name").map(IntentValues::text).orElse(root.file());
        int mtu = opt(m, "mtu").map(x -> integer(x, 1500, 9216)).orElse(DEFAULT_MTU);
        List<IntentSections.ReadClass> read = IntentSections.classes(require(m, "classes", root));
        List<TrafficClassIntent> classes = read.stream().map(IntentSections.ReadClass::intent).toList();
        Optional<CnpIntent> cnp = opt(m, "cnp").map(IntentSections::cnp);
        List<EcnIntent> ecn = opt(m, "ecn").map(IntentSections::ecn).orElse(List.of());
        PfcIntent pfc = opt(m, "pfc").map(IntentSections::pfc).orElse(new PfcIntent(new java.util.TreeSet<>(), Optional.empty()));
        BufferSection.Read buffers = BufferSection.read(opt(m, "buffers").orElse(root.withValue(null)), mtu);
        var scheduling = opt(m, "scheduling").map(IntentSections::scheduling).orElse(new java.util.TreeMap<>());
        NicIntent nic = IntentSections.nic(opt(m, "nic").orElse(root.withValue(null)), classes, cnp, ecn);
        Intent intent = new Intent(name, mtu, classes, cnp, ecn, pfc, buffers.buffers(), buffers.groups(), scheduling, nic);
        IntentConsistency.check(root, intent, read);
        return intent;
    }
}
