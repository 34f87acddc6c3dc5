package io.rocekit.fabric.render;

import io.rocekit.fabric.model.Vendor;
import java.util.Arrays;
import java.util.Optional;

/** What {@code fabric render --target} produces. */
public enum Target {
    // maximum MTUs: sonic-port.yang (mtu 68..9216); NVUE command reference (link mtu 552-9216); Arista
    // EOS (9214 on routed/most platforms); Nexus 9000 interface mtu 576-9216; Junos QFX mtu 256-9216;
    // Comware: 9216 is rocekit's conservative bound for the S68xx/S98xx class
    SONIC("sonic", "SONiC CONFIG_DB JSON (config load / sonic-cfggen --write-to-db)", new SonicRenderer(), 9216,
            Optional.of(Vendor.SONIC)),
    NVUE("nvue", "NVIDIA Cumulus Linux NVUE nv set lines", new NvueRenderer(), 9216, Optional.of(Vendor.NVUE)),
    EOS("eos", "Arista EOS configuration", new EosRenderer(), 9214, Optional.of(Vendor.EOS)),
    NXOS("nxos", "Cisco NX-OS (Nexus 9000) configuration", new NxosRenderer(), 9216, Optional.of(Vendor.NXOS)),
    COMWARE("comware", "H3C Comware 7 configuration", new ComwareRenderer(), 9216, Optional.of(Vendor.COMWARE)),
    JUNOS("junos", "Juniper Junos class-of-service (set form)", new JunosRenderer(), 9216, Optional.of(Vendor.JUNOS)),
    NIC("nic", "ConnectX host commands (mlnx_qos, cma_roce_tos, ECN sysfs, mlxconfig)", new NicRenderer(), 9216,
            Optional.empty());

    private final String id;
    private final String description;
    private final Renderer renderer;
    private final int maxMtu;
    private final Optional<Vendor> readBackAs;

    Target(String id, String description, Renderer renderer, int maxMtu, Optional<Vendor> readBackAs) {
        this.id = id;
        this.description = description;
        this.renderer = renderer;
        this.maxMtu = maxMtu;
        this.readBackAs = readBackAs;
    }

    /** The largest port MTU the platform takes: an intent asking more is rendered with this. */
    public int maxMtu() {
        return maxMtu;
    }

    /** The format rocekit reads the rendered text back as, to check it; empty for the NIC script. */
    public Optional<Vendor> readBackAs() {
        return readBackAs;
    }

    public String id() {
        return id;
    }

    public String description() {
        return description;
    }

    public Renderer renderer() {
        return renderer;
    }

    public static Optional<Target> byId(String id) {
        return Arrays.stream(values()).filter(t -> t.id.equals(id)).findFirst();
    }

    @Override
    public String toString() {
        return id;
    }
}
