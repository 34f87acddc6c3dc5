package io.rocekit.host.parse.lspcitree;

import io.rocekit.host.artifact.SourceLine;
import java.util.List;

/**
 * A root bus ({@code [0000:80]}): one host bridge's bus, with the devices on it.
 *
 * @param domain  the PCI domain
 * @param bus     the bus number
 * @param devices the devices on the root bus
 * @param line    the line it was drawn on
 */
public record RootBus(long domain, int bus, List<TreeDevice> devices, SourceLine line) {
    public RootBus {
        devices = List.copyOf(devices);
    }
}
