package io.rocekit.doctor.rule;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.doctor.ruleset.DoctorRules;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every doctor rule on fixtures, as data: rule id | fixtures (comma-separated; {@code snapshot:NAME}
 * is a sysfs tree) | expected findings ({@code SEVERITY subject}, separated by {@code ;}; empty =
 * must not fire). The fixtures' .meta.md files state the same conclusions.
 */
class DoctorRulesOnFixturesTest {
    private static final String QOS = "host/mlnx-qos/blog-cx5-dcbx-fw-trust-dscp-pfc3-ets50.txt";
    private static final String QOS_PCP = "extra/mlnx-qos/derived-blog-cx5-trust-pcp-pfc34.txt";
    private static final String QOS_OFF = "extra/mlnx-qos/netarbiter-os-dcbx-trust-dscp-pfc-off.txt";

    @ParameterizedTest(name = "{0} on {1}")
    @CsvSource(delimiter = '|', textBlock = """
            gpu.bar1-small | host/nvidia-smi-q/notes-h800-q-i0-bar1-131072-ecc-off.txt |
            gpu.bar1-small | extra/nvidia-smi-q/derived-h800-bar1-256.txt | FAIL GPU 0000:18:00.0 NVIDIA H800
            gpudirect.no-peer-memory | extra/lsmod/constructed-gpu-node-no-peermem.txt | WARN kernel modules
            gpudirect.no-peer-memory | extra/lsmod/constructed-gpu-node-with-peermem.txt |
            gpudirect.no-peer-memory | extra/lsmod/constructed-gpu-node-no-peermem.txt, snapshot:tuned |
            host.iommu-translated | extra/proc/constructed-cmdline-iommu-on-no-pt.txt | WARN IOMMU
            host.iommu-translated | extra/proc/constructed-cmdline-iommu-pt-cstate1.txt |
            host.iommu-translated | snapshot:untuned | WARN IOMMU
            host.iommu-translated | snapshot:tuned, extra/proc/constructed-cmdline-iommu-on-no-pt.txt |
            host.cpu-governor | snapshot:untuned | WARN CPU frequency
            host.cpu-governor | snapshot:tuned |
            host.cstates | snapshot:untuned | WARN CPU idle states
            host.cstates | snapshot:tuned |
            host.cstates | snapshot:untuned, extra/proc/constructed-cmdline-iommu-pt-cstate1.txt |
            host.irq-affinity | extra/proc/derived-nemu82-mlx5-interrupts.txt, snapshot:untuned | WARN mlx5 IRQs of 0000:18:00.0; INFO mlx5 IRQs of 0000:18:00.0
            host.irq-affinity | extra/proc/derived-nemu82-mlx5-interrupts.txt, snapshot:tuned |
            host.irq-affinity | extra/proc/nemu82-interrupts-4cpu-partial.txt, snapshot:untuned |
            host.hugepages | snapshot:untuned | INFO hugepages
            host.hugepages | snapshot:tuned | INFO hugepages
            host.hugepages | extra/proc/constructed-cmdline-iommu-on-no-pt.txt | INFO hugepages
            host.hugepages | extra/proc/constructed-cmdline-iommu-pt-cstate1.txt |
            nic.link-speed | extra/ethtool/rxe52-1000baset-full-speed.txt |
            nic.link-speed | extra/ethtool/derived-rxe52-100-of-1000.txt | WARN eth0
            nic.link-speed | extra/ethtool/lxd7370-cx5ex-legacy-modes-partial.txt |
            nic.link-speed | extra/ethtool/openwrt22126-sfp-link-down.txt | INFO lan12
            nic.link-speed | host/ibv-devinfo/deepep60-cx6dx-down-cx7-partial.txt | INFO mlx5_12 port 1
            nic.link-speed | host/ibv-devinfo/azhpc44-cx4lx-vf-renamed-mtu1024.txt |
            nic.link-speed | host/ibstat/xe9780-b300-cx8-disabled-cx7-ib-active.txt | INFO mlx5_0 port 1; INFO mlx5_1 port 1; INFO mlx5_10 port 1; INFO mlx5_6 port 1; INFO mlx5_7 port 1; INFO mlx5_8 port 1; INFO mlx5_9 port 1
            nic.link-speed | host/ibstat/mlx4-cx3-fdr-56-active.txt |
            nic.link-speed | extra/ibstat/cx6dx-ibstatus-eth-down-active-100-mlxlink.txt | INFO mlx5_0 port 1
            nic.link-speed | extra/ibstat/hpcwiki-cx7-ibstat-ibstatus-devinfo-200-hdr.txt |
            nic.link-speed | extra/ibstat/mlnxofed-guide-conda-prompt-ibstatus-eth-down-200-hdr.txt | INFO mlx5_0 port 1; INFO mlx5_1 port 1
            nic.trust-mode | host/mlnx-qos/blog-cx5-dcbx-fw-trust-dscp-pfc3-ets50.txt |
            nic.trust-mode | extra/mlnx-qos/derived-blog-cx5-trust-pcp-pfc34.txt | WARN mlnx_qos of extra/mlnx-qos/derived-blog-cx5-trust-pcp-pfc34.txt
            nic.trust-mode | extra/mlnx-qos/netarbiter-os-dcbx-trust-dscp-pfc-off.txt |
            nic.pfc-priority | host/mlnx-qos/blog-cx5-dcbx-fw-trust-dscp-pfc3-ets50.txt |
            nic.pfc-priority | extra/mlnx-qos/derived-blog-cx5-trust-pcp-pfc34.txt | WARN mlnx_qos of extra/mlnx-qos/derived-blog-cx5-trust-pcp-pfc34.txt
            nic.pfc-priority | extra/mlnx-qos/3fs-cx7-prompt-mlnx-qos-i-ens4np0-pfc5.txt | WARN mlnx_qos of extra/mlnx-qos/3fs-cx7-prompt-mlnx-qos-i-ens4np0-pfc5.txt
            nic.trust-mode | extra/mlnx-qos/3fs-cx7-prompt-mlnx-qos-i-ens4np0-pfc5.txt |
            nic.pfc-priority | extra/mlnx-qos/netarbiter-os-dcbx-trust-dscp-pfc-off.txt | INFO mlnx_qos of extra/mlnx-qos/netarbiter-os-dcbx-trust-dscp-pfc-off.txt
            nic.roce-tos | host/mlnx-qos/blog-cx5-dcbx-fw-trust-dscp-pfc3-ets50.txt, snapshot:untuned | WARN sys/kernel/config/rdma_cm/mlx5_0/ports/1/default_roce_tos
            nic.roce-tos | host/mlnx-qos/blog-cx5-dcbx-fw-trust-dscp-pfc3-ets50.txt, snapshot:tuned |
            nic.roce-tos | extra/mlnx-qos/netarbiter-os-dcbx-trust-dscp-pfc-off.txt, snapshot:untuned |
            nic.roce-tos | host/mlnx-qos/blog-cx5-dcbx-fw-trust-dscp-pfc3-ets50.txt |
            nic.roce-tos | host/mlnx-qos/blog-cx5-dcbx-fw-trust-dscp-pfc3-ets50.txt, snapshot:mlnx-global-tclass-dscp59 | WARN sys/class/infiniband/mlx5_1/tc/1/traffic_class
            nic.roce-tos | host/mlnx-qos/blog-cx5-dcbx-fw-trust-dscp-pfc3-ets50.txt, snapshot:mlnx-global-tclass-106 |
            nic.cnp-priority | host/mlxconfig/mstflint830-bluefield-dcqcn-params-fragment.txt |
            nic.cnp-priority | extra/mlxconfig/derived-mstflint830-prio-mask-7-cnp-prio-3.txt | WARN extra/mlxconfig/derived-mstflint830-prio-mask-7-cnp-prio-3.txt CNP_802P_PRIO_P1
            nic.cnp-priority | snapshot:untuned | WARN sys/class/net/eth0/ecn/roce_np/cnp_802p_prio
            nic.cnp-priority | snapshot:tuned |
            nic.firmware-setting | host/mlxconfig/mstflint830-bluefield-dcqcn-params-fragment.txt |
            nic.firmware-setting | extra/mlxconfig/derived-mstflint830-prio-mask-7-cnp-prio-3.txt | WARN extra/mlxconfig/derived-mstflint830-prio-mask-7-cnp-prio-3.txt ROCE_CC_PRIO_MASK_P1
            nic.firmware-setting | extra/mlxconfig/blog-cx5-mlxconfig-q-mst-device-defaults.txt |
            nic.firmware-setting | extra/mlxconfig/derived-blog-cx5-prio-mask-0x20.txt | WARN /dev/mst/mt4119_pciconf0 ROCE_CC_PRIO_MASK_P1
            nic.cnp-priority | extra/mlxconfig/blog-cx5-mlxconfig-q-mst-device-defaults.txt |
            nic.counter.rx-out-of-buffer | host/ethtool-stats/notes-cx4lx-grep-discards-and-pause-global-pause-sent-partial.txt |
            nic.counter.rx-out-of-buffer | host/hw-counters/notes-cx4lx-show-counters-mlx5_0-out-of-buffer.txt | WARN port 1
            nic.counter.rx-out-of-buffer | host/hw-counters/notes-cx4lx-rdma-statistic-show-4dev-oneline.txt | WARN mlx5_0/1
            nic.counter.rx-out-of-buffer | host/hw-counters/procfs-ttar-mlx5-cx4lx-vf-counters-and-hw_counters.txt |
            nic.counter.rx-discards-phy | host/ethtool-stats/notes-cx4lx-grep-discards-and-pause-global-pause-sent-partial.txt |
            nic.counter.rx-discards-phy | host/ethtool-stats/ethq8-cx4lx-mlx5-ethtool-i-and-S-partial.txt |
            nic.counter.rx-discards-phy | extra/ethtool-stats/derived-notes-cx4lx-discards-prio3.txt, host/mlnx-qos/blog-cx5-dcbx-fw-trust-dscp-pfc3-ets50.txt | WARN netdev of extra/ethtool-stats/derived-notes-cx4lx-discards-prio3.txt; FAIL netdev of extra/ethtool-stats/derived-notes-cx4lx-discards-prio3.txt
            nic.counter.rx-discards-phy | extra/ethtool-stats/derived-notes-cx4lx-discards-prio3.txt, extra/mlnx-qos/netarbiter-os-dcbx-trust-dscp-pfc-off.txt | WARN netdev of extra/ethtool-stats/derived-notes-cx4lx-discards-prio3.txt; WARN netdev of extra/ethtool-stats/derived-notes-cx4lx-discards-prio3.txt
            nic.counter.pause | host/ethtool-stats/notes-cx4lx-grep-discards-and-pause-global-pause-sent-partial.txt | WARN netdev of host/ethtool-stats/notes-cx4lx-grep-discards-and-pause-global-pause-sent-partial.txt
            nic.counter.pause | host/ethtool-stats/ethq8-cx4lx-mlx5-ethtool-i-and-S-partial.txt |
            nic.counter.cnp | host/hw-counters/notes-cx4lx-show-counters-mlx5_0-out-of-buffer.txt | INFO port 1
            nic.counter.cnp | host/hw-counters/notes-cx4lx-rdma-statistic-show-4dev-oneline.txt | INFO mlx5_0/1; INFO mlx5_1/1; INFO mlx5_2/1; INFO mlx5_3/1
            nic.counter.cnp | host/hw-counters/procfs-ttar-mlx5-cx4lx-vf-counters-and-hw_counters.txt | INFO port 1
            nic.counter.cnp | extra/hw-counters/derived-rdma-statistic-marks-without-cnps.txt | WARN mlx5_0/1; WARN mlx5_0/1
            nic.counter.cnp | host/ethtool-stats/ethq8-cx4lx-mlx5-ethtool-i-and-S-partial.txt |
            nic.counter.retransmission | host/hw-counters/procfs-ttar-mlx5-cx4lx-vf-counters-and-hw_counters.txt | WARN port 1
            nic.counter.retransmission | host/hw-counters/notes-cx4lx-show-counters-mlx5_0-out-of-buffer.txt |
            nic.counter.retransmission | host/hw-counters/notes-cx4lx-rdma-statistic-show-4dev-oneline.txt |
            gpu.ecc-disabled | host/nvidia-smi-q/notes-h800-q-i0-bar1-131072-ecc-off.txt | WARN GPU 0000:18:00.0 NVIDIA H800
            gpu.ecc-disabled | extra/nvidia-smi-q/derived-h800-ecc-on.txt |
            gpu.ecc-disabled | extra/nvidia-smi-q/nvsim-h200-driver550-q-ecc-mode-uppercase.txt |
            gpu.ecc-disabled | extra/nvidia-smi-q/derived-nvsim-h200-ecc-off.txt | WARN GPU 0000:03:00.0 NVIDIA H200
            gpu.bar1-small | extra/nvidia-smi-q/nvsim-h200-driver550-q-ecc-mode-uppercase.txt |
            gpu.bar1-small | extra/nvidia-smi-q/nvsim-gh200-driver550-q-remapped-row-bar1-na.txt |
            pcie.link-degraded | extra/nvidia-smi-q/nvsim-gh200-driver550-q-remapped-row-bar1-na.txt |
            gpu.memory-errors | extra/nvidia-smi-q/nvsim-h200-driver550-q-ecc-mode-uppercase.txt |
            gpu.memory-errors | host/nvidia-smi-q/notes-h800-q-i0-bar1-131072-ecc-off.txt |
            gpu.memory-errors | extra/nvidia-smi-q/nvsim-gh200-driver550-q-remapped-row-bar1-na.txt | INFO GPU 0000:dd:00.0 NVIDIA GH200 480GB
            gpu.memory-errors | extra/nvidia-smi-q/derived-nvsim-gh200-remap-pending.txt | WARN GPU 0000:dd:00.0 NVIDIA GH200 480GB
            gpu.memory-errors | extra/nvidia-smi-q/derived-nvsim-gh200-remap-failure.txt | FAIL GPU 0000:dd:00.0 NVIDIA GH200 480GB
            gpu.memory-errors | extra/nvidia-smi-q/tkgi-v100d-8c-driver535-q-single-double-bit.txt |
            gpu.memory-errors | extra/nvidia-smi-q/derived-tkgi-v100d-double-bit.txt | WARN GPU 0000:02:00.0 GRID V100D-8C
            pcie.link-degraded | extra/nvidia-smi-q/nvsim-h200-driver550-q-ecc-mode-uppercase.txt |
            pcie.link-degraded | host/nvidia-smi-q/notes-h800-q-i0-bar1-131072-ecc-off.txt |
            pcie.link-degraded | extra/lspci/derived-l2fwd6-cx6dx-mrrs512-x8.txt | FAIL b3:00.0 Mellanox Technologies MT2892 Family [ConnectX-6 Dx]
            pcie.link-degraded | extra/lspci/mi50-bdf-lines-lnkcap-lnksta-downgraded-grep.txt | WARN lines 2-3 of extra/lspci/mi50-bdf-lines-lnkcap-lnksta-downgraded-grep.txt; WARN lines 5-6 of extra/lspci/mi50-bdf-lines-lnkcap-lnksta-downgraded-grep.txt; WARN lines 8-9 of extra/lspci/mi50-bdf-lines-lnkcap-lnksta-downgraded-grep.txt; WARN lines 11-12 of extra/lspci/mi50-bdf-lines-lnkcap-lnksta-downgraded-grep.txt
            pcie.link-degraded | extra/lspci/rtx2060-probe-script-card-lines-x8-downgraded.txt | WARN lines 4-5 of extra/lspci/rtx2060-probe-script-card-lines-x8-downgraded.txt; WARN lines 10-11 of extra/lspci/rtx2060-probe-script-card-lines-x8-downgraded.txt
            pcie.max-read-request | host/lspci/linuxhw-as4124gstnr-broadcom-pex88096-usp-dsp-acs-off-partial.txt |
            pcie.max-read-request | extra/lspci/derived-l2fwd6-cx6dx-mrrs512-x8.txt | WARN b3:00.0 Mellanox Technologies MT2892 Family [ConnectX-6 Dx]
            nic.roce-mtu | host/ibv-devinfo/azhpc44-cx4lx-vf-renamed-mtu1024.txt | WARN rdmaP23800p0s2 port 1
            nic.roce-mtu | host/ibv-devinfo/deepep60-cx6dx-down-cx7-partial.txt |
            nic.roce-mtu | host/ibv-devinfo/ompi6184-cx5-verbose-tabs-mofed4-partial.txt |
            nic.roce-gid | host/show-gids/notes-cx4lx-4dev-12gids-port-down-no-ipv4.txt | INFO mlx5_0 port 1; WARN mlx5_1 port 1; INFO mlx5_2 port 1; WARN mlx5_3 port 1
            nic.roce-gid | host/gid-table/nccl769-bond-gid-table-devinfo-v.txt | INFO GID table of host/gid-table/nccl769-bond-gid-table-devinfo-v.txt
            nic.roce-gid | host/ibv-devinfo/azhpc44-cx4lx-vf-renamed-mtu1024.txt |
            nic.roce-gid | extra/ibv-devinfo/k8srdmashared164-cx4lx-v-gids-untyped-elided.txt | INFO mlx5_0 port 1
            nic.roce-gid | extra/show-gids/nccl1131-tilde-prompt-2dev-partial.txt | INFO mlx5_0 port 1; INFO mlx5_1 port 1
            """)
    void rule(String id, String fixtures, String expected) {
        RuleCases.check(rule(id), fixtures, expected);
    }

