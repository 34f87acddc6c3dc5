package io.rocekit.fabric.read;

import java.util.LinkedHashMap;
import java.util.Map;

/** The CONFIG_DB rows the SONiC reader keeps, by table and key, in the file's order. */
final class SonicTables {
    private final Map<String, Map<String, SonicRow>> tables = new LinkedHashMap<>();

    /** A table's rows by key; empty where the file has no such table. */
    Map<String, SonicRow> table(String name) {
        return tables.getOrDefault(name, Map.of());
    }

    /** Whether the file holds the table, even empty ({@code "PORT_QOS_MAP": {}}). */
    boolean has(String name) {
        return tables.containsKey(name);
    }

    /** Records that the file holds the table, with no row yet. */
    void declare(String name) {
        tables.computeIfAbsent(name, x -> new LinkedHashMap<>());
    }

    void put(SonicRow row) {
        tables.computeIfAbsent(row.table(), x -> new LinkedHashMap<>()).put(row.key(), row);
    }
}
