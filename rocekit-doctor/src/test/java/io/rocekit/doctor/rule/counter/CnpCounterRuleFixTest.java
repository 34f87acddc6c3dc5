package io.rocekit.doctor.rule.counter;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.doctor.rule.Devices;
import io.rocekit.host.model.PciAddress;
import io.rocekit.host.topology.Nic;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** nic.counter.cnp's fix commands run as printed: the device's interface and PCI address, never a placeholder when the device is known. */
class CnpCounterRuleFixTest {
    @Test
    void theTopologysInterfaceAndPciAddressFillTheCommands() {
        Nic nic = new Nic("NIC4", Optional.of("mlx5_4"), Optional.of("ens19np0"), PciAddress.parse("0000:82:00.0"),
                OptionalInt.of(1));
        assertThat(CnpCounterRule.fix("mlx5_4", Optional.of(nic))).containsExactly(
                "cat /sys/class/net/ens19np0/ecn/roce_np/enable/3 /sys/class/net/ens19np0/ecn/roce_rp/enable/3"
                        + "   # MLNX_OFED; 1 = on",
                "mlxconfig -d 0000:82:00.0 q ROCE_CC_PRIO_MASK_P1 ROCE_CC_ALGORITHM_P1   # firmware (mlx5_4)");
    }

    @Test
    void withoutATopologySysfsFindsThemFromTheRdmaDevice() {
        assertThat(CnpCounterRule.fix("mlx5_0", Optional.empty())).containsExactly(
                "cat /sys/class/infiniband/mlx5_0/device/net/*/ecn/roce_np/enable/3"
                        + " /sys/class/infiniband/mlx5_0/device/net/*/ecn/roce_rp/enable/3   # MLNX_OFED; 1 = on",
                "mlxconfig -d \"$(basename \"$(readlink -f /sys/class/infiniband/mlx5_0/device)\")\""
                        + " q ROCE_CC_PRIO_MASK_P1 ROCE_CC_ALGORITHM_P1   # firmware (mlx5_0)");
    }

    @Test
    void aNicWithoutInterfaceOrAddressFallsBackToSysfs() {
        Nic bare = new Nic("NIC0", Optional.of("mlx5_0"), Optional.empty(), Optional.empty(), OptionalInt.empty());
        assertThat(CnpCounterRule.fix("mlx5_0", Optional.of(bare))).isEqualTo(CnpCounterRule.fix("mlx5_0", Optional.empty()));
    }

    @Test
    void placeholdersOnlyWhenNotEvenTheDeviceIsKnown() {
        assertThat(CnpCounterRule.fix(Devices.UNKNOWN_DEV, Optional.empty()))
                .anyMatch(f -> f.contains("<iface>")).noneMatch(f -> f.contains(Devices.UNKNOWN_DEV));
    }

    @Test
    void anInterfaceOrAddressIsTakenFromTheTopologyElseFromSysfs() {
        Nic nic = new Nic("NIC4", Optional.of("mlx5_4"), Optional.of("ens19np0"), PciAddress.parse("0000:82:00.0"),
                OptionalInt.of(1));
        assertThat(Devices.netdevOfRdma(Optional.of(nic), "mlx5_4")).isEqualTo("ens19np0");
        assertThat(Devices.netdevOfRdma(Optional.empty(), "mlx5_4")).isEqualTo("\"$(ls /sys/class/infiniband/mlx5_4/device/net)\"");
        assertThat(Devices.netdevOfRdma(Optional.empty(), Devices.UNKNOWN_DEV)).isEqualTo(Devices.UNKNOWN_NETDEV);
        assertThat(Devices.pciAddress(Optional.of(nic), "/sys/class/net/ens19np0/device")).isEqualTo("0000:82:00.0");
        assertThat(Devices.pciAddress(Optional.empty(), "/sys/class/net/ens19np0/device"))
                .isEqualTo("\"$(basename \"$(readlink -f /sys/class/net/ens19np0/device)\")\"");
    }

    @Test
    void rdmaStatisticPlacesNameTheDevice() {
        assertThat(Devices.rdmaDeviceOfPort("mlx5_0/1")).hasValue("mlx5_0");
        assertThat(Devices.rdmaDeviceOfPort("port 1")).isEmpty();
        assertThat(Devices.rdmaDeviceOfPort("mlx5_0;rm -rf/1")).isEmpty();
    }
}
