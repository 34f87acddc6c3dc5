package io.rocekit.fabric.read;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.composer.Composer;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;
import org.snakeyaml.engine.v2.parser.ParserImpl;
import org.snakeyaml.engine.v2.scanner.StreamReader;

/**
 * {@code nv config show -o yaml}: a list whose {@code set:} item mirrors the {@code nv set} paths
 * ({@code set: qos: roce: enable: on} is {@code nv set qos roce enable on}). Each leaf becomes the
 * path it stands for and goes through the same interpretation as a command line.
 */
final class NvueYaml {
    /** The deepest nesting an NVUE YAML document may have (real ones have about 8: set, qos, pfc, profile, ...). */
    static final int MAX_NESTING = 64;
    /** The most settings (leaves) one document may expand to, aliases included: far above a full switch's. */
    static final int MAX_LEAVES = 100_000;

    /** Counts the leaves one document expands to. */
    private static final class Budget {
        int leaves;
    }

    private NvueYaml() {
    }

    /**
     * Refuses YAML nested deeper than {@link #MAX_NESTING} before composing it: SnakeYAML Engine composes
     * recursively with no depth limit (deep brackets would overflow the stack); its event parser is
     * iterative, so counting depth over the events is safe.
     */
    private static void checkNesting(String file, String text, LoadSettings settings) throws ConfigSyntaxException {
        int depth = 0;
        try {
            for (org.snakeyaml.engine.v2.events.Event e : new org.snakeyaml.engine.v2.api.lowlevel.Parse(settings).parseString(text)) {
                switch (e.getEventId()) {
                    case SequenceStart, MappingStart -> {
                        if (++depth > MAX_NESTING) {
                            throw new ConfigSyntaxException(file, e.getStartMark().map(m -> m.getLine() + 1).orElse(1),
                                    "expected NVUE YAML nested at most " + MAX_NESTING + " levels deep");
                        }
                    }
                    case SequenceEnd, MappingEnd -> depth--;
                    default -> {
                    }
                }
            }
        } catch (MarkedYamlEngineException e) {
            int line = e.getProblemMark().map(m -> m.getLine() + 1).orElse(1);
            throw new ConfigSyntaxException(file, line, "expected valid YAML: " + e.getProblem(), e);
        } catch (YamlEngineException e) {
            throw new ConfigSyntaxException(file, 1, "expected valid YAML: " + e.getMessage(), e);
        }
    }

    static boolean recognises(String text) {
        for (String l : text.lines().limit(50).toList()) {
            if (l.isBlank() || l.startsWith("#")) {
                continue;
            }
            return l.matches("-\\s+(set|header):\\s*") || l.matches("set:\\s*");
        }
        return false;
    }

    static void apply(String file, String text, NvueCommands cmds, ReadContext cx) throws ConfigSyntaxException {
        Node root;
        try {
            LoadSettings settings = LoadSettings.builder().setLabel(file).build();
            checkNesting(file, text, settings);
            Composer composer = new Composer(settings, new ParserImpl(settings, new StreamReader(settings, text)));
            Optional<Node> n = composer.getSingleNode();
            if (n.isEmpty()) {
                throw new ConfigSyntaxException(file, 1, "expected NVUE YAML (a 'set:' mapping), found an empty document");
            }
            root = n.get();
        } catch (MarkedYamlEngineException e) {
            int line = e.getProblemMark().map(m -> m.getLine() + 1).orElse(1);
            throw new ConfigSyntaxException(file, line, "expected valid YAML: " + e.getProblem(), e);
        } catch (YamlEngineException e) {
            throw new ConfigSyntaxException(file, 1, "expected valid YAML: " + e.getMessage(), e);
        }
        List<Node> items = root instanceof SequenceNode s ? s.getValue() : List.of(root);
        Budget budget = new Budget();
        for (Node item : items) {
            if (!(item instanceof MappingNode m)) {
                throw new ConfigSyntaxException(file, line(item), "expected a mapping ('set:' or 'header:')");
            }
            for (NodeTuple t : m.getValue()) {
                String key = scalar(t.getKeyNode());
                if (key.equals("set")) {
                    walk(file, t.getValueNode(), new ArrayList<>(), cmds, cx, budget);
                }
            }
        }
    }

    private static void walk(String file, Node node, List<String> path, NvueCommands cmds, ReadContext cx, Budget budget)
            throws ConfigSyntaxException {
        if (++budget.leaves > MAX_LEAVES) {
            // aliases share nodes: 48 of them can stand for 2^24 leaves in 1.3 KB
            throw new ConfigSyntaxException(file, line(node), "expected at most " + MAX_LEAVES + " NVUE settings; the document's "
                    + "aliases expand to more");
        }
        if (node instanceof MappingNode m) {
            if (m.getValue().isEmpty()) {
                leaf(path, line(node), cmds, cx);
            }
            for (NodeTuple t : m.getValue()) {
                List<String> p = new ArrayList<>(path);
                p.add(scalar(t.getKeyNode()));
                walk(file, t.getValueNode(), p, cmds, cx, budget);
            }
        } else if (node instanceof ScalarNode s) {
            List<String> p = new ArrayList<>(path);
            if (!s.getValue().isEmpty()) {
                p.add(s.getValue());
            }
            leaf(p, line(node), cmds, cx);
        } else {
            throw new ConfigSyntaxException(file, line(node), "expected a mapping or a value under '" + String.join(" ", path) + "'");
        }
    }

    private static void leaf(List<String> path, int line, NvueCommands cmds, ReadContext cx) throws ConfigSyntaxException {
        String text = "nv set " + String.join(" ", path);
        if (!cmds.set(path, line, text)) {
            cx.unknown(line, text);
        }
    }

    private static String scalar(Node n) {
        return n instanceof ScalarNode s ? s.getValue() : "?";
    }

    private static int line(Node n) {
        return n.getStartMark().map(m -> m.getLine() + 1).orElse(1);
    }
}
