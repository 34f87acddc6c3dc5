package io.rocekit.doctor.rule;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.doctor.examine.EvidenceLoader;
import io.rocekit.doctor.examine.Examination;
import io.rocekit.doctor.examine.Examiner;
import io.rocekit.doctor.rule.counter.RetransmissionRule;
import io.rocekit.doctor.rule.counter.RxDiscardsPhyRule;
import io.rocekit.doctor.rule.nic.LinkSpeedRule;
import io.rocekit.host.snapshot.ResourceSnapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Fix commands users paste: complete arguments, and the device the evidence names instead of a placeholder. */
class FixCommandsTest {
    @Test
    void pfcFixGivesTheFullEightValueList() {
        // mlnx_qos --pfc takes one 0/1 per priority 0..7; a bare --pfc is refused by mlnx_qos
        List<Finding> f = RuleCases.check(new RxDiscardsPhyRule(),
                "extra/ethtool-stats/derived-notes-cx4lx-discards-prio3.txt, extra/mlnx-qos/netarbiter-os-dcbx-trust-dscp-pfc-off.txt",
                "WARN netdev of extra/ethtool-stats/derived-notes-cx4lx-discards-prio3.txt; "
                        + "WARN netdev of extra/ethtool-stats/derived-notes-cx4lx-discards-prio3.txt");
        assertThat(f).flatExtracting(Finding::remediation).filteredOn(r -> r.contains("--pfc"))
                .singleElement().asString().contains("--pfc 0,0,0,1,0,0,0,0");
    }

    /** Without mlnx_qos the NIC's PFC priorities are unknown: no '--pfc' list that would switch off what is on. */
    @Test
    void pfcFixWithoutTheNicsQosAsksForItInsteadOfGuessing() {
        List<Finding> f = RuleCases.check(new RxDiscardsPhyRule(), "extra/ethtool-stats/derived-notes-cx4lx-discards-prio3.txt",
                "WARN netdev of extra/ethtool-stats/derived-notes-cx4lx-discards-prio3.txt; "
                        + "WARN netdev of extra/ethtool-stats/derived-notes-cx4lx-discards-prio3.txt");
        assertThat(f).flatExtracting(Finding::remediation).noneMatch(r -> r.contains("--pfc 0") || r.contains("--pfc 1"))
                .anyMatch(r -> r.contains("# which priorities have PFC; if priority 3 carries RoCE, add it"));
    }

    /**
     * A ConnectX-4 VPI (Hurray0/rdma_test): the Ethernet device's fix names the netdev show_gids gives
     * (ens11f0), and the InfiniBand device gets no RoCE GID finding, whether ibstat says its link layer or
     * show_gids shows it by a GID without a netdev.
     */
    @Test
    void roceGidFixNamesTheNetdevAndInfinibandPortsAreLeftAlone() {
        List<Finding> f = RuleCases.check(new io.rocekit.doctor.rule.nic.RoceGidRule(),
                "extra/show-gids/hurray0-cx4-vpi-no-ipv4-ib-port.txt, extra/ibstat/hurray0-cx4-vpi-eth-active-ib-down.txt",
                "WARN mlx5_0 port 1");
        assertThat(f.get(0).remediation().get(0)).startsWith("ip addr add <address>/<prefix> dev ens11f0 ");
        // show_gids alone: mlx5_1's one GID has no netdev and no v2 entry, which only an InfiniBand port
        // has (show_gids prints the netdev of every RoCE GID), so it is left alone without ibstat too.
        RuleCases.check(new io.rocekit.doctor.rule.nic.RoceGidRule(), "extra/show-gids/hurray0-cx4-vpi-no-ipv4-ib-port.txt",
                "WARN mlx5_0 port 1");
    }

