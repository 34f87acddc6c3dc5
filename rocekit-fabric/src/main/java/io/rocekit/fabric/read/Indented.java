package io.rocekit.fabric.read;

import java.util.ArrayList;
import java.util.List;

/**
 * A running-config as a tree by indentation (EOS, NX-OS, Comware): each line owns the more deeply
 * indented lines under it. Comment lines ({@code !}, {@code #}) and blank lines are left out.
 */
final class Indented {
    /** One line and the lines under it. */
    record Line(int number, int indent, String text, List<Line> children) {
        String[] words() {
            return text.split("\\s+");
        }

        boolean is(String prefix) {
            return text.equals(prefix) || text.startsWith(prefix + " ");
        }
    }

    private Indented() {
    }

    /**
     * Puts {@code block} under {@code name}; a second block of the same name (a configuration pasted
     * in parts, {@code interface X} typed twice) adds its lines to the first, as the device does,
     * instead of replacing them.
     */
    static void putMerged(java.util.Map<String, Line> blocks, String name, Line block) {
        blocks.merge(name, block, (first, more) -> {
            List<Line> children = new ArrayList<>(first.children());
            children.addAll(more.children());
            return new Line(first.number(), first.indent(), first.text(), children);
        });
    }

    static List<Line> parse(String text, String commentPrefix) {
        List<Line> roots = new ArrayList<>();
        List<Line> stack = new ArrayList<>();
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String raw = lines.get(i).replace("\t", "    ");
            String t = raw.strip();
            if (t.isEmpty() || t.startsWith(commentPrefix)) {
                continue;
            }
            int indent = raw.length() - raw.stripLeading().length();
            Line l = new Line(i + 1, indent, t, new ArrayList<>());
            while (!stack.isEmpty() && stack.get(stack.size() - 1).indent() >= indent) {
                stack.remove(stack.size() - 1);
            }
            if (stack.isEmpty()) {
                roots.add(l);
            } else {
                stack.get(stack.size() - 1).children().add(l);
            }
            stack.add(l);
        }
        return roots;
    }
}
