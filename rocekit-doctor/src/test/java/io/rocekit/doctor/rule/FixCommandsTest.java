package io.rocekit.doctor.rule;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.doctor.examine.EvidenceLoader;
import io.rocekit.doctor.examine.Examination;
import io.rocekit.doctor.examine.Examiner;
import io.rocekit.doctor.rule.counter.RxDiscardsPhyRule;
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
                        || r.contains("ethtool -A <iface>") || r.contains("/infiniband/<dev>/"));
    }

    @Test
    void deviceNamesFromInputsAreTakenOnlyWhenPlain() {
        assertThat(Devices.netdevOfFile("commands/ethtool-S.ens1f0np0.txt")).hasValue("ens1f0np0");
        assertThat(Devices.netdevOfFile("commands/mlnx_qos.eth2.txt")).hasValue("eth2");
        assertThat(Devices.netdevOfFile("pasted/ethtool-output.txt")).isEmpty();
        assertThat(Devices.rdmaDeviceOfFile("extra/show_counters.mlx5_4.txt")).hasValue("mlx5_4");
        assertThat(Devices.dev(java.util.Optional.of("mlx5_0; rm -rf /"))).isEqualTo(Devices.UNKNOWN_DEV);
    }
}
