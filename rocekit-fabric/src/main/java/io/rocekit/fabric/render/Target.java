package io.rocekit.fabric.render;

import java.util.Arrays;
import java.util.Optional;

/** What {@code fabric render --target} produces. */
public enum Target {
    SONIC("sonic", "SONiC CONFIG_DB JSON (config load / sonic-cfggen --write-to-db)", new SonicRenderer()),
    NVUE("nvue", "NVIDIA Cumulus Linux NVUE nv set lines", new NvueRenderer()),
    EOS("eos", "Arista EOS configuration", new EosRenderer()),
    NXOS("nxos", "Cisco NX-OS (Nexus 9000) configuration", new NxosRenderer()),
    COMWARE("comware", "H3C Comware 7 configuration", new ComwareRenderer()),
    JUNOS("junos", "Juniper Junos class-of-service (set form)", new JunosRenderer()),
    NIC("nic", "ConnectX host commands (mlnx_qos, cma_roce_tos, ECN sysfs, mlxconfig)", new NicRenderer());

    private final String id;
    private final String description;
    private final Renderer renderer;

    Target(String id, String description, Renderer renderer) {
        this.id = id;
        this.description = description;
        this.renderer = renderer;
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
