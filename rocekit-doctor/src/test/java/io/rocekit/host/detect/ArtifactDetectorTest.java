package io.rocekit.host.detect;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.doctor.Fixtures;
import io.rocekit.doctor.switchcfg.EvidenceReaders;
import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.TextSource;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ArtifactDetectorTest {
    private final ArtifactDetector detector = EvidenceReaders.detector();

    /** Every shared fixture, with the parts a correct detector finds: kind[first-last] ... */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            ethtool-stats/ethq8-cx4lx-mlx5-ethtool-i-and-S-partial.txt | ethtool-driver[1-10] ethtool-stats[12-35]
            ethtool-stats/notes-cx4lx-grep-discards-and-pause-global-pause-sent-partial.txt | ethtool-stats[1-32]
            gid-table/nccl769-bond-gid-table-devinfo-v.txt | ibv-devinfo[1-5]
            hw-counters/notes-cx4lx-rdma-statistic-show-4dev-oneline.txt | hw-counters[1-4]
            hw-counters/notes-cx4lx-show-counters-mlx5_0-out-of-buffer.txt | hw-counters[1-31]
            hw-counters/procfs-ttar-mlx5-cx4lx-vf-counters-and-hw_counters.txt | hw-counters[1-54]
            ibstat/mlx4-cx3-fdr-56-active.txt | ibstat[1-17]
            ibv-devinfo/azhpc44-cx4lx-vf-renamed-mtu1024.txt | ibv-devinfo[1-18]
            ibv-devinfo/deepep60-cx6dx-down-cx7-partial.txt | ibv-devinfo[1-29]
            ibv-devinfo/ompi6184-cx5-verbose-tabs-mofed4-partial.txt | ibv-devinfo[1-53]
            lspci/linuxhw-as4124gstnr-broadcom-pex88096-usp-dsp-acs-off-partial.txt | lspci-vv[1-160]
            lspci/nccltests36-azure-nc24rsv3-lspci-tv-ibdev2netdev.txt | lspci-tree[2-11] unknown[14-14]
            lspci/perftest241-acsctl-grep-all-disabled-partial.txt | lspci-vv[1-14]
            mlnx-qos/blog-cx5-dcbx-fw-trust-dscp-pfc3-ets50.txt | mlnx-qos[1-28]
            mlxconfig/mstflint830-bluefield-dcqcn-params-fragment.txt | mlxconfig[1-13]
            nccl-debug-log/nccl1357-h100-net-ib-sharp-ibext.txt | nccl-log[1-9]
            nccl-debug-log/nccl398-efa-unsupported-falls-back-socket.txt | nccl-log[1-11]
            nccl-tests/awsome-p5-2node-efa-mpi-prefix-elided.txt | nccl-tests[1-13]
            nccl-tests/awsome-p5en-topology-aware-no-group-header-elided.txt | nccl-tests[1-8]
            nccl-tests/hwnotes-a40-4gpu-sys-p2p-disabled-1g-8g.txt | nccl-tests[1-9]
            nccl-tests/nccltests232-2node-1gpu-4nic-tree-partial.txt | nccl-tests[1-9]
            nccl-tests/nccltests294-h100-2node-header-group-col-partial.txt | nccl-tests[1-15]
            nccl-topo-xml/azure-ndv4-topo.xml | nccl-topo-xml[1-34]
            nvidia-smi-q/notes-h800-q-i0-bar1-131072-ecc-off.txt | nvidia-smi-query[1-181]
            nvidia-smi-topo/deepep128-pcie-gpus-sys-partial.txt | nvidia-smi-topo[1-7]
            nvidia-smi-topo/deepep60-topo-mp-14nic-partial.txt | nvidia-smi-topo[1-5]
            nvidia-smi-topo/nccl1357-h100-6nic-partial.txt | nvidia-smi-topo[1-8]
            nvidia-smi-topo/nccl2157-a100-18nic-header-unindented-partial.txt | nvidia-smi-topo[1-5]
            nvidia-smi-topo/sglang-checkenv-h100-8nic-full.txt | nvidia-smi-topo[1-38]
            perftest/perftest-pr21-use-cuda-v100-roce-mtu1024-old.txt | perftest-bw[3-27]
            perftest/perftest273-write-postlist-8B-msgrate.txt | perftest-bw[1-19]
            show-gids/notes-cx4lx-4dev-12gids-port-down-no-ipv4.txt | show-gids[1-15]
            """)
    void shouldRecogniseEverySharedFixtureByContent(String file, String expected) {
        Identification id = detector.identify(Fixtures.source("host/" + file));
        assertThat(describe(id)).isEqualTo(expected);
    }

    /**
     * srun --label pads the rank to the width of the job's largest ({@code " 0: "} with ten ranks or
     * more), as in an RCCL all_gather run on MI250X nodes (ROCm/rccl issue #1490): nccl-tests, not the
     * IRQ lines of /proc/interrupts its {@code "0:  65536  512"} rows resemble.
     */
    @Test
    void srunLabelsPaddedToTheRankWidthAreCut() {
        String text = " 0: #       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw"
                + " #wrong\n 0: #        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)"
                + "  (GB/s)\n 0:        65536           512     float    none      -1    107.5    0.61    0.59      0    105.6"
                + "    0.62    0.60      0\n 0:       131072          1024     float    none      -1    210.0    0.62    0.60      0"
                + "    202.6    0.65    0.63      0\n";
        assertThat(detector.identify(TextSource.of("rccl.txt", text)).singleKind()).isEqualTo(ArtifactKind.NCCL_TESTS);
    }

    @Test
    void ibstatusIsIbstatNotIbvDevinfo() {
        // ibstatus' lower-case keys (link_layer, sm lid) look like ibv_devinfo's; its port header does not
        Identification id = detector.identify(Fixtures.source("extra/ibstat/hpcwiki-cx7-ibstat-ibstatus-devinfo-200-hdr.txt"));
        assertThat(id.parts()).extracting(p -> p.kind()).containsExactly(ArtifactKind.UNKNOWN, ArtifactKind.IBSTAT,
                ArtifactKind.IBSTAT, ArtifactKind.IBV_DEVINFO);
        assertThat(id.parts().get(2).command()).contains("sudo ibstatus");
    }

    @Test
    void aPromptBehindACondaEnvironmentIsAPrompt() {
        Identification id = detector.identify(Fixtures.source("extra/ibstat/mlnxofed-guide-conda-prompt-ibstatus-eth-down-200-hdr.txt"));
        assertThat(id.parts()).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(ArtifactKind.IBSTAT);
            assertThat(p.command()).contains("ibstatus");
        });
    }

    /** {@code ~$ show_gids}: the working directory alone before {@code $} (NVIDIA/nccl #1131). */
    @Test
    void aPromptOfTheWorkingDirectoryAloneIsAPrompt() {
        Identification id = detector.identify(Fixtures.source("extra/show-gids/nccl1131-tilde-prompt-2dev-partial.txt"));
        assertThat(id.parts()).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(ArtifactKind.SHOW_GIDS);
            assertThat(p.command()).contains("show_gids");
        });
    }

    @Test
    void shouldNotUseTheFileName() {
        String text = Fixtures.text("host/mlnx-qos/blog-cx5-dcbx-fw-trust-dscp-pfc3-ets50.txt");
        assertThat(detector.identify(TextSource.of("lspci-vvv.txt", text)).singleKind()).isEqualTo(ArtifactKind.MLNX_QOS);
    }

    @Test
    void shouldKeepTheCommandsOfATranscript() {
        Identification id = detector.identify(Fixtures.source("host/lspci/nccltests36-azure-nc24rsv3-lspci-tv-ibdev2netdev.txt"));
        assertThat(id.isTranscript()).isTrue();
        assertThat(id.parts()).extracting(p -> p.command().orElse("")).containsExactly("lspci -tv", "sudo ibdev2netdev -v");
    }

    @Test
    void shouldNoteNcclLogLinesInterleavedWithATestRun() {
        Identification id = detector.identify(Fixtures.source("host/nccl-debug-log/nccl398-efa-unsupported-falls-back-socket.txt"));
        assertThat(id.parts().get(0).alsoContains()).isEqualTo(Set.of(ArtifactKind.NCCL_TESTS));
    }

    @Test
    void shouldKeepTheNcclLinesOfAFailedTestRunInsideThatRun() throws Exception {
        String text = java.nio.file.Files.readString(java.nio.file.Path.of(
                getClass().getResource("/bench/variants/nccltests-allreduce-ib-completion-error.txt").toURI()));
        Identification id = detector.identify(TextSource.of("run.txt", text));
        assertThat(id.parts()).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(ArtifactKind.NCCL_TESTS);
            assertThat(p.alsoContains()).contains(ArtifactKind.NCCL_LOG);
        });
    }

    @Test
    void shouldSplitAPastedTranscriptOfSeveralKnownOutputs() {
        String transcript = "[root@gpu01 ~]# lsmod | grep peermem\n"
                + "nvidia_peermem         16384  0\n"
                + "nvidia              56512512  1 nvidia_peermem\n"
                + "[root@gpu01 ~]# cat /proc/cmdline\n"
                + "BOOT_IMAGE=/vmlinuz-5.15.0 root=UUID=1234 ro intel_iommu=on iommu=pt\n"
                + "[root@gpu01 ~]# ethtool -i eth0\n"
                + "driver: mlx5_core\nversion: 5.15.0\nfirmware-version: 28.39.2048 (MT_0000000838)\nbus-info: 0000:18:00.0\n"
                + "[root@gpu01 ~]# echo done\n"
                + "done\n";
        Identification id = detector.identify(TextSource.of("session.log", transcript));
        assertThat(describe(id)).isEqualTo("lsmod[2-3] proc-cmdline[5-5] ethtool-driver[7-10] unknown[12-12]");
    }

    /**
     * A paste that ends with the prompt the user came back to ({@code root@host:~# } with nothing
     * typed), as most terminal copies do: the prompt closes the output above it and is no output
     * itself. Before, it was read as a line of that output and the mlnx_qos part failed (exit 2).
     */
    @Test
    void aPromptWithNothingTypedEndsTheOutputAboveIt() {
        String qos = Fixtures.text("extra/mlnx-qos/netarbiter-os-dcbx-trust-dscp-pfc-off.txt");
        String gids = Fixtures.text("extra/show-gids/hurray0-cx4-vpi-no-ipv4-ib-port.txt");
        String transcript = "root@centos12:/home/centos12# mlnx_qos -i ens6\n" + qos
                + "root@centos12:/home/centos12# \n"
                + "[root@pxvirt1 ~]# show_gids\n" + gids + "[root@pxvirt1 ~]#\n$ \n";
        Identification id = detector.identify(TextSource.of("session.log", transcript));
        assertThat(id.parts()).extracting(DetectedPart::kind).containsExactly(ArtifactKind.MLNX_QOS, ArtifactKind.SHOW_GIDS);
        assertThat(id.parts()).allSatisfy(p -> assertThat(p.text().lines()).noneMatch(l -> l.contains("#") || l.startsWith("$")));
    }

    @Test
    void shouldCallTextOfNoKnownKindUnknown() {
        assertThat(detector.identify(TextSource.of("a", "hello\nworld\n")).singleKind()).isEqualTo(ArtifactKind.UNKNOWN);
        assertThat(detector.identify(TextSource.of("a", "")).singleKind()).isEqualTo(ArtifactKind.UNKNOWN);
        // plain `lspci` (no -v) is not lspci -vv: its details are missing
        assertThat(detector.kindOf(TextSource.of("a", "00:00.0 Host bridge: Intel Corporation Device 09a2 (rev 04)\n"
                + "3b:00.0 Ethernet controller: Mellanox Technologies MT2892 Family [ConnectX-6 Dx]\n")))
                .isEqualTo(ArtifactKind.UNKNOWN);
    }

    @Test
    void shouldRecogniseTheKindsWithoutSharedFixtures() {
        assertThat(detector.kindOf(TextSource.of("a", "Settings for eth0:\n\tSupported ports: [ FIBRE ]\n"
                + "\tSpeed: 400000Mb/s\n\tDuplex: Full\n\tLink detected: yes\n"))).isEqualTo(ArtifactKind.ETHTOOL);
        assertThat(detector.kindOf(TextSource.of("a", "           CPU0       CPU1\n  0:         38          0   IO-APIC   2-edge      timer\n"
                + " 98:          0     123456  PCI-MSI 1572864-edge      mlx5_comp0@pci:0000:18:00.0\nNMI:          0          0   Non-maskable interrupts\n")))
                .isEqualTo(ArtifactKind.PROC_INTERRUPTS);
        assertThat(detector.kindOf(TextSource.of("a", "Module                  Size  Used by\nnvidia_peermem         16384  0\n")))
                .isEqualTo(ArtifactKind.LSMOD);
        assertThat(detector.kindOf(TextSource.of("a", "CA: mlx5_0:\n      0x506b4b0300cc4c52      1    1[  ] ==( 4X      25.78125 Gbps Active/  LinkUp)==>      12   17[  ] \"switch\" ( )\n")))
                .isEqualTo(ArtifactKind.IBLINKINFO);
        assertThat(detector.kindOf(TextSource.of("a", "             RDMA_Write Latency Test\n #bytes #iterations    t_min[usec]    t_max[usec]  t_typical[usec]\n 2       1000          1.02           3.40         1.06\n")))
                .isEqualTo(ArtifactKind.PERFTEST_LAT);
    }

    @Test
    void shouldSeeThroughLauncherPrefixes() {
        String srun = "0: # nThread 1 nGpus 1 minBytes 1048576 maxBytes 67108864 step: 2(factor) warmup iters: 5 iters: 20\n"
                + "0: #       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong\n"
                + "0:      1048576        262144     float     sum      -1    95.21   11.01   16.52      0    94.88   11.05   16.58      0\n";
        assertThat(detector.kindOf(TextSource.of("a", srun))).isEqualTo(ArtifactKind.NCCL_TESTS);
        // a 3-digit IRQ at column 0 looks like an srun label, but the row itself is what counts
        String irq = "           CPU0       CPU1\n100:          0     752311   PCI-MSI 1572866-edge      mlx5_comp1@pci:0000:18:00.0\n";
        assertThat(detector.kindOf(TextSource.of("a", irq))).isEqualTo(ArtifactKind.PROC_INTERRUPTS);
    }

    @Test
    void shouldTellAPeerToPeerCapabilityTableFromATopologyMatrix() {
        String p2p = " \tGPU0\tGPU1\tGPU2\t\n GPU0\tX\tOK\tCNS\t\n GPU1\tOK\tX\tNS\t\n GPU2\tCNS\tNS\tX\t\n\nLegend:\n\n"
                + "  X    = Self\n  OK   = Status Ok\n  CNS  = Chipset not supported\n  GNS  = GPU not supported\n"
                + "  TNS  = Topology not supported\n  NS   = Not supported\n  U    = Unknown\n";
        assertThat(detector.kindOf(TextSource.of("a", p2p))).isEqualTo(ArtifactKind.NVIDIA_SMI_P2P);
        var parts = detector.identify(Fixtures.source("extra/nvidia-smi-topo/rtx5060ti-4gpu-phb-topo-p2p-bar1-grep-transcript.txt")).parts();
        assertThat(parts).extracting(p -> p.kind() + "@" + p.firstLine()).containsExactly("unknown@2", "nvidia-smi-topo@9", "nvidia-smi-p2p@17", "unknown@26", "unknown@32");
    }

    @Test
    void shouldTellRocmSmiTopologyTablesFromAnNvidiaSmiMatrix() {
        var source = Fixtures.source("host/rocm-smi/rocmsmilib108-showtopo-4gpu-pcie-partial.txt");
        assertThat(detector.kindOf(source)).isEqualTo(ArtifactKind.ROCM_SMI_TOPO);
    }

    @Test
    void shouldRecogniseRocmSmiWithItsWarningAndAmdSmiTopology() {
        assertThat(detector.kindOf(Fixtures.source("host/rocm-smi/msswift-showtopo-8gpu-mi308x-xgmi-numa.txt")))
                .isEqualTo(ArtifactKind.ROCM_SMI_TOPO);
        assertThat(detector.kindOf(Fixtures.source("host/amd-smi/amdsmi-changelog-topology-8gpu-xgmi.txt")))
                .isEqualTo(ArtifactKind.AMD_SMI_TOPO);
        assertThat(detector.kindOf(Fixtures.source("host/amd-smi/amdsmi-changelog-topology-json-a-t-2gpu-pcie.json")))
                .isEqualTo(ArtifactKind.AMD_SMI_TOPO);
        assertThat(detector.kindOf(Fixtures.source("host/amd-smi/amdsmi-changelog-topology-json-previous-2gpu-pcie.json")))
                .isEqualTo(ArtifactKind.AMD_SMI_TOPO);
    }

    @Test
    void shouldSeeThroughRayWorkerPrefixes() {
        String ray = "(RayWorkerWrapper pid=663) NCCL version 2.21.5+cuda12.4\n"
                + "(RayWorkerWrapper pid=627, ip=10.244.1.107) h-1:627:627 [1] NCCL INFO NCCL_NET_GDR_LEVEL set by environment to SYS\n"
                + "(RayWorkerWrapper pid=627, ip=10.244.1.107) h-1:627:627 [1] NCCL INFO Channel 00/0 : 0[1] -> 1[1] [receive] via NET/IB/1/GDRDMA\n";
        assertThat(detector.kindOf(TextSource.of("a", ray))).isEqualTo(ArtifactKind.NCCL_LOG);
    }

    @Test
    void shouldTellPerftestFailuresApartOnlyByTheirCommand() {
        String failure = "Couldn't connect to 10.2.0.22:18515\n"
                + "Unable to open file descriptor for socket connection Unable to init the socket connection\n";
        assertThat(describe(detector.identify(TextSource.of("a", "$ ib_write_lat -d mlx5_0 10.2.0.22\n" + failure))))
                .isEqualTo("perftest-lat[2-3]");
        assertThat(describe(detector.identify(TextSource.of("a", "$ ib_send_bw -d mlx5_0 10.2.0.22\n" + failure))))
                .isEqualTo("perftest-bw[2-3]");
        // without the command, bw and lat fit equally well: not guessed
        assertThat(detector.identify(TextSource.of("a", failure)).singleKind()).isEqualTo(ArtifactKind.UNKNOWN);
    }

    private static String describe(Identification id) {
        List<String> parts = id.parts().stream()
                .map(p -> p.kind().id() + "[" + p.firstLine() + "-" + p.lastLine() + "]").toList();
        return parts.stream().collect(Collectors.joining(" "));
    }
}
