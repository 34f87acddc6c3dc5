package io.rocekit.fabric.read;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Junos configuration text as {@code set} statements: {@code set} lines are split into words; the
 * curly form ({@code a { b { c d; } }}) is flattened, each leaf ({@code ...;}) becoming one statement
 * {@code set a b c d} with the leaf's line. Comments ({@code /* *}{@code /}, {@code #}) and
 * {@code ## SECRET-DATA} annotations are dropped; brackets ({@code [ 55 90 ]}) stay as words.
 */
final class JunosStatements {
    private JunosStatements() {
    }

    static List<JunosReader.Statement> of(String file, String text) throws ConfigSyntaxException {
        List<String> lines = text.lines().toList();
        boolean curly = lines.stream().map(String::strip).anyMatch(l -> l.endsWith("{"));
        return curly ? curly(file, lines) : setForm(file, lines);
    }

    /**
     * CLI session commands around set lines in runbooks and templates ({@code configure}, {@code commit
     * check}, {@code exit}, {@code load set terminal}): they change no statement, so they are passed over.
     */
    private static final Pattern SESSION = Pattern.compile("(configure( private| exclusive| batch)?|commit( .*)?"
            + "|exit( configuration-mode)?|quit|top|load (set|merge|replace) terminal)");

    /**
     * The set form: one statement per {@code set} line, and the {@code deactivate} lines (which {@link
     * JunosInactive} applies); {@code delete} lines and {@link #SESSION} commands are passed over.
     */
    private static List<JunosReader.Statement> setForm(String file, List<String> lines) throws ConfigSyntaxException {
        List<JunosReader.Statement> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String t = lines.get(i).strip();
            if (t.isEmpty() || t.startsWith("#") || t.startsWith("/*") || SESSION.matcher(t).matches()) {
                continue;
            }
            if (!t.startsWith("set ") && !t.startsWith("delete ") && !t.startsWith("deactivate ") && !t.startsWith("activate ")) {
                throw new ConfigSyntaxException(file, i + 1, "expected a 'set ...' statement (Junos set form), found '" + t + "'");
            }
            if (!t.startsWith("delete ")) {
                out.add(new JunosReader.Statement(words(t), i + 1, t)); // deactivate, activate: for JunosInactive
            }
        }
        return out;
    }

    private static final String INACTIVE = "inactive: ";

    /** The curly form, flattened: each leaf becomes the set statement of its path; an {@code inactive:} one also its deactivate. */
    private static List<JunosReader.Statement> curly(String file, List<String> lines) throws ConfigSyntaxException {
        List<JunosReader.Statement> out = new ArrayList<>();
        List<String> path = new ArrayList<>();
        List<Integer> pathLines = new ArrayList<>();
        boolean inComment = false;
        for (int i = 0; i < lines.size(); i++) {
            String t = lines.get(i).strip();
            if (inComment) {
                int end = t.indexOf("*/");
                if (end < 0) {
                    continue;
                }
                inComment = false;
                t = t.substring(end + 2).strip();
            }
            if (t.startsWith("/*")) {
                int end = t.indexOf("*/");
                if (end < 0) {
                    inComment = true;
                    continue;
                }
                t = t.substring(end + 2).strip();
            }
            int hash = t.indexOf(" ##");
            if (hash >= 0) {
                t = t.substring(0, hash).strip();
            }
            if (t.isEmpty() || t.startsWith("#") || t.startsWith("```")) {
                continue;
            }
            if (t.equals("}")) {
                if (path.isEmpty()) {
                    throw new ConfigSyntaxException(file, i + 1, "expected a statement, found '}' with no open block");
                }
                path.remove(path.size() - 1);
                pathLines.remove(pathLines.size() - 1);
            } else if (t.endsWith("{")) {
                String node = t.substring(0, t.length() - 1).strip();
                path.add(active(node));
                pathLines.add(i + 1);
                inactive(node, path, i + 1, t, out);
            } else if (t.endsWith(";")) {
                String leaf = t.substring(0, t.length() - 1).strip();
                String full = "set " + String.join(" ", path) + (path.isEmpty() ? "" : " ") + active(leaf);
                out.add(new JunosReader.Statement(words(full), i + 1, t));
                List<String> leafPath = new ArrayList<>(path);
                leafPath.add(active(leaf));
                inactive(leaf, leafPath, i + 1, t, out);
            } else if (t.endsWith("}") && t.contains("{")) {
                oneLineBlock(path, t, i + 1, out);
            } else {
                throw new ConfigSyntaxException(file, i + 1, "expected a statement ending in ';', a block '... {' or '}', found '" + t + "'");
            }
        }
        if (!path.isEmpty()) {
            throw new ConfigSyntaxException(file, pathLines.get(pathLines.size() - 1), "expected '}' to close '" + path.get(path.size() - 1)
                    + "' before the end of the file");
        }
        return out;
    }

    /** A one-line block {@code a { b; c; }}: a statement per leaf, and the deactivate of an {@code inactive:} head or leaf. */
    private static void oneLineBlock(List<String> path, String t, int line, List<JunosReader.Statement> out) {
        String rawHead = t.substring(0, t.indexOf('{')).strip();
        List<String> headPath = new ArrayList<>(path);
        headPath.add(active(rawHead));
        inactive(rawHead, headPath, line, t, out);
        String body = t.substring(t.indexOf('{') + 1, t.lastIndexOf('}')).strip();
        for (String raw : body.split(";")) {
            String leaf = raw.strip();
            if (!leaf.isEmpty()) {
                List<String> leafPath = new ArrayList<>(headPath);
                leafPath.add(active(leaf));
                out.add(new JunosReader.Statement(words("set " + String.join(" ", leafPath)), line, t));
                inactive(leaf, leafPath, line, t, out);
            }
        }
    }

    /** A node or leaf of the curly form without its {@code inactive: } mark. */
    private static String active(String node) {
        return node.startsWith(INACTIVE) ? node.substring(INACTIVE.length()).strip() : node;
    }

    /**
     * {@code inactive: X} (how {@code show configuration} prints a deactivated statement): the {@code
     * deactivate} statement of its path, which {@link JunosInactive} applies as it does the set form's.
     */
    private static void inactive(String node, List<String> path, int line, String text, List<JunosReader.Statement> out) {
        if (node.startsWith(INACTIVE)) {
            out.add(new JunosReader.Statement(words("deactivate " + String.join(" ", path)), line, text));
        }
    }

    private static List<String> words(String t) {
        List<String> out = new ArrayList<>();
        for (String w : t.replace("[", " [ ").replace("]", " ] ").replace("\"", "").split("\\s+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }
}
