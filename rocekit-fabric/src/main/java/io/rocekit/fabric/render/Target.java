package io.rocekit.fabric.render;

import io.rocekit.fabric.model.Vendor;
import java.util.Arrays;
import java.util.Optional;

/** What {@code fabric render --target} produces. */
public enum Target {
    // maximum MTUs: the switch vendor's (Vendor.maxPortMtu, with sources); the NIC's is 9216 here
    SONIC("sonic", "SONiC CONFIG_DB JSON (config load / sonic-cfggen --write-to-db)", new SonicRenderer(), Vendor.SONIC.maxPortMtu(),
            Optional.of(Vendor.SONIC)),
    NVUE("nvue", "NVIDIA Cumulus Linux NVUE nv set lines", new NvueRenderer(), Vendor.NVUE.maxPortMtu(), Optional.of(Vendor.NVUE)),
    EOS("eos", "Arista EOS configuration", new EosRenderer(), Vendor.EOS.maxPortMtu(), Optional.of(Vendor.EOS)),
    NXOS("nxos", "Cisco NX-OS (Nexus 9000) configuration", new NxosRenderer(), Vendor.NXOS.maxPortMtu(), Optional.of(Vendor.NXOS)),
    COMWARE("comware", "H3C Comware 7 configuration", new ComwareRenderer(), Vendor.COMWARE.maxPortMtu(), Optional.of(Vendor.COMWARE)),
    JUNOS("junos", "Juniper Junos class-of-service (set form)", new JunosRenderer(), Vendor.JUNOS.maxPortMtu(), Optional.of(Vendor.JUNOS)),
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
