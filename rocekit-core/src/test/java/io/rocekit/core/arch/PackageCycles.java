package io.rocekit.core.arch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The package dependency graph of a module's sources, and its cycles (strongly connected components
 * of more than one package). A dependency is any mention of {@code io.rocekit.x.y.Type} in the code
 * of a file (imports and fully qualified names alike) of another package; comments and string
 * literals are not code (a main class named in a command line is no dependency), so the graph is
 * the one jdeps draws from the classes. Used by each module's test to keep "no package cycles"
 * true; part of the core test-jar.
 */
public final class PackageCycles {
    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern REFERENCE = Pattern.compile("\\b(io\\.rocekit(?:\\.[a-z][a-z0-9_]*)+)\\.[A-Z]");

    private PackageCycles() {
    }

    /** Package to the packages it uses, from the {@code .java} files under {@code sourceRoot}. */
    public static Map<String, Set<String>> graph(Path sourceRoot) {
        Map<String, Set<String>> g = new TreeMap<>();
        try (Stream<Path> files = Files.walk(sourceRoot)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String text = code(Files.readString(f));
                Matcher pm = PACKAGE.matcher(text);
                if (!pm.find()) {
                    continue;
                }
                String pkg = pm.group(1);
                Set<String> uses = g.computeIfAbsent(pkg, k -> new TreeSet<>());
                Matcher m = REFERENCE.matcher(text);
                while (m.find()) {
                    if (!m.group(1).equals(pkg)) {
                        uses.add(m.group(1));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return g;
    }

    /** {@code source} with comments and string and character literals blanked (line breaks kept). */
    static String code(String source) {
        StringBuilder out = new StringBuilder(source.length());
        int i = 0;
        int n = source.length();
        while (i < n) {
            char c = source.charAt(i);
            String next = source.substring(i, Math.min(n, i + 3));
            int end;
            if (next.startsWith("//")) {
                end = indexOrEnd(source, "\n", i);
            } else if (next.startsWith("/*")) {
                end = indexOrEnd(source, "*/", i + 2) + 2;
            } else if (next.equals("\"\"\"")) {
                end = indexOrEnd(source, "\"\"\"", i + 3) + 3;
            } else if (c == '"' || c == '\'') {
                end = i + 1;
                while (end < n && source.charAt(end) != c && source.charAt(end) != '\n') {
                    end += source.charAt(end) == '\\' ? 2 : 1;
                }
                end++;
            } else {
                out.append(c);
                i++;
                continue;
            }
            end = Math.min(end, n);
            for (int k = i; k < end; k++) {
                out.append(source.charAt(k) == '\n' ? '\n' : ' ');
            }
            i = end;
        }
        return out.toString();
    }

    private static int indexOrEnd(String s, String what, int from) {
        int at = s.indexOf(what, from);
        return at < 0 ? s.length() : at;
    }

    /** The cycles of {@code graph}: each a sorted list of the packages that reach each other. */
    public static List<List<String>> cycles(Map<String, Set<String>> graph) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new TreeSet<>();
        List<List<String>> out = new ArrayList<>();
        int[] counter = {0};
        for (String v : graph.keySet()) {
            if (!index.containsKey(v)) {
                strongConnect(v, graph, index, low, stack, onStack, out, counter);
            }
        }
        return out;
    }

    private static void strongConnect(String v, Map<String, Set<String>> graph, Map<String, Integer> index,
            Map<String, Integer> low, Deque<String> stack, Set<String> onStack, List<List<String>> out, int[] counter) {
        index.put(v, counter[0]);
        low.put(v, counter[0]++);
        stack.push(v);
        onStack.add(v);
        for (String w : graph.getOrDefault(v, Set.of())) {
            if (!graph.containsKey(w)) {
                continue; // another module's package
            }
            if (!index.containsKey(w)) {
                strongConnect(w, graph, index, low, stack, onStack, out, counter);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (onStack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            List<String> c = new ArrayList<>();
            String w;
            do {
                w = stack.pop();
                onStack.remove(w);
                c.add(w);
            } while (!w.equals(v));
            if (c.size() > 1) {
                c.sort(null);
                out.add(c);
            }
        }
    }
}
