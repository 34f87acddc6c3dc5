package io.rocekit.fabric.schema;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.fabric.schema.SonicModels.RowList;
import io.rocekit.fabric.schema.SonicModels.Table;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A CONFIG_DB document as the YANG instance SONiC's sonic-yang-mgmt makes of it, in XML (every
 * value as text, so that CONFIG_DB's strings need no typing): table {@code T} under
 * {@code <sonic-module xmlns=...>}, each row an element of the list whose key has as many leaves
 * as the row key has {@code |}-separated parts, key leaves first, a map table's fields as entries
 * of its inner list, a comma-separated field as repeated elements where the model declares a
 * leaf-list.
 */
final class ConfigDbXml {
    private ConfigDbXml() {
    }

    /** The instance of the tables of {@code db} whose module is in {@code modules}. */
    static String instance(JsonNode db, SonicModels models, Set<String> modules) {
        Map<String, StringBuilder> byModule = new LinkedHashMap<>();
        Map<String, Table> tableOfModule = new LinkedHashMap<>();
        for (Iterator<String> it = db.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            Table t = models.table(name).orElse(null);
            if (t == null || !modules.contains(t.module()) || !db.get(name).isObject()) {
                continue;
            }
            tableOfModule.putIfAbsent(t.module(), t);
            StringBuilder b = byModule.computeIfAbsent(t.module(), m -> new StringBuilder());
            b.append("<").append(name).append(">");
            for (Iterator<Map.Entry<String, JsonNode>> rows = db.get(name).fields(); rows.hasNext(); ) {
                Map.Entry<String, JsonNode> row = rows.next();
                row(b, t, row.getKey(), row.getValue());
            }
            b.append("</").append(name).append(">");
        }
        // top-level siblings, one per module, as libyang reads a data file (no enclosing element)
        StringBuilder out = new StringBuilder();
        byModule.forEach((module, body) -> {
            Table t = tableOfModule.get(module);
            out.append("<").append(t.top()).append(" xmlns=\"").append(escape(t.namespace())).append("\">").append(body)
                    .append("</").append(t.top()).append(">\n");
        });
        return out.toString();
    }

    private static void row(StringBuilder b, Table t, String key, JsonNode fields) {
        if (t.rowContainers().contains(key) || t.lists().isEmpty()) {
            b.append("<").append(key).append(">");
            for (Iterator<Map.Entry<String, JsonNode>> it = fields.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> f = it.next();
                leaf(b, f.getKey(), f.getValue().isValueNode() ? f.getValue().asText() : f.getValue().toString());
            }
            b.append("</").append(key).append(">");
            return;
        }
        String[] parts = key.split("\\|", -1);
        RowList list = t.lists().stream().filter(l -> l.keys().size() == parts.length).findFirst().orElse(t.lists().get(0));
        b.append("<").append(list.name()).append(">");
        for (int i = 0; i < list.keys().size(); i++) {
            leaf(b, list.keys().get(i), i < parts.length ? parts[i] : "");
        }
        List<String> keys = list.keys();
        for (Iterator<Map.Entry<String, JsonNode>> it = fields.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            String value = f.getValue().isValueNode() ? f.getValue().asText() : f.getValue().toString();
            if (keys.contains(f.getKey()) || f.getKey().equals("NULL")) {
                continue;
            }
            if (list.entries().isPresent()) {
                SonicModels.MapEntries e = list.entries().get();
                b.append("<").append(e.name()).append(">");
                leaf(b, e.keyLeaf(), f.getKey());
                leaf(b, e.valueLeaf(), value);
                b.append("</").append(e.name()).append(">");
            } else if (list.leafLists().contains(f.getKey())) {
                for (String v : splitList(f.getValue())) {
                    leaf(b, f.getKey(), v);
                }
            } else {
                leaf(b, f.getKey(), value);
            }
        }
        b.append("</").append(list.name()).append(">");
    }

    private static List<String> splitList(JsonNode v) {
        List<String> out = new ArrayList<>();
        if (v.isArray()) {
            v.forEach(x -> out.add(x.asText()));
        } else if (!v.asText().isEmpty()) {
            for (String s : v.asText().split(",")) {
                out.add(s.trim());
            }
        }
        return out;
    }

    private static void leaf(StringBuilder b, String name, String value) {
        b.append("<").append(name).append(">").append(escape(value)).append("</").append(name).append(">");
    }

    static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                default -> b.append(c < 0x20 && c != '\t' && c != '\n' ? '?' : c);
            }
        }
        return b.toString();
    }
}
