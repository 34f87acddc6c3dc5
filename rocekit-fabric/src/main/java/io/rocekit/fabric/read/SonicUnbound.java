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
     * Names the port tables where the file defines something but none of them names a port: they are absent, or
     * PORT_QOS_MAP holds only {@code global}, the switch-wide DSCP map qos_config.j2 writes even where no port is
     * active. An empty PORT_QOS_MAP ({@code "PORT_QOS_MAP": {}}) is not this: it says no port gets anything. Run once
     * the ports are read.
     */
    static void check(ReadContext cx, SonicTables tables) {
        boolean portless = cx.ports.keySet().stream().allMatch(p -> p.equals("global"))
                && tables.table("PORT_QOS_MAP").keySet().stream().allMatch(k -> k.equals("global"));
        if (!portless || (tables.has("PORT_QOS_MAP") && tables.table("PORT_QOS_MAP").isEmpty()) || cx.definitions.isEmpty()) {
            return;
        }
        cx.absentPortTables.addAll(PORT_TABLES);
        cx.note("no port in " + String.join(", ", PORT_TABLES) + (tables.has("PORT_QOS_MAP") ? " (PORT_QOS_MAP holds only global)" : "")
                + ": which ports use the maps and profiles defined here, and with which PFC priorities, is not in this file",
                Optional.empty());
    }
}