    @Test
    void firmwareFixesNameTheMstDeviceOfTheOutputNeverTheInputFile() {
        Finding f = RuleCases.check(rule("nic.firmware-setting"), "extra/mlxconfig/derived-blog-cx5-prio-mask-0x20.txt",
                "WARN /dev/mst/mt4119_pciconf0 ROCE_CC_PRIO_MASK_P1").get(0);
        assertThat(f.title()).isEqualTo("DCQCN is off on the RoCE priority 3: ROCE_CC_PRIO_MASK_P1=32");
        assertThat(f.remediation()).containsExactly(
                "mlxconfig -d /dev/mst/mt4119_pciconf0 set ROCE_CC_PRIO_MASK_P1=255",
                "mlxfwreset -d /dev/mst/mt4119_pciconf0 reset   # or reboot: firmware settings apply at the next boot",
                "mlxconfig -d /dev/mst/mt4119_pciconf0 -e q ROCE_CC_PRIO_MASK_P1   # confirm Current");
        // a fragment without its Device: line names no device: a placeholder, not the input file
        String fragment = "extra/mlxconfig/derived-mstflint830-prio-mask-7-cnp-prio-3.txt";
        Finding noDevice = RuleCases.check(rule("nic.firmware-setting"), fragment,
                "WARN " + fragment + " ROCE_CC_PRIO_MASK_P1").get(0);
        assertThat(noDevice.remediation().get(0)).isEqualTo("mlxconfig -d <dev> set ROCE_CC_PRIO_MASK_P1=255");
        assertThat(String.join("\n", noDevice.remediation())).doesNotContain(fragment);
    }

