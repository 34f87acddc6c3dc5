package io.rocekit.host.parse.lspcitree;

import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.model.PciAddress;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One device of the tree.
 *
 * @param address  its address (bus from the parent bridge's range or the root bus)
 * @param name     vendor and device name, printed only on the last device of a line
 * @param buses    a bridge's bus range ({@code [01-05]}: secondary 0x01, subordinate 0x05)
 * @param children devices behind a bridge
 * @param line     the line it was drawn on
 */
public record TreeDevice(PciAddress address, Optional<String> name, Optional<BusRange> buses,
                         List<TreeDevice> children, SourceLine line) {
    public TreeDevice {
        Objects.requireNonNull(address, "address");
        children = List.copyOf(children);
    }

    /** A bridge's secondary..subordinate buses. */
    public record BusRange(int secondary, int subordinate) {
    }

    /** True when lspci drew it as a bridge (a bus range) or it has children. */
    public boolean isBridge() {
        return buses.isPresent() || !children.isEmpty();
    }
}
