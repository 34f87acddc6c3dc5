package io.rocekit.host.model;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * PCI device ids that a device's name alone does not classify: AMD Instinct accelerators (an AMD
 * function is a GPU only by its id: the same vendor makes root ports, IOMMUs and PSPs) and NVIDIA
 * NVSwitches (NVIDIA functions that are no GPU). A {@code pci.ids} older than the device prints
 * {@code [AMD/ATI] Device 738c} or {@code NVIDIA Corporation Device 22a3}, so the ids are what
 * identifies them.
 *
 * <p>AMD names: the PCI ID Repository ({@code https://pci-ids.ucw.cz}, pciutils/pciids
 * {@code pci.ids}, vendor 1002, as of commit 006181e2). NVSwitch ids: the same file ({@code GA100
 * [A100 NVSwitch]}, {@code GH100 [H100 NVSwitch]}) and NVIDIA's Fabric Manager user guide (HGX-2,
 * HGX A100, HGX H100 baseboards; HGX B200's NVSwitches are no PCIe devices on the host).
 */
public final class AcceleratorIds {
    /** PCI vendor id of AMD/ATI graphics and accelerators. */
    public static final int VENDOR_AMD_ATI = 0x1002;
    /** PCI vendor id of NVIDIA. */
    public static final int VENDOR_NVIDIA = 0x10de;

    private static final Map<Integer, String> AMD_INSTINCT = Map.ofEntries(
            Map.entry(0x66a0, "Vega 20 [Radeon Pro/Radeon Instinct]"),
            Map.entry(0x66a1, "Vega 20 [Radeon Pro VII/Radeon Instinct MI50]"),
            Map.entry(0x7388, "Arcturus GL-XL"),
            Map.entry(0x738c, "Arcturus GL-XL [Instinct MI100]"),
            Map.entry(0x738e, "Arcturus GL-XL [Instinct MI100]"),
            Map.entry(0x7408, "Aldebaran/MI200 [Instinct MI250X]"),
            Map.entry(0x740c, "Aldebaran/MI200 [Instinct MI250X/MI250]"),
            Map.entry(0x740f, "Aldebaran/MI200 [Instinct MI210]"),
            Map.entry(0x74a0, "Aqua Vanjaram [Instinct MI300A]"),
            Map.entry(0x74a1, "Aqua Vanjaram [Instinct MI300X]"),
            Map.entry(0x74a2, "Aqua Vanjaram [Instinct MI308X]"),
            Map.entry(0x74a5, "Aqua Vanjaram [Instinct MI325X]"),
            Map.entry(0x74a9, "Aqua Vanjaram [Instinct MI300X HF]"),
            Map.entry(0x74b5, "Aqua Vanjaram [Instinct MI300X VF]"),
            Map.entry(0x74b9, "Aqua Vanjaram [Instinct MI325X VF]"),
            Map.entry(0x74bd, "Aqua Vanjaram [Instinct MI300X HF]"),
            Map.entry(0x75a0, "Aqua Vanjaram [Instinct MI350X]"),
            Map.entry(0x75a3, "Aqua Vanjaram [Instinct MI355X]"));
    private static final Set<Integer> NVSWITCH = Set.of(0x1ac2, 0x1af1, 0x22a3);
    /** {@code Device 738c} (name unknown to pci.ids) or {@code [1002:738c]} ({@code -nn}). */
    private static final Pattern DEVICE_ID = Pattern.compile("(?:\\bDevice ([0-9a-fA-F]{4})\\b|\\[(?:1002|10de):([0-9a-fA-F]{4})\\])");

    private AcceleratorIds() {
    }

    /** The pci.ids name of an AMD Instinct accelerator ({@code Aldebaran/MI200 [Instinct MI210]}), if the id is one. */
    public static Optional<String> amdInstinct(int deviceId) {
        return Optional.ofNullable(AMD_INSTINCT.get(deviceId));
    }

    /** True for an NVIDIA NVSwitch (HGX-2, HGX A100, HGX H100/H200). */
    public static boolean isNvSwitch(int deviceId) {
        return NVSWITCH.contains(deviceId);
    }

    /**
     * The device id a name carries where pci.ids did not know the device ({@code ... Device 738c}) or
     * lspci printed ids ({@code ... [1002:738c]}).
     */
    public static OptionalInt deviceIdInName(String name) {
        Matcher m = DEVICE_ID.matcher(name);
        if (!m.find()) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(Integer.parseInt(m.group(1) != null ? m.group(1) : m.group(2), 16));
    }

    /** True for a name lspci gives an AMD/ATI function ({@code Advanced Micro Devices, Inc. [AMD/ATI] ...}). */
    public static boolean isAmdAtiName(String name) {
        return name.toLowerCase(Locale.ROOT).contains("[amd/ati]");
    }

    /**
     * By name only: an AMD/ATI function that pci.ids names an Instinct or whose printed id is one;
     * the pci.ids name when the name was only its id.
     */
    public static Optional<String> amdInstinctByName(String name) {
        if (!isAmdAtiName(name)) {
            return Optional.empty();
        }
        OptionalInt id = deviceIdInName(name);
        if (id.isPresent() && AMD_INSTINCT.containsKey(id.getAsInt())) {
            return amdInstinct(id.getAsInt());
        }
        return name.contains("Instinct") ? Optional.of(name) : Optional.empty();
    }
}