    /**
     * MLNX_OFED's global traffic_class (read back as "Global tclass=236", NVIDIA/nccl#2383) overrides
     * every QP of the device: the finding cites it and the fix sets it again, with the same ECN-capable
     * ToS every other fix and the NIC script use.
     */
    @Test
    void aGlobalTrafficClassIsJudgedAndFixedWhereItIsSet() {
        List<Finding> f = RuleCases.check(new io.rocekit.doctor.rule.nic.RoceTosRule(),
                "host/mlnx-qos/blog-cx5-dcbx-fw-trust-dscp-pfc3-ets50.txt, snapshot:mlnx-global-tclass-dscp59",
                "WARN sys/class/infiniband/mlx5_1/tc/1/traffic_class");
        assertThat(f.get(0).title()).startsWith("RoCE ToS 236 (DSCP 59) lands in priority 7, which has no PFC");
        assertThat(f.get(0).remediation()).containsExactly("echo " + io.rocekit.core.roce.Tos.ecnCapable(26)
                + " | sudo tee /sys/class/infiniband/mlx5_1/tc/1/traffic_class   # DSCP 26 x 4 + 2 (ECT(0)) = 106;"
                + " MLNX_OFED: every QP of the device");
    }

    /**
     * The same traffic_class beside a NIC whose PFC is on priority 5 (the 3fs ConnectX-7: DSCP 40-47 -> 5): the fix
     * names a DSCP that lands there (40, ToS 162), not 106, which would land in priority 3 without PFC again.
     */
    @Test
    void theTrafficClassFixNamesADscpThatThisNicProtects() {
        List<Finding> f = RuleCases.check(new io.rocekit.doctor.rule.nic.RoceTosRule(),
                "extra/mlnx-qos/3fs-cx7-prompt-mlnx-qos-i-ens4np0-pfc5.txt, snapshot:mlnx-global-tclass-dscp59",
                "WARN sys/class/infiniband/mlx5_1/tc/1/traffic_class");
        assertThat(f.get(0).remediation()).containsExactly("echo 162 | sudo tee /sys/class/infiniband/mlx5_1/tc/1/traffic_class"
                + "   # DSCP 40 x 4 + 2 (ECT(0)) = 162; MLNX_OFED: every QP of the device");
    }

    /** PFC on one other priority fed by the NIC's DSCP map: the fixes also say how to judge a design that marks RoCE so. */
    @Test
    void pfcOnAnotherPrioritySaysHowToJudgeThatDesign() {
        String f = "extra/mlnx-qos/derived-netarbiter-trust-dscp-pfc5.txt";
        List<Finding> found = RuleCases.check(new io.rocekit.doctor.rule.nic.PfcPriorityRule(), f, "WARN mlnx_qos of " + f);
        assertThat(found.get(0).remediation()).last().asString()
                .isEqualTo("If RoCE is marked with DSCP 40 (priority 5) by design, judge it so: rocekit doctor --set"
                        + " nic.pfc-priority.roceDscp=40 ...");
        RuleCases.check(new io.rocekit.doctor.rule.nic.PfcPriorityRule(), java.util.Map.of("roceDscp", "40"), f, "");
    }

    /** A pasted transcript ('root@host:~# mlnx_qos -i ens4np0'): the fix names the interface its prompt line names. */
    @Test
    void mlnxQosFixNamesTheInterfaceOfThePromptLine() {
        String f = "extra/mlnx-qos/3fs-cx7-prompt-mlnx-qos-i-ens4np0-pfc5.txt";
        List<Finding> found = RuleCases.check(new io.rocekit.doctor.rule.nic.PfcPriorityRule(), f, "WARN mlnx_qos of " + f);
        assertThat(found.get(0).remediation().get(0)).isEqualTo("mlnx_qos -i ens4np0 --pfc 0,0,0,1,0,0,0,0");
    }

