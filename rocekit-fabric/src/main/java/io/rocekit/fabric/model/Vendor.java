package io.rocekit.fabric.model;

import java.util.Optional;

/** The configuration formats rocekit reads, with the id {@code fabric check --json} prints. */
public enum Vendor {
    SONIC("sonic", "SONiC CONFIG_DB (nested JSON or flat TABLE|key dump)"),
    NVUE("nvue", "NVIDIA Cumulus Linux NVUE (nv set lines, nv config show -o yaml, nv show qos roce)"),
    CUMULUS_TRAFFIC_CONF("cumulus-traffic-conf", "Cumulus Linux 4.x /etc/cumulus/datapath/traffic.conf"),
    EOS("eos", "Arista EOS running-config"),
    NXOS("nxos", "Cisco NX-OS running-config"),
    COMWARE("comware", "H3C Comware 7 display current-configuration"),
    JUNOS("junos", "Juniper Junos configuration (curly or set form)");

    private final String id;
    private final String description;

    Vendor(String id, String description) {
        this.id = id;
        this.description = description;
    }

    /** The stable id: {@code sonic}, {@code nvue}, ... */
    public String id() {
        return id;
    }

    /** What the format is, for help texts. */
    public String description() {
        return description;
    }

    /** The vendor with this id, if any. */
    public static Optional<Vendor> byId(String id) {
        for (Vendor v : values()) {
            if (v.id.equals(id)) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return id;
    }
}
