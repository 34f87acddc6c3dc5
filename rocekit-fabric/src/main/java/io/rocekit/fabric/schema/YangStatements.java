package io.rocekit.fabric.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * YANG's statement grammar (RFC 7950 section 6.3): {@code keyword [argument] (";" | "{" statements "}")},
 * with quoted strings joined by {@code +}, and comments. Enough to walk SONiC's models for their
 * containers, lists, keys, leaves and leaf-lists; types and constraints are left to libyang.
 */
final class YangStatements {
    private final String text;
    private int pos;

    /** One statement and its substatements. */
    record Statement(String keyword, String argument, List<Statement> children) {
        Statement {
            children = List.copyOf(children);
        }

        List<Statement> all(String kw) {
            return children.stream().filter(c -> c.keyword.equals(kw)).toList();
        }

        Optional<Statement> first(String kw) {
            return children.stream().filter(c -> c.keyword.equals(kw)).findFirst();
        }
    }

    private YangStatements(String text) {
        this.text = text;
    }

    /** The module (or submodule) statement of a YANG file. */
    static Statement parse(String file, String text) {
        YangStatements p = new YangStatements(text);
        p.skipSpace();
        Statement s = p.statement(file, 0);
        return s;
    }

    private Statement statement(String file, int depth) {
        if (depth > 64) {
            throw new IllegalArgumentException(where(file) + ": YANG nested deeper than 64 statements");
        }
        String keyword = word();
        skipSpace();
        String arg = "";
        if (peek() != ';' && peek() != '{') {
            arg = argument();
            skipSpace();
        }
        List<Statement> children = new ArrayList<>();
        if (peek() == '{') {
            pos++;
            skipSpace();
            while (peek() != '}') {
                if (pos >= text.length()) {
                    throw new IllegalArgumentException(where(file) + ": unclosed '{' after " + keyword + " " + arg);
                }
                children.add(statement(file, depth + 1));
                skipSpace();
            }
            pos++;
        } else if (peek() == ';') {
            pos++;
        } else {
            throw new IllegalArgumentException(where(file) + ": expected ';' or '{' after " + keyword + " at offset " + pos);
        }
        return new Statement(keyword, arg, children);
    }

    /** {@code file:line} of the position reached, for a message. */
    private String where(String file) {
        int line = 1;
        for (int i = 0; i < Math.min(pos, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return file + ":" + line;
    }

    private String argument() {
        StringBuilder b = new StringBuilder();
        if (peek() != '"' && peek() != '\'') {
            return word();
        }
        while (true) {
            b.append(quoted());
            skipSpace();
            if (peek() != '+') {
                return b.toString();
            }
            pos++;
            skipSpace();
        }
    }

    private String quoted() {
        char q = text.charAt(pos++);
        StringBuilder b = new StringBuilder();
        while (pos < text.length() && text.charAt(pos) != q) {
            char c = text.charAt(pos++);
            if (q == '"' && c == '\\' && pos < text.length()) {
                char n = text.charAt(pos++);
                b.append(n == 'n' ? '\n' : n == 't' ? '\t' : n);
            } else {
                b.append(c);
            }
        }
        pos++;
        return b.toString();
    }

    private String word() {
        int start = pos;
        while (pos < text.length() && !Character.isWhitespace(text.charAt(pos)) && ";{}".indexOf(text.charAt(pos)) < 0
                && !text.startsWith("//", pos) && !text.startsWith("/*", pos)) {
            pos++;
        }
        return text.substring(start, pos);
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '}';
    }

    private void skipSpace() {
        while (pos < text.length()) {
            if (Character.isWhitespace(text.charAt(pos))) {
                pos++;
            } else if (text.startsWith("//", pos)) {
                int nl = text.indexOf('\n', pos);
                pos = nl < 0 ? text.length() : nl + 1;
            } else if (text.startsWith("/*", pos)) {
                int end = text.indexOf("*/", pos + 2);
                pos = end < 0 ? text.length() : end + 2;
            } else {
                return;
            }
        }
    }
}