    @Test
    void globalPauseFindingSaysTheNicSentItAndForHowLong() {
        Finding f = RuleCases.check(rule("nic.counter.pause"),
                "host/ethtool-stats/notes-cx4lx-grep-discards-and-pause-global-pause-sent-partial.txt",
                "WARN netdev of host/ethtool-stats/notes-cx4lx-grep-discards-and-pause-global-pause-sent-partial.txt").get(0);
        assertThat(f.title()).isEqualTo("802.3x global pause: the NIC sent 1266552 pause frames (556 s paused); its "
                + "receive path could not keep up (host, PCIe or CPU side). RoCE should use PFC on its priority");
        assertThat(f.evidence()).extracting(Object::toString).contains(
                "host/ethtool-stats/notes-cx4lx-grep-discards-and-pause-global-pause-sent-partial.txt:28: tx_global_pause: 1266552",
                "host/ethtool-stats/notes-cx4lx-grep-discards-and-pause-global-pause-sent-partial.txt:29: tx_global_pause_duration: 555665182");
    }

    @Test
    void doubleBitErrorsOfAVoltaAreItsUncorrectableOnesCitedByPartNotByTotal() {
        Finding f = RuleCases.check(rule("gpu.memory-errors"),
                "extra/nvidia-smi-q/derived-tkgi-v100d-double-bit.txt", "WARN GPU 0000:02:00.0 GRID V100D-8C").get(0);
        assertThat(f.title()).isEqualTo("Uncorrectable ECC errors since the driver loaded");
        assertThat(f.evidence()).extracting(Object::toString).containsExactly(
                "extra/nvidia-smi-q/derived-tkgi-v100d-double-bit.txt:8: GPU 00000000:02:00.0",
                "extra/nvidia-smi-q/derived-tkgi-v100d-double-bit.txt:131: Device Memory             : 1");
    }

