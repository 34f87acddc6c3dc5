package io.rocekit.fabric.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Map;

/**
 * A CONFIG_DB fragment as an RFC 6902 JSON Patch for {@code config apply-patch} (SONiC's Generic
 * Config Updater, which validates the result against the YANG models before it touches the
 * switch). Against a known switch ({@code --base}) each field is an {@code add} (RFC 6902: add on
 * an existing member replaces its value), so other fields of a row stay; a row or table the switch
 * lacks is added whole. Without a base a row is added whole, replacing a row of the same key.
 */
public final class SonicPatch {
    private SonicPatch() {
    }

    public static String of(JsonNode fragment, SonicBase base) {
        ArrayNode ops = JsonNodeFactory.instance.arrayNode();
        for (Iterator<Map.Entry<String, JsonNode>> tables = fragment.fields(); tables.hasNext(); ) {
            Map.Entry<String, JsonNode> t = tables.next();
            if (base.known() && !base.hasTable(t.getKey())) {
                add(ops, "/" + esc(t.getKey()), t.getValue());
                continue;
            }
            for (Iterator<Map.Entry<String, JsonNode>> rows = t.getValue().fields(); rows.hasNext(); ) {
                Map.Entry<String, JsonNode> r = rows.next();
                String row = "/" + esc(t.getKey()) + "/" + esc(r.getKey());
                if (!base.has(t.getKey(), r.getKey())) {
                    add(ops, row, r.getValue());
                    continue;
                }
                r.getValue().fields().forEachRemaining(f -> add(ops, row + "/" + esc(f.getKey()), f.getValue()));
            }
        }
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(ops) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a patch of strings always serialises", e);
        }
    }

    private static void add(ArrayNode ops, String path, JsonNode value) {
        ObjectNode op = ops.addObject();
        op.put("op", "add");
        op.put("path", path);
        op.set("value", value);
    }

    /** RFC 6901: '~' is "~0", '/' is "~1". */
    static String esc(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }
}
