package io.rocekit.host.parse.lspci;

import java.util.Optional;

/** The device/port type of a PCI Express capability, as lspci names it. */
public enum PciePortType {
    ROOT_PORT("Root Port"),
    UPSTREAM_PORT("Upstream Port"),
    DOWNSTREAM_PORT("Downstream Port"),
    LEGACY_ENDPOINT("Legacy Endpoint"),
    ROOT_COMPLEX_INTEGRATED_ENDPOINT("Root Complex Integrated Endpoint"),
    ROOT_COMPLEX_EVENT_COLLECTOR("Root Complex Event Collector"),
    ENDPOINT("Endpoint"),
    PCIE_TO_PCI_BRIDGE("PCI-Express to PCI/PCI-X Bridge"),
    PCI_TO_PCIE_BRIDGE("PCI/PCI-X to PCI-Express Bridge");

    private final String lspciName;

    PciePortType(String lspciName) {
        this.lspciName = lspciName;
    }

    public String lspciName() {
        return lspciName;
    }

    /** True for ports that switch or root traffic: root, upstream and downstream ports. */
    public boolean isSwitchOrRootPort() {
        return this == ROOT_PORT || this == UPSTREAM_PORT || this == DOWNSTREAM_PORT;
    }

    /**
     * The type named at the start of {@code text} (the part of the capability line after
     * {@code Express (v2) }). Longer names are tried first so that "Legacy Endpoint" is not read
     * as "Endpoint".
     */
    static Optional<PciePortType> parse(String text) {
        for (PciePortType t : values()) {
            if (text.startsWith(t.lspciName)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
