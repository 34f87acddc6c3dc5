package io.rocekit.host.parse.ethtool;

import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.model.PciAddress;
import java.util.Optional;

/**
 * {@code ethtool -i IFACE}.
 *
 * @param driver          {@code driver:} ({@code mlx5_core})
 * @param version         {@code version:} (driver version; the kernel's for an inbox driver)
 * @param firmwareVersion {@code firmware-version:} without the PSID
 * @param psid            the board id in parentheses after the firmware version ({@code MT_2420110034})
 * @param busInfo         {@code bus-info:} as a PCI address, when it is one
 * @param driverLine      the {@code driver:} line
 * @param firmwareLine    the {@code firmware-version:} line
 */
public record DriverInfo(Optional<String> driver, Optional<String> version, Optional<String> firmwareVersion,
        Optional<String> psid, Optional<PciAddress> busInfo, Optional<SourceLine> driverLine,
        Optional<SourceLine> firmwareLine) {
}
