package io.rocekit.fabric.read;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

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
        List<JunosReader.Statement> deactivated = statements.stream().filter(s -> s.word(0).equals("deactivate")).toList();
        if (deactivated.isEmpty()) {
            return statements;
        }
        List<JunosReader.Statement> out = new ArrayList<>();
        int inactive = 0;
        for (JunosReader.Statement s : statements) {
            if (s.word(0).equals("deactivate")) {
                continue;
            }
            if (deactivated.stream().anyMatch(d -> under(s, d))) {
                inactive++;
            } else {
                out.add(s);
            }
        }
        JunosReader.Statement first = deactivated.get(0);
        cx.note(inactive + " statement(s) under " + deactivated.size() + " 'deactivate' line(s) passed over: inactive, not in effect",
                Optional.of(cx.at(first.line(), first.text())));
        return out;
    }

    /** Whether set statement {@code s} is at or under the path that {@code d} deactivates. */
    private static boolean under(JunosReader.Statement s, JunosReader.Statement d) {
        List<String> path = d.words().subList(1, d.words().size());
        List<String> words = s.words().subList(1, s.words().size());
        return words.size() >= path.size() && words.subList(0, path.size()).equals(path);
    }
}