    @Test
    void cnpCountersOfTheShowCountersFixtureSayNoMarkingWasEverSeen() {
        Finding f = RuleCases.check(rule("nic.counter.cnp"),
                "host/hw-counters/notes-cx4lx-show-counters-mlx5_0-out-of-buffer.txt", "INFO port 1").get(0);
        assertThat(f.title()).startsWith("No ECN marking ever seen");
    }

    @Test
    void procfsTreeReportsCongestionCountersAbsentNotZero() {
        Finding f = RuleCases.check(rule("nic.counter.cnp"),
                "host/hw-counters/procfs-ttar-mlx5-cx4lx-vf-counters-and-hw_counters.txt", "INFO port 1").get(0);
        assertThat(f.title()).startsWith("Congestion counters absent");
    }

    @Test
    void retransmissionFindingNamesTimeoutsFirst() {
        Finding f = RuleCases.check(rule("nic.counter.retransmission"),
                "host/hw-counters/procfs-ttar-mlx5-cx4lx-vf-counters-and-hw_counters.txt", "WARN port 1").get(0);
        assertThat(f.title()).isEqualTo("Transport timeouts and retransmissions: duplicate_request 41, "
                + "local_ack_timeout_err 131, out_of_sequence 1, packet_seq_err 1, roce_adp_retrans 99, roce_adp_retrans_to 4");
    }

