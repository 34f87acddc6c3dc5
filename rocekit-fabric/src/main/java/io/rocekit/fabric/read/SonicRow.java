package io.rocekit.fabric.read;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One CONFIG_DB row as the SONiC reader keeps it: its table, its key, the line of its key, and its
 * fields with their lines.
 */
record SonicRow(String table, String key, int line, Map<String, JsonTree.Scalar> fields) {
    /** A field's text, trimmed, if the row has the field. */
    Optional<String> get(String field) {
        JsonTree.Scalar s = fields.get(field);
        return s == null ? Optional.empty() : Optional.of(s.text().trim());
    }

    /** The line of a field, else the row's. */
    int lineOf(String field) {
        JsonTree.Scalar s = fields.get(field);
        return s == null ? line : s.line();
    }

    /** {@code "TABLE|key" field: value}: how evidence quotes a field. */
    String text(String field) {
        return "\"" + table + "|" + key + "\" " + field + ": " + get(field).orElse("");
    }

    /** A field's PFC priorities (0-7, {@code "3,4"}); out of range is an error naming its line. */
    List<Integer> priorities(ReadContext cx, String value, String field) throws ConfigSyntaxException {
        return ConfigNumbers.list(cx, lineOf(field), value, 0, 7, "PFC priorities in " + field);
    }
}
