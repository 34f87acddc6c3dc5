package io.rocekit.fabric.read;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Junos {@code deactivate PATH} in the set form, as {@code show configuration | display set} prints an
 * inactive statement after its set lines: the statements under PATH stay in the configuration but are
 * not in effect (Juniper CLI User Guide, "deactivate"), so they are not read, and a note says how many.
 */
final class JunosInactive {
    private JunosInactive() {
    }

    /**
     * The statements in effect: the set statements under no deactivated path, without the deactivate and activate
     * lines. An {@code activate PATH} (runbooks) undoes an earlier {@code deactivate} of that same path, as the CLI does.
     */
    static List<JunosReader.Statement> active(List<JunosReader.Statement> statements, ReadContext cx) {
        Map<List<String>, JunosReader.Statement> paths = new LinkedHashMap<>();
        boolean any = false;
        for (JunosReader.Statement s : statements) {
            String verb = s.word(0);
            if (verb.equals("deactivate") || verb.equals("activate")) {
                any = true;
                List<String> path = List.copyOf(s.words().subList(1, s.words().size()));
                if (verb.equals("deactivate")) {
                    paths.putIfAbsent(path, s);
                } else {
                    paths.remove(path);
                }
            }
        }
        if (!any) {
            return statements;
        }
        // the deactivated paths in a trie of words, each statement walked down it once: linear in the words, however
        // many deactivate lines a file holds and however long its statements (pair-wise comparison was quadratic in
        // the deactivate lines, hashing every prefix quadratic in a statement's words)
        PathTrie deactivated = new PathTrie();
        paths.keySet().forEach(deactivated::add);
        List<JunosReader.Statement> out = new ArrayList<>();
        int inactive = 0;
        for (JunosReader.Statement s : statements) {
            String verb = s.word(0);
            if (verb.equals("deactivate") || verb.equals("activate")) {
                continue;
            }
            if (deactivated.coversPrefixOf(s.words().subList(1, s.words().size()))) {
                inactive++;
            } else {
                out.add(s);
            }
        }
        if (!paths.isEmpty()) {
            JunosReader.Statement first = paths.values().iterator().next();
            cx.note(inactive + " statement(s) under " + paths.size() + " 'deactivate' line(s) passed over: inactive, not in"
                    + " effect", Optional.of(cx.at(first.line(), first.text())));
        }
        return out;
    }

    /** Paths of words; whether a path has one of them as a prefix. */
    private static final class PathTrie {
        private final Map<String, PathTrie> next = new HashMap<>();
        private boolean end;

        void add(List<String> path) {
            if (path.isEmpty()) {
                return; // a bare 'deactivate' names nothing
            }
            PathTrie t = this;
            for (String w : path) {
                t = t.next.computeIfAbsent(w, k -> new PathTrie());
            }
            t.end = true;
        }

        boolean coversPrefixOf(List<String> words) {
            PathTrie t = this;
            for (String w : words) {
                t = t.next.get(w);
                if (t == null) {
                    return false;
                }
                if (t.end) {
                    return true;
                }
            }
            return false;
        }
    }
}