    @Test
    void hugepagesAreNeverMoreThanInfoAndSaySo() {
        Finding f = RuleCases.check(rule("host.hugepages"), "snapshot:untuned", "INFO hugepages").get(0);
        assertThat(f.title()).isEqualTo("4096 hugepages reserved (not needed for RDMA registration)");
        assertThat(f.evidence()).extracting(Object::toString).anyMatch(e -> e.startsWith("Hugepages are not required for RDMA"));
    }

    @Test
    void irqFindingCitesTheAffinityFilesAndTheNodeCpus() {
        List<Finding> fs = RuleCases.check(rule("host.irq-affinity"),
                "extra/proc/derived-nemu82-mlx5-interrupts.txt, snapshot:untuned",
                "WARN mlx5 IRQs of 0000:18:00.0; INFO mlx5 IRQs of 0000:18:00.0");
        Finding warn = fs.stream().filter(f -> f.severity().name().equals("WARN")).findFirst().get();
        assertThat(warn.title()).isEqualTo("2 of 3 mlx5 IRQs are served off the NIC's NUMA node 1 (CPUs 2-3)");
        assertThat(warn.evidence()).extracting(Object::toString)
                .contains("proc/irq/99/smp_affinity_list: 0", "sys/devices/system/node/node1/cpulist: 2-3");
    }