    /** An InfiniBand port Initializing with LinkUp waits for a subnet manager: sminfo says whether one answers. */
    @Test
    void anInitializingInfinibandPortAsksForASubnetManager() {
        List<Finding> found = RuleCases.check(new io.rocekit.doctor.rule.nic.LinkSpeedRule(),
                "extra/ibstat/notes-cx3pro-ib-initializing-linkup-no-sm.txt", "WARN mlx4_0 port 1; INFO mlx4_0 port 2");
        assertThat(found.get(0).title()).isEqualTo("InfiniBand port has link but stays Initializing: no subnet manager has configured it");
        assertThat(found.get(0).evidence()).extracting(Object::toString)
                .containsExactly("extra/ibstat/notes-cx3pro-ib-initializing-linkup-no-sm.txt:9: State: Initializing");
        assertThat(found.get(0).remediation().get(0)).startsWith("sminfo -C mlx4_0 -P 1 ");
    }

    @Test
    void pfcListKeepsThePrioritiesAlreadyOn() {
        assertThat(io.rocekit.doctor.rule.counter.RxDiscardsPhyRuleAccess.pfcWith(java.util.Set.of(), 3))
                .isEqualTo("0,0,0,1,0,0,0,0");
        assertThat(io.rocekit.doctor.rule.counter.RxDiscardsPhyRuleAccess.pfcWith(java.util.Set.of(3), 5))
                .isEqualTo("0,0,0,1,0,1,0,0");
    }

    @Test
    void demoFixesNameTheInterfaceAndDeviceTheSnapshotNames() throws Exception {
        var demo = ResourceSnapshot.open("demo", "/io/rocekit/doctor/demo/h100-untuned/");
        Examination e = new Examiner().examine(new EvidenceLoader().snapshot(demo));
        List<String> fixes = e.findings().stream().flatMap(f -> f.remediation().stream()).toList();
        assertThat(fixes).contains("ethtool -A ens83np0 rx off tx off   # global pause off")
                .anyMatch(r -> r.startsWith("rdma statistic show link mlx5_4/1"))
                .noneMatch(r -> r.contains("mlnx_qos -i <iface>") || r.contains("ethtool -S <iface>")
                        || r.contains("ethtool -A <iface>") || r.contains("/infiniband/<dev>/"))
                .noneMatch(r -> r.contains("<iface>") || r.contains("<pci address") || r.contains("<dev>"));
    }

    @Test
    void aSlowPortsMlxlinkCommandsFindThePciAddressThemselves() {
        List<Finding> f = RuleCases.check(new LinkSpeedRule(), "extra/ethtool/derived-rxe52-100-of-1000.txt", "WARN eth0");
        assertThat(f.get(0).remediation())
                .contains("mlxlink -d \"$(basename \"$(readlink -f /sys/class/net/eth0/device)\")\" -m   # the cable/module: type, length, vendor")
                .noneMatch(r -> r.contains("<pci address>"));
    }

    @Test
    void aDownLinksFixBringsThatInterfaceUpAndLooksAtItsCable() {
        List<Finding> f = RuleCases.check(new LinkSpeedRule(), "extra/ethtool/openwrt22126-sfp-link-down.txt", "INFO lan12");
        assertThat(f.get(0).remediation()).containsExactly("ip link set lan12 up",
                "mlxlink -d \"$(basename \"$(readlink -f /sys/class/net/lan12/device)\")\" -m   # ConnectX: the cable/module; then the switch port");
    }

    @Test
    void aDownRdmaPortsFixFindsItsInterfaceAndPciFunction() {
        List<Finding> f = RuleCases.check(new LinkSpeedRule(), "host/ibv-devinfo/deepep60-cx6dx-down-cx7-partial.txt",
                "INFO mlx5_12 port 1");
        assertThat(f.get(0).remediation()).containsExactly(
                "ip link set \"$(ls /sys/class/infiniband/mlx5_12/device/net)\" up   # mlx5_12's interface",
                "mlxlink -d \"$(basename \"$(readlink -f /sys/class/infiniband/mlx5_12/device)\")\" -m"
                        + "   # ConnectX: the cable/module; then the switch port");
    }

