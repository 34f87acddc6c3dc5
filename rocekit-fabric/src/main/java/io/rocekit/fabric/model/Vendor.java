package io.rocekit.fabric.model;

import java.util.Optional;

/** The configuration formats rocekit reads, with the id {@code fabric check --json} prints. */
public enum Vendor {
    // largest port MTUs: sonic-port.yang (mtu 68..9216); NVUE command reference (link mtu 552-9216); Arista
    // EOS (9214 on routed/most platforms); Nexus 9000 interface mtu 576-9216; Junos QFX mtu 256-9216;
    // Comware: 9216 is rocekit's conservative bound for the S68xx/S98xx class
    SONIC("sonic", "SONiC CONFIG_DB (nested JSON or flat TABLE|key dump)", 9216),
    NVUE("nvue", "NVIDIA Cumulus Linux NVUE (nv set lines, nv config show -o yaml, nv show qos roce)", 9216),
    CUMULUS_TRAFFIC_CONF("cumulus-traffic-conf", "Cumulus Linux 4.x /etc/cumulus/datapath/traffic.conf", 9216),
    EOS("eos", "Arista EOS running-config", 9214),
    NXOS("nxos", "Cisco NX-OS running-config", 9216),
    COMWARE("comware", "H3C Comware 7 display current-configuration", 9216),
    JUNOS("junos", "Juniper Junos configuration (curly or set form)", 9216);

    private final String id;
    private final String description;
    private final int maxPortMtu;

    Vendor(String id, String description, int maxPortMtu) {
        this.id = id;
        this.description = description;
        this.maxPortMtu = maxPortMtu;
    }

    /**
     * The largest port MTU the platform takes: an intent asking more is rendered with this, and a
     * port at this MTU meets such an intent (fabric.intent-mismatch does not warn about it).
     */
    public int maxPortMtu() {
        return maxPortMtu;
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