    @Test
    void gidFindingsNameTheIndexNcclShouldUse() {
        List<Finding> fs = RuleCases.check(rule("nic.roce-gid"), "host/gid-table/nccl769-bond-gid-table-devinfo-v.txt",
                "INFO GID table of host/gid-table/nccl769-bond-gid-table-devinfo-v.txt");
        assertThat(fs.get(0).title()).isEqualTo("Routable RoCE v2 GID at index 3 (::ffff:200.0.209.6)");
        assertThat(fs.get(0).remediation().get(0)).startsWith("export NCCL_IB_GID_INDEX=3");
        Finding mlx50 = RuleCases.check(rule("nic.roce-gid"), "host/show-gids/notes-cx4lx-4dev-12gids-port-down-no-ipv4.txt",
                "INFO mlx5_0 port 1; WARN mlx5_1 port 1; INFO mlx5_2 port 1; WARN mlx5_3 port 1").get(0);
        assertThat(mlx50.title()).isEqualTo("Routable RoCE v2 GID at index 3 (10.108.164.36)");
    }

    /**
     * ibv_devinfo -v without the RoCE version after each GID (before rdma-core PR #682, and older
     * MLNX_OFED): the IPv4-mapped GIDs 14 and 15 are routable but which is v2 is not shown. Before, the
     * rule called them "only link-local or RoCE v1 entries" and warned.
     */
    @Test
    void gidsPrintedWithoutTheirRoceVersionAreNotCalledRoceV1() {
        Finding f = RuleCases.check(rule("nic.roce-gid"), "extra/ibv-devinfo/k8srdmashared164-cx4lx-v-gids-untyped-elided.txt",
                "INFO mlx5_0 port 1").get(0);
        assertThat(f.title()).isEqualTo("Routable GIDs at index 14, 15 (0000:0000:0000:0000:0000:ffff:c0a8:0606) printed "
                + "without a RoCE version: which one is RoCE v2 is not shown");
        assertThat(f.remediation().get(0)).startsWith("cat /sys/class/infiniband/mlx5_0/ports/1/gid_attrs/types/14");
    }