    @Test
    void aDownConnectX8PortInIbstatIsCitedByItsStateLineAndFixedByIbstatAndMlxlink() {
        List<Finding> f = RuleCases.check(new LinkSpeedRule(), "host/ibstat/xe9780-b300-cx8-disabled-cx7-ib-active.txt",
                "INFO mlx5_0 port 1; INFO mlx5_1 port 1; INFO mlx5_10 port 1; INFO mlx5_6 port 1; INFO mlx5_7 port 1; "
                        + "INFO mlx5_8 port 1; INFO mlx5_9 port 1");
        assertThat(f.get(0).evidence().get(0).toString()).contains(":9").contains("State: Down");
        assertThat(f.get(0).remediation()).hasSize(2).noneMatch(r -> r.startsWith("ip link"))
                .first().asString().startsWith("ibstat mlx5_0 ");
    }

    @Test
    void aDownInfinibandPortHasNoInterfaceToBringUp() {
        List<Finding> f = RuleCases.check(new LinkSpeedRule(), "extra/ibv-devinfo/derived-deepep60-ib-port-down-partial.txt",
                "INFO mlx5_12 port 1");
        assertThat(f.get(0).remediation()).hasSize(2).noneMatch(r -> r.startsWith("ip link"))
                .first().asString().startsWith("ibstat mlx5_12 ");
    }

    @Test
    void retransmissionFixNamesTheInterfaceOfTheDevice() {
        List<Finding> f = RuleCases.check(new RetransmissionRule(),
                "host/hw-counters/procfs-ttar-mlx5-cx4lx-vf-counters-and-hw_counters.txt", "WARN port 1");
        assertThat(f.get(0).remediation().get(0)).as("no device in this file: the placeholder stays").startsWith("ethtool -S <iface> ");
        assertThat(Devices.netdevOfRdma(java.util.Optional.empty(), "mlx5_2")).isEqualTo("\"$(ls /sys/class/infiniband/mlx5_2/device/net)\"");
    }

    @Test
    void deviceNamesFromInputsAreTakenOnlyWhenPlain() {
        assertThat(Devices.netdevOfFile("commands/ethtool-S.ens1f0np0.txt")).hasValue("ens1f0np0");
        assertThat(Devices.netdevOfFile("commands/mlnx_qos.eth2.txt")).hasValue("eth2");
        assertThat(Devices.netdevOfFile("commands/mlnx_qos.ens6")).hasValue("ens6");
        assertThat(Devices.netdevOfFile("mlnx_qos.eth2.log")).hasValue("eth2"); // a saved transcript's extension, not a name
        assertThat(Devices.netdevOfFile("ethtool-S.ens1f0np0.out")).hasValue("ens1f0np0");
        assertThat(Devices.netdevOfFile("snap/commands/mlnx_qos.eth0.100.txt")).hasValue("eth0.100");
        assertThat(Devices.netdevOfCommand("mlnx_qos -i ens6")).hasValue("ens6");
        assertThat(Devices.netdevOfCommand("sudo /usr/bin/mlnx_qos --interface=ens6f0np0")).hasValue("ens6f0np0");
        assertThat(Devices.netdevOfCommand("mlnx_qos -i ens6 --trust dscp")).hasValue("ens6");
        assertThat(Devices.netdevOfCommand("mlnx_qos -i $(ls /sys/class/net)")).isEmpty();
        assertThat(Devices.netdevOfCommand("ibstat")).isEmpty();
        assertThat(Devices.netdevOfFile("pasted/ethtool-output.txt")).isEmpty();
        assertThat(Devices.rdmaDeviceOfFile("extra/show_counters.mlx5_4.txt")).hasValue("mlx5_4");
        assertThat(Devices.rdmaDeviceOfFile("sys/class/infiniband/mlx5_1/ports/1/hw_counters/out_of_buffer")).hasValue("mlx5_1");
        assertThat(Devices.rdmaDeviceOfFile("host/hw-counters/procfs-ttar-mlx5-cx4lx-vf-counters-and-hw_counters.txt"))
                .as("the file's extension is no device").isEmpty();
        assertThat(Devices.dev(java.util.Optional.of("mlx5_0; rm -rf /"))).isEqualTo(Devices.UNKNOWN_DEV);
    }
}
