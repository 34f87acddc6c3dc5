package io.rocekit.fabric.read;

import io.rocekit.core.finding.Evidence;
import io.rocekit.fabric.schema.AbnfReferences;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * SONiC's dual-ToR tunnel QoS remap (sonic-net/SONiC doc/qos/tunnel_dscp_remapping.md): the maps a TUNNEL row
 * names, and the PFC watchdog SONiC leaves off the two priorities PFC protects for the tunnel.
 */
final class SonicDualTor {
    /** The maps a TUNNEL row names, by field, and the table of each (sonic-tunnel.yang; tunnel_dscp_remapping.md). */
    static final Map<String, String> TUNNEL_MAPS = Map.of("decap_dscp_to_tc_map", "DSCP_TO_TC_MAP", "decap_tc_to_pg_map",
            "TC_TO_PRIORITY_GROUP_MAP", "encap_tc_to_queue_map", "TC_TO_QUEUE_MAP", "encap_tc_to_dscp_map", "TC_TO_DSCP_MAP");

    private final ReadContext cx;
    private final SonicTables tables;

    SonicDualTor(ReadContext cx, SonicTables tables) {
        this.cx = cx;
        this.tables = tables;
    }

    /**
     * A TUNNEL row (the dual-ToR MuxTunnel0) uses the tunnel's own maps ({@code AZURE_TUNNEL}): SONiC remaps the
     * DSCP and class of decapsulated traffic with them (sonic-net/SONiC doc/qos/tunnel_dscp_remapping.md). Its
     * other fields (addresses, modes) are not QoS and are not read.
     */
    void tunnels() {
        tables.table("TUNNEL").forEach((name, r) -> TUNNEL_MAPS.forEach((field, kind) -> r.get(field).map(AbnfReferences::name)
                .filter(m -> !m.isEmpty()).ifPresent(m -> cx.refer(kind, m, "TUNNEL|" + name, tables.table(kind).containsKey(m),
                        r.lineOf(field), r.text(field)))));
    }

    /**
     * Who uses the tunnel's maps when the file holds no TUNNEL table: sonic-config-engine's minigraph parser writes
     * {@code TUNNEL|MuxTunnel0} with the four {@code AZURE_TUNNEL} maps into config_db when SYSTEM_DEFAULTS
     * {@code tunnel_qos_remap} is enabled, while qos_config.j2 renders the maps themselves into qos.json.
     */
    static final String TUNNEL_USER = "SONiC's TUNNEL table (MuxTunnel0, the dual-ToR tunnel QoS remap)";

    /**
     * Without a TUNNEL table, the maps of the tunnel QoS remap have no user in the file: a TC_TO_DSCP_MAP nothing here
     * names (qos_config.j2 renders one only for the tunnel) and the DSCP_TO_TC_MAP, TC_TO_PRIORITY_GROUP_MAP and
     * TC_TO_QUEUE_MAP of the same name nothing here names either are the tunnel's: said so rather than unused.
     * Run once every reference of the file is made.
     */
    void tunnelMapsWithoutTunnel() {
        if (tables.has("TUNNEL")) {
            return;
        }
        Set<String> referenced = new java.util.HashSet<>();
        cx.references.forEach(r -> referenced.add(r.kind() + "|" + r.name()));
        Set<String> tunnelMaps = new java.util.HashSet<>();
        for (String name : tables.table("TC_TO_DSCP_MAP").keySet()) {
            if (referenced.contains("TC_TO_DSCP_MAP|" + name)) {
                continue;
            }
            for (String kind : TUNNEL_MAPS.values()) {
                if (tables.table(kind).containsKey(name) && !referenced.contains(kind + "|" + name)) {
                    tunnelMaps.add(kind + "|" + name);
                }
            }
        }
        cx.usedOutside(tunnelMaps, TUNNEL_USER); // once: per map it rewrote every definition (20,000 maps: 25 s)
    }

