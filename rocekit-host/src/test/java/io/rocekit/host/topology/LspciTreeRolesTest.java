package io.rocekit.host.topology;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Roles from {@code lspci -tv} names: AMD Instinct accelerators by pci.ids name or, where the
 * host's pci.ids predates them, by the id lspci prints ({@code Device 738c}); NVSwitches that an
 * old pci.ids shows as {@code NVIDIA Corporation Device 22a3} are no GPUs.
 */
class LspciTreeRolesTest {
    private static PciTree.Role role(String name) {
        return LspciTreeTopology.byName(Optional.of(name));
    }

    @Test
    void amdInstinctsAreGpusByNameOrById() {
        // ROCm/rccl#547's lspci -tv (old pci.ids) and the current pci.ids names
        assertThat(role("Advanced Micro Devices, Inc. [AMD/ATI] Device 738c")).isEqualTo(PciTree.Role.GPU);
        assertThat(role("Advanced Micro Devices, Inc. [AMD/ATI] Device 740f")).isEqualTo(PciTree.Role.GPU);
        assertThat(role("Advanced Micro Devices, Inc. [AMD/ATI] Device 740c")).isEqualTo(PciTree.Role.GPU);
        assertThat(role("Advanced Micro Devices, Inc. [AMD/ATI] Device 74a1")).isEqualTo(PciTree.Role.GPU);
        assertThat(role("Advanced Micro Devices, Inc. [AMD/ATI] Arcturus GL-XL [Instinct MI100]")).isEqualTo(PciTree.Role.GPU);
        assertThat(role("Advanced Micro Devices, Inc. [AMD/ATI] Aldebaran/MI200 [Instinct MI210]")).isEqualTo(PciTree.Role.GPU);
        assertThat(role("Advanced Micro Devices, Inc. [AMD/ATI] Aqua Vanjaram [Instinct MI300X] [1002:74a1]"))
                .isEqualTo(PciTree.Role.GPU);
    }

    @Test
    void otherAmdFunctionsAreNot() {
        assertThat(role("Advanced Micro Devices, Inc. [AMD] Starship/Matisse Root Complex")).isEqualTo(PciTree.Role.OTHER);
        assertThat(role("Advanced Micro Devices, Inc. [AMD/ATI] Device 14a1")).isEqualTo(PciTree.Role.OTHER);
        assertThat(role("Advanced Micro Devices, Inc. [AMD] Device 738c")).isEqualTo(PciTree.Role.OTHER);
        assertThat(role("Advanced Micro Devices, Inc. [AMD/ATI] Navi 21 [Radeon RX 6800/6800 XT / 6900 XT]"))
                .isEqualTo(PciTree.Role.OTHER);
    }

    @Test
    void sysfsClassesAndIdsOfAmdInstincts() {
        // MI100: Display controller (0x0380); MI300X: Processing accelerators (0x1200); an AMD PSP is no GPU
        assertThat(SysfsTopology.role(0x038000, ids(0x1002, 0x738c), false)).isEqualTo(PciTree.Role.GPU);
        assertThat(SysfsTopology.role(0x120000, ids(0x1002, 0x74a1), false)).isEqualTo(PciTree.Role.GPU);
        assertThat(SysfsTopology.role(0x108000, ids(0x1022, 0x1498), false)).isEqualTo(PciTree.Role.OTHER);
        assertThat(SysfsTopology.role(0x120000, ids(0x1002, 0x1234), false)).isEqualTo(PciTree.Role.OTHER);
    }

    private static PciTree.Ids ids(int vendor, int device) {
        return new PciTree.Ids(java.util.OptionalInt.of(vendor), java.util.OptionalInt.of(device),
                java.util.OptionalInt.empty(), java.util.OptionalInt.empty());
    }

    @Test
    void nvidiaGpusByIdStayGpusAndNvSwitchesByIdAreNot() {
        // NVIDIA/nccl-tests#256: H200 as "NVIDIA Corporation Device 2335" (old pci.ids)
        assertThat(role("NVIDIA Corporation Device 2335")).isEqualTo(PciTree.Role.GPU);
        assertThat(role("NVIDIA Corporation Device 2330")).isEqualTo(PciTree.Role.GPU);
        assertThat(role("NVIDIA Corporation Device 2901")).isEqualTo(PciTree.Role.GPU);
        assertThat(role("NVIDIA Corporation Device 22a3")).isEqualTo(PciTree.Role.OTHER);
        assertThat(role("NVIDIA Corporation Device 1af1")).isEqualTo(PciTree.Role.OTHER);
        assertThat(role("NVIDIA Corporation GH100 [H100 NVSwitch]")).isEqualTo(PciTree.Role.OTHER);
    }
}
