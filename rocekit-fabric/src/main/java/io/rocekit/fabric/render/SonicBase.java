package io.rocekit.fabric.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The SONiC switch a rendering is for, from its {@code config_db.json} ({@code --base FILE}): its
 * buffer model ({@code DEVICE_METADATA|localhost buffer_model}), the maps its ports already use,
 * its buffer pools and profiles, and its tables (for a JSON Patch that adds only what is missing).
 *
 * @param db the switch's CONFIG_DB, tables at the top (empty object when no base was given)
 */
public record SonicBase(JsonNode db) {
    /** SONiC's buffer models: traditional (static profiles from pg_profile_lookup.ini) or dynamic (buffermgrd). */
    public enum BufferModel {
        TRADITIONAL, DYNAMIC
    }

    public SonicBase {
        Objects.requireNonNull(db, "db");
    }

    /** No switch known. */
    public static SonicBase none() {
        return new SonicBase(JsonNodeFactory.instance.objectNode());
    }

    public boolean known() {
        return db.size() > 0;
    }

    /** The switch's buffer model, when its DEVICE_METADATA says. */
    public Optional<BufferModel> bufferModel() {
        JsonNode m = db.path("DEVICE_METADATA").path("localhost").path("buffer_model");
        if (m.isMissingNode()) {
            return Optional.empty();
        }
        return Optional.of("dynamic".equals(m.asText()) ? BufferModel.DYNAMIC : BufferModel.TRADITIONAL);
    }

    /** The maps each port uses now: port -> field ({@code dscp_to_tc_map}) -> map name. */
    public Map<String, Map<String, String>> portMaps() {
        Map<String, Map<String, String>> out = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = db.path("PORT_QOS_MAP").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> p = it.next();
            Map<String, String> maps = new LinkedHashMap<>();
            p.getValue().fields().forEachRemaining(f -> {
                if (f.getKey().endsWith("_map")) {
                    maps.put(f.getKey(), f.getValue().asText());
                }
            });
            out.put(p.getKey(), maps);
        }
        return out;
    }

    /** Whether the switch has row {@code key} of {@code table}. */
    public boolean has(String table, String key) {
        return db.path(table).has(key);
    }

    public boolean hasTable(String table) {
        return db.has(table);
    }
}
