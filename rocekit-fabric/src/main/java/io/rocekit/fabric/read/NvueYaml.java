package io.rocekit.fabric.read;

import io.rocekit.core.yaml.YamlInputException;
import io.rocekit.core.yaml.YamlLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/**
 * {@code nv config show -o yaml}: a list whose {@code set:} item mirrors the {@code nv set} paths
 * ({@code set: qos: roce: enable: on} is {@code nv set qos roce enable on}). Each leaf becomes the
 * path it stands for and goes through the same interpretation as a command line.
 */
final class NvueYaml {
    private NvueYaml() {
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

    /**
     * The document's nodes through core's one YAML configuration ({@link YamlLoader}: size, nesting,
     * aliases and their expansion are bounded there, so a walk over the nodes is bounded too).
     */
    private static Optional<Node> compose(String file, String text) throws ConfigSyntaxException {
        try {
            return YamlLoader.compose(file, text);
        } catch (YamlInputException e) {
            throw new ConfigSyntaxException(file, Math.max(1, e.line()), "expected valid YAML: "
                    + e.reason().replaceFirst("^not valid YAML: ", ""), e);
        }
    }

    static void apply(String file, String text, NvueCommands cmds, ReadContext cx) throws ConfigSyntaxException {
        Node root = compose(file, text).orElseThrow(() -> new ConfigSyntaxException(file, 1,
                "expected NVUE YAML (a 'set:' mapping), found an empty document"));
        List<Node> items = root instanceof SequenceNode s ? s.getValue() : List.of(root);
        for (Node item : items) {
            if (!(item instanceof MappingNode m)) {
                throw new ConfigSyntaxException(file, line(item), "expected a mapping ('set:' or 'header:')");
            }
            for (NodeTuple t : m.getValue()) {
                String key = scalar(t.getKeyNode());
                if (key.equals("set")) {
                    walk(file, t.getValueNode(), new ArrayList<>(), cmds, cx);
                }
            }
        }
    }

    private static void walk(String file, Node node, List<String> path, NvueCommands cmds, ReadContext cx)
            throws ConfigSyntaxException {
        if (node instanceof MappingNode m) {
            if (m.getValue().isEmpty()) {
                leaf(path, line(node), cmds, cx);
            }
            for (NodeTuple t : m.getValue()) {
                List<String> p = new ArrayList<>(path);
                p.add(scalar(t.getKeyNode()));
                walk(file, t.getValueNode(), p, cmds, cx);
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