    @Test
    void everyDoctorRuleHasAFiringAndANonFiringCaseInThisTable() throws Exception {
        String table = DoctorRulesOnFixturesTest.class.getDeclaredMethod("rule", String.class, String.class, String.class)
                .getAnnotation(CsvSource.class).textBlock();
        // pcie.acs-enabled and topology.gpu-nic-far need the topology; their cases live with it. The fabric.host-*
        // rules need a switch configuration beside the node's evidence: their cases are in rule.fabric.HostSwitchRulesTest.
        List<String> ids = DoctorRules.all().stream().map(r -> r.info().id())
                .filter(id -> !id.equals("pcie.acs-enabled") && !id.equals("topology.gpu-nic-far") && !id.startsWith("fabric.host-"))
                .toList();
        for (String id : ids) {
            List<String[]> rows = table.lines().map(l -> l.split("\\|", -1)).filter(r -> r[0].strip().equals(id)).toList();
            assertThat(rows).as("cases of %s", id).anySatisfy(r -> assertThat(r[2].strip()).isNotEmpty());
            if (!id.equals("host.hugepages")) { // INFO whenever there is evidence: its silent case is "no evidence"
                assertThat(rows).as("non-firing cases of %s", id).anySatisfy(r -> assertThat(r[2].strip()).isEmpty());
            }
        }
    }

    private static Rule rule(String id) {
        return DoctorRules.all().stream().filter(r -> r.info().id().equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError("no rule " + id));
    }
}
