package io.rocekit.fabric.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Map;

/**
 * {@code config load}'s merge: {@code sonic-cfggen -j FILE --write-to-db} writes each row's fields
 * over the running ones (Redis HMSET): fields the file names are replaced, every other field, row
 * and table of the switch stays.
 */
public final class ConfigDbMerge {
    private ConfigDbMerge() {
    }

    /** A copy of {@code running} with {@code fragment} written over it field by field. */
    public static ObjectNode merge(JsonNode running, JsonNode fragment) {
        ObjectNode out = running.deepCopy();
        for (Iterator<Map.Entry<String, JsonNode>> tables = fragment.fields(); tables.hasNext(); ) {
            Map.Entry<String, JsonNode> t = tables.next();
            if (!t.getValue().isObject()) {
                continue;
            }
            ObjectNode table = out.has(t.getKey()) && out.get(t.getKey()).isObject() ? (ObjectNode) out.get(t.getKey())
                    : out.putObject(t.getKey());
            for (Iterator<Map.Entry<String, JsonNode>> rows = t.getValue().fields(); rows.hasNext(); ) {
                Map.Entry<String, JsonNode> r = rows.next();
                ObjectNode row = table.has(r.getKey()) && table.get(r.getKey()).isObject() ? (ObjectNode) table.get(r.getKey())
                        : table.putObject(r.getKey());
                if (r.getValue().isObject()) {
                    row.setAll((ObjectNode) r.getValue());
                }
            }
        }
        return out;
    }
}
