package io.rocekit.fabric.read;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Junos {@code deactivate PATH} in the set form, as {@code show configuration | display set} prints an
 * inactive statement after its set lines: the statements under PATH stay in the configuration but are
 * not in effect (Juniper CLI User Guide, "deactivate"), so they are not read, and a note says how many.
 */
final class JunosInactive {
    private JunosInactive() {
    }

    /** The statements in effect: the set statements under no deactivated path, without the deactivate lines. */
    static List<JunosReader.Statement> active(List<JunosReader.Statement> statements, ReadContext cx) {
        // the deactivated paths in a set, each statement's prefixes looked up in it: linear in the words, however
        // many deactivate lines a file holds (a pair-wise comparison was quadratic in them)
        Set<List<String>> deactivated = new HashSet<>();
        JunosReader.Statement first = null;
        for (JunosReader.Statement s : statements) {
            if (s.word(0).equals("deactivate")) {
                deactivated.add(List.copyOf(s.words().subList(1, s.words().size())));
                first = first == null ? s : first;
            }
        }
        if (first == null) {
            return statements;
        }
        List<JunosReader.Statement> out = new ArrayList<>();
        int inactive = 0;
        int lines = 0;
        for (JunosReader.Statement s : statements) {
            if (s.word(0).equals("deactivate")) {
                lines++;
            } else if (under(s, deactivated)) {
                inactive++;
            } else {
                out.add(s);
            }
        }
        cx.note(inactive + " statement(s) under " + lines + " 'deactivate' line(s) passed over: inactive, not in effect",
                Optional.of(cx.at(first.line(), first.text())));
        return out;
    }

    /** Whether set statement {@code s} is at or under one of the deactivated paths. */
    private static boolean under(JunosReader.Statement s, Set<List<String>> deactivated) {
        List<String> words = s.words().subList(1, s.words().size());
        for (int n = 1; n <= words.size(); n++) {
            if (deactivated.contains(words.subList(0, n))) {
                return true;
            }
        }
        return false;
    }
}
