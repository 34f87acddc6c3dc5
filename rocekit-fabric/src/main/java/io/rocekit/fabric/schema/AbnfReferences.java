package io.rocekit.fabric.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * References in the older form {@code [BUFFER_PROFILE|pg_lossless_100000_5m_profile]}, rewritten to
 * the plain name as SONiC itself rewrites them on upgrade. Older SONiC releases wrote QoS and buffer
 * references so; sonic-utilities' {@code scripts/db_migrator.py} ({@code
 * migrate_qos_fieldval_reference_format}, on its way from CONFIG_DB version 3_0_2 to 3_0_3) turns
 * them into names, and today's YANG models accept only names (their leafrefs point at the name).
 * Judged as written, such a switch's own configuration would FAIL the schema for its age alone; so
 * it is judged as the upgrade would write it, and the rewriting is said.
 *
 * <p>The fields are db_migrator's list, and the rewriting its rule: a value holding {@code [}, the
 * table separator and {@code ]} is split at commas, each {@code [TABLE|name]} item becomes
 * {@code name}, and items not of that form are dropped.
 */
public final class AbnfReferences {
    /** Per table, the fields that may hold references (db_migrator's qos_table_list). */
    static final List<Map.Entry<String, List<String>>> FIELDS = List.of(
            Map.entry("QUEUE", List.of("scheduler", "wred_profile")),
            Map.entry("PORT_QOS_MAP", List.of("dscp_to_tc_map", "dot1p_to_tc_map", "pfc_to_queue_map", "tc_to_pg_map",
                    "tc_to_queue_map", "pfc_to_pg_map")),
            Map.entry("BUFFER_PG", List.of("profile")),
            Map.entry("BUFFER_QUEUE", List.of("profile")),
            Map.entry("BUFFER_PROFILE", List.of("pool")),
            Map.entry("BUFFER_PORT_INGRESS_PROFILE_LIST", List.of("profile_list")),
            Map.entry("BUFFER_PORT_EGRESS_PROFILE_LIST", List.of("profile_list")));
    private static final String SEPARATOR = "|";

    private AbnfReferences() {
    }

    /** One field rewritten: where, and the value as written. */
    public record Rewritten(String table, String key, String field, String written, String name) {
        /** As a user finds it in the file: {@code BUFFER_PG|Ethernet0|3-4 profile "[BUFFER_PROFILE|x]" -> "x"}. */
        public String describe() {
            return table + SEPARATOR + key + " " + field + " \"" + written + "\" -> \"" + name + "\"";
        }
    }

    /** The document as the upgrade writes it, and what was rewritten (nothing: the same document). */
    public record Result(JsonNode db, List<Rewritten> rewritten) {
    }

    /** {@code db} (tables at the top) with its references in name form. */
    public static Result toNames(JsonNode db) {
        List<Rewritten> done = new ArrayList<>();
        JsonNode out = db;
        for (Map.Entry<String, List<String>> t : FIELDS) {
            JsonNode table = db.get(t.getKey());
            if (table == null || !table.isObject()) {
                continue;
            }
            for (Iterator<Map.Entry<String, JsonNode>> rows = table.fields(); rows.hasNext(); ) {
                Map.Entry<String, JsonNode> row = rows.next();
                for (String field : t.getValue()) {
                    JsonNode v = row.getValue().get(field);
                    if (v == null || !v.isTextual() || !isAbnf(v.asText())) {
                        continue;
                    }
                    if (out == db) {
                        out = db.deepCopy();
                    }
                    String name = names(v.asText());
                    ((ObjectNode) out.get(t.getKey()).get(row.getKey())).put(field, name);
                    done.add(new Rewritten(t.getKey(), row.getKey(), field, v.asText(), name));
                }
            }
        }
        return new Result(out, List.copyOf(done));
    }

    static boolean isAbnf(String v) {
        return v.contains("[") && v.contains(SEPARATOR) && v.contains("]");
    }

    /** {@code [A|x],[A|y]} as {@code x,y}; items of another form are dropped, as db_migrator drops them. */
    static String names(String v) {
        List<String> out = new ArrayList<>();
        for (String item : v.split(",", -1)) {
            if (item.length() >= 2 && item.charAt(0) == '[' && item.endsWith("]") && item.contains(SEPARATOR)) {
                out.add(name(item));
            }
        }
        return String.join(",", out);
    }

    /**
     * One reference as a name: {@code [BUFFER_PROFILE|x]} is {@code x} (what follows the table and its
     * separator), a plain name is itself. The one reading of the older form: the SONiC reader takes
     * references through it too.
     */
    public static String name(String reference) {
        String r = reference.trim();
        if (r.startsWith("[") && r.endsWith("]")) {
            r = r.substring(1, r.length() - 1);
            int bar = r.indexOf('|');
            return bar >= 0 ? r.substring(bar + 1) : r;
        }
        return r;
    }
}