    /**
     * Where the software watchdog leaves out lossless priorities by SONiC's own design, records why as the
     * port's {@code pfcwd.split}: a hardware watchdog field on the row covering them (sonic-net/SONiC
     * doc/qos/tunnel_dscp_remapping.md, section 5.1.3, pairs {@code pfc_wd_sw_enable "3,4"} with
     * {@code pfc_wd_hw_enable "2,6"}), or the dual-ToR tunnel QoS remap, for which qos_config.j2 writes
     * {@code pfc_enable "2,3,4,6"} and {@code pfcwd_sw_enable} the lossless TCs ("3,4") on the ports that face the
     * tunnel peer (port_names_list_extra_queues), whose maps it renders beside TC_TO_DSCP_MAP, AZURE_UPLINK and
     * AZURE_DUALTOR.
     */
    void watchdogSplit(PortBuilder b, SonicRow r) throws ConfigSyntaxException {
        TreeSet<Integer> missing = new TreeSet<>(b.pfc);
        missing.removeAll(b.watchdog);
        if (missing.isEmpty()) {
            return;
        }
        for (String hw : List.of("pfcwd_hw_enable", "pfc_wd_hw_enable")) {
            Optional<String> v = r.get(hw).filter(x -> !x.isEmpty());
            if (v.isPresent() && r.priorities(cx, v.get(), hw).containsAll(missing)) {
                b.where("pfcwd.split", cx.at(r.lineOf(hw), r.text(hw) + " (hardware watchdog beside pfcwd_sw_enable "
                        + Numbers.compact(b.watchdog) + ")"));
                return;
            }
        }
        if (!missing.equals(Set.of(2, 6))) {
            return;
        }
        Optional<String> tunnelMap = List.of("pfc_to_pg_map", "dscp_to_tc_map", "tc_to_queue_map").stream()
                .filter(f -> r.get(f).map(AbnfReferences::name).filter(m -> m.equals("AZURE_DUALTOR") || m.equals("AZURE_UPLINK"))
                        .isPresent()).findFirst();
        if (tunnelMap.isPresent()) {
            b.where("pfcwd.split", cx.at(r.lineOf(tunnelMap.get()), r.text(tunnelMap.get())
                    + " (dual-ToR tunnel QoS remap: pfcwd_sw_enable " + Numbers.compact(b.watchdog) + ", PFC on 2,6 for the tunnel)"));
        } else if (!tables.table("TC_TO_DSCP_MAP").isEmpty()) {
            SonicRow m = tables.table("TC_TO_DSCP_MAP").values().iterator().next();
            b.where("pfcwd.split", cx.at(m.line(), "\"TC_TO_DSCP_MAP|" + m.key() + "\" (dual-ToR tunnel QoS remap: pfcwd_sw_enable "
                    + Numbers.compact(b.watchdog) + ", PFC on 2,6 for the tunnel)"));
        } else if (classifiesTunnelDscps(b)) {
            Evidence map = b.where.get("dscp");
            b.where("pfcwd.split", cx.at(map.line().orElse(r.line()), map.text() + " (DSCP 2 -> TC 2 and 6 -> TC 6, the DSCPs the "
                    + "dual-ToR tunnel QoS remap rewrites 3 and 4 to: a T1 port facing a dual ToR; pfcwd_sw_enable "
                    + Numbers.compact(b.watchdog) + ", PFC on 2,6 for the tunnel)"));
        }
    }

    /**
     * A port that takes the bounced-back tunnel traffic into lossless classes 2 and 6: the tunnel QoS remap rewrites DSCP 3
     * and 4 to 2 and 6 (sonic-net/SONiC doc/qos/tunnel_dscp_remapping.md 5.1.1, TC_TO_DSCP_MAP AZURE_TUNNEL) and a T1 with
     * the remap enabled classifies them so on the ports that face ToRs (qos_config.j2 port_names_list_extra_queues:
     * LeafRouter ports whose neighbour is a ToRRouter), without rendering a tunnel map of its own.
     */
    private static boolean classifiesTunnelDscps(PortBuilder b) {
        return b.where.containsKey("dscp") && Integer.valueOf(2).equals(b.dscpToTc.get(2)) && Integer.valueOf(6).equals(b.dscpToTc.get(6))
                && b.pfc.equals(Set.of(2, 3, 4, 6));
    }
}
