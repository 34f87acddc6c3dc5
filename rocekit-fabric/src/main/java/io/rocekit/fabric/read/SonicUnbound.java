package io.rocekit.fabric.read;

import java.util.List;
import java.util.Optional;

/**
 * A SONiC file of maps (and schedulers, WRED profiles) without any of the tables that give them to ports: which
 * ports use them, and with which PFC priorities, is in a part of config_db the file does not hold.
 */
final class SonicUnbound {
    /**
     * The tables that give ports their maps, schedulers and profiles: PORT_QOS_MAP and QUEUE (sonic-buildimage
     * qos_config.j2), BUFFER_PG (buffers_config.j2).
     */
    static final List<String> PORT_TABLES = List.of("PORT_QOS_MAP", "QUEUE", "BUFFER_PG");

    private SonicUnbound() {
    }

    /**
     * Names the port tables where the file defines something but none of them is there to name a port. A PORT_QOS_MAP
     * is not this, even of {@code global} only or empty: it is the table that would give ports their pfc_enable, and
     * it gives none (the storage-backend render, sonic-buildimage's qos-arista7050-t0-storage-backend.json: no
     * PFC-enabled priority anywhere, which is flagged). Run once the ports are read.
     */
    static void check(ReadContext cx, SonicTables tables) {
        boolean portless = cx.ports.keySet().stream().allMatch(p -> p.equals("global")) && !tables.has("PORT_QOS_MAP");
        if (!portless || cx.definitions.isEmpty()) {
            return;
        }
        cx.absentPortTables.addAll(PORT_TABLES);
        cx.note("no port in " + String.join(", ", PORT_TABLES)
                + ": which ports use the maps and profiles defined here, and with which PFC priorities, is not in this file",
                Optional.empty());
    }
}
