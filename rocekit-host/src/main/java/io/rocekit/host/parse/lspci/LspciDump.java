package io.rocekit.host.parse.lspci;

import io.rocekit.host.model.PciAddress;
import java.util.List;
import java.util.Optional;

/**
 * What {@code lspci -vv}/{@code -vvv} showed: the device blocks in input order, and detail lines
 * that came without a device header (grep fragments).
 *
 * @param devices   the device blocks
 * @param fragments header-less detail lines, in input order
 */
public record LspciDump(List<PciDevice> devices, List<LspciFragment> fragments) {
    public LspciDump {
        devices = List.copyOf(devices);
        fragments = List.copyOf(fragments);
    }

    /** The empty dump (empty input). */
    public static LspciDump empty() {
        return new LspciDump(List.of(), List.of());
    }

    /** The device at {@code address}, if shown. */
    public Optional<PciDevice> device(PciAddress address) {
        return devices.stream().filter(d -> d.address().equals(address)).findFirst();
    }

    /** The devices of one role, in input order. */
    public List<PciDevice> withRole(PciDevice.Role role) {
        return devices.stream().filter(d -> d.role() == role).toList();
    }

    /** Every header-less {@code ACSCtl:} line. */
    public List<AcsFlags> unattributedAcsControls() {
        return fragments.stream()
                .filter(f -> f instanceof LspciFragment.Acs a && a.register() == LspciFragment.AcsRegister.CONTROL)
                .map(f -> ((LspciFragment.Acs) f).flags())
                .toList();
    }
}
