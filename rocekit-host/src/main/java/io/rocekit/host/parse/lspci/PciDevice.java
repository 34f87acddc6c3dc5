package io.rocekit.host.parse.lspci;

import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.model.AcceleratorIds;
import io.rocekit.host.model.PciAddress;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One device block of {@code lspci -vv}/{@code -vvv}: the header line and the registers rocekit's
 * rules read. A value lspci did not print (no {@code -nn}, not root, no such capability) is empty.
 *
 * @param address           the function address
 * @param className         the class as printed ({@code PCI bridge}, {@code Ethernet controller})
 * @param classCode         the 16-bit class code ({@code 0x0604}), with {@code -nn} only
 * @param description       vendor and device name as printed, without ids and revision
 * @param vendorId          PCI vendor id ({@code 0x15b3}), with {@code -nn} only
 * @param deviceId          PCI device id, with {@code -nn} only
 * @param header            the header line
 * @param portType          the PCI Express device/port type, if the Express capability was shown
 * @param linkCapability    {@code LnkCap:} rate and width
 * @param linkStatus        {@code LnkSta:} trained rate and width
 * @param deviceControl     {@code DevCtl:} MaxPayload and MaxReadReq
 * @param maxPayloadCapableBytes {@code DevCap:} MaxPayload
 * @param acsCapability     {@code ACSCap:} (supported bits)
 * @param acsControl        {@code ACSCtl:} (enabled bits)
 * @param numaNode          {@code NUMA node:}
 * @param buses             a bridge's {@code Bus:} numbers
 * @param kernelDriver      {@code Kernel driver in use:}
 * @param capabilitiesHidden true when lspci printed {@code Capabilities: <access denied>} (not
 *                          run as root: link, payload and ACS registers are unknown)
 */
public record PciDevice(
        PciAddress address,
        String className,
        OptionalInt classCode,
        String description,
        OptionalInt vendorId,
        OptionalInt deviceId,
        SourceLine header,
        Optional<PciePortType> portType,
        Optional<PcieLinkLine> linkCapability,
        Optional<PcieLinkLine> linkStatus,
        Optional<DeviceControl> deviceControl,
        OptionalInt maxPayloadCapableBytes,
        Optional<AcsFlags> acsCapability,
        Optional<AcsFlags> acsControl,
        OptionalInt numaNode,
        Optional<BridgeBuses> buses,
        Optional<String> kernelDriver,
        boolean capabilitiesHidden) {
    /** PCI vendor id of Mellanox / NVIDIA Networking. */
    public static final int VENDOR_MELLANOX = 0x15b3;
    /** PCI vendor id of NVIDIA. */
    public static final int VENDOR_NVIDIA = 0x10de;

    public PciDevice {
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(className, "className");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(header, "header");
    }

    /** What the device is to the doctor. */
    public enum Role {
        /** An NVIDIA 3D/VGA controller, or an AMD Instinct accelerator. */
        GPU,
        /** An Ethernet, InfiniBand or network controller. */
        NIC,
        /** A PCI-to-PCI bridge (root port, switch port). */
        BRIDGE,
        /** Anything else. */
        OTHER
    }

    /** GPU, NIC, bridge or other: by class code when lspci printed it, else by class name. */
    public Role role() {
        int base = classCode.isPresent() ? classCode.getAsInt() : classFromName();
        if (base == 0x0604) {
            return Role.BRIDGE;
        }
        if ((base == 0x0302 || base == 0x0300) && isNvidia()) {
            return Role.GPU;
        }
        if ((base >> 8 == 0x03 || base == 0x1200) && isAmdInstinct()) {
            return Role.GPU;
        }
        if ((base >> 8) == 0x02) {
            return Role.NIC;
        }
        return Role.OTHER;
    }

    /** True for Mellanox / NVIDIA Networking (ConnectX, BlueField) devices. */
    public boolean isMellanox() {
        return vendorId.isPresent() ? vendorId.getAsInt() == VENDOR_MELLANOX
                : description.startsWith("Mellanox");
    }

    /** True for NVIDIA (GPU, NVSwitch) devices. */
    public boolean isNvidia() {
        return vendorId.isPresent() ? vendorId.getAsInt() == VENDOR_NVIDIA
                : description.startsWith("NVIDIA");
    }

    /**
     * True for an AMD Instinct accelerator (Display controller, or Processing accelerators from
     * MI300 on): by id with {@code -nn}, else by its pci.ids name.
     */
    public boolean isAmdInstinct() {
        if (vendorId.isPresent() && deviceId.isPresent()) {
            return vendorId.getAsInt() == AcceleratorIds.VENDOR_AMD_ATI
                    && AcceleratorIds.amdInstinct(deviceId.getAsInt()).isPresent();
        }
        return AcceleratorIds.amdInstinctByName(description).isPresent();
    }

    private int classFromName() {
        String n = className.toLowerCase(Locale.ROOT);
        if (n.equals("pci bridge")) {
            return 0x0604;
        }
        if (n.equals("3d controller")) {
            return 0x0302;
        }
        if (n.equals("vga compatible controller")) {
            return 0x0300;
        }
        if (n.equals("display controller")) {
            return 0x0380;
        }
        if (n.equals("processing accelerators")) {
            return 0x1200;
        }
        if (n.equals("ethernet controller")) {
            return 0x0200;
        }
        if (n.equals("infiniband controller")) {
            return 0x0207;
        }
        if (n.equals("network controller")) {
            return 0x0280;
        }
        return 0xffff;
    }
}
