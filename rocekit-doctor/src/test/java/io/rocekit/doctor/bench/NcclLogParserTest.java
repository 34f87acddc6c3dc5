package io.rocekit.doctor.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.doctor.Fixtures;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.bench.NcclGdr;
import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.bench.NcclNetDevice;
import io.rocekit.host.bench.NcclTransport;
import io.rocekit.host.parse.nccllog.NcclLogParser;
import org.junit.jupiter.api.Test;

class NcclLogParserTest {
    private static NcclLog parse(String path) {
        return new NcclLogParser().parse(BenchFixtures.source(path));
    }

    @Test
    void ibExtPluginWithFourSharpHcas() {
        NcclLog log = parse("nccl-debug-log/nccl1357-h100-net-ib-sharp-ibext.txt");
        assertThat(log.network()).contains("IBext");
        assertThat(log.netDevices()).extracting(NcclNetDevice::name).containsExactly("mlx5_0", "mlx5_1", "mlx5_4", "mlx5_5");
        assertThat(log.netDevices()).allSatisfy(d -> {
            assertThat(d.port()).isEqualTo(1);
            assertThat(d.linkLayer()).isEqualTo("IB");
            assertThat(d.flags()).containsExactly("SHARP");
        });
        assertThat(log.netDevices().get(2).index()).isEqualTo(2);
        assertThat(log.nranks()).hasValue(16);
        // cudaDev 7 on qh100-gpu20: 8 GPUs per node
        assertThat(log.gpusPerNode()).hasValue(8);
        assertThat(log.gpusPerHost()).containsKeys("qh100-gpu19", "qh100-gpu20");
        assertThat(log.netUsingLine()).hasValueSatisfying(e -> assertThat(e.line()).hasValue(1));
        assertThat(log.warnings()).isEmpty();
    }

    @Test
    void efaPluginFailureThenSocketFallback() {
        NcclLog log = parse("nccl-debug-log/nccl398-efa-unsupported-falls-back-socket.txt");
        assertThat(log.versionText()).contains("2.4.8+cuda10.1");
        assertThat(log.network()).isEmpty();
        assertThat(log.ibNoDevice()).hasValueSatisfying(e -> assertThat(e.line()).hasValue(9));
        assertThat(log.socketLine()).hasValueSatisfying(e -> assertThat(e.text()).contains("NET/Socket : Using [0]ens5"));
        assertThat(log.warnings()).singleElement().satisfies(w -> assertThat(w.text()).contains("Only EFA provider is supported"));
        assertThat(log.netDevices()).isEmpty();
    }

    @Test
    void roceLogWithSpeedGdrDecisionsAndChannelTransports() {
        NcclLog log = parse("variants/nccltests-roce-2node-h100-gdr-off-with-log.txt");
        assertThat(log.versionText()).contains("2.19.3+cuda12.3");
        assertThat(log.network()).contains("IB");
        assertThat(log.netDevices()).hasSize(8).allSatisfy(d -> assertThat(d.linkLayer()).isEqualTo("RoCE"));
        assertThat(log.nicSpeedGbps()).hasValue(400.0);
        assertThat(log.gdr()).hasSize(2).allSatisfy(g -> {
            assertThat(g.enabled()).isFalse();
            assertThat(g.reason()).contains("distance 8 > 5");
        });
        assertThat(log.gdr()).extracting(NcclGdr::gpu).containsExactly(java.util.Optional.of("0"), java.util.Optional.of("3"));
        assertThat(log.connections(NcclTransport.Kind.NET_RDMA_NO_GDR)).isEqualTo(3);
        assertThat(log.connections(NcclTransport.Kind.NET_RDMA_GDR)).isZero();
        assertThat(log.connections(NcclTransport.Kind.P2P)).isEqualTo(1);
        assertThat(log.ringPxnGdr()).isPresent();
        assertThat(log.env()).containsKey("NCCL_IB_GID_INDEX");
        assertThat(log.nranks()).hasValue(16);
    }

    @Test
    void socketChannelsAndTheSettingThatForcedThem() {
        NcclLog log = parse("variants/nccllog-ib-disabled-socket-channels.txt");
        assertThat(log.network()).contains("Socket");
        assertThat(log.connections(NcclTransport.Kind.NET_SOCKET)).isEqualTo(4);
        assertThat(log.env()).containsKey("NCCL_IB_DISABLE");
        assertThat(log.gpusPerHost()).hasSize(2);
    }

    @Test
    void noPeerMemoryModuleIsReadFromTheHcaForm() {
        NcclLog log = parse("variants/nccllog-gdr-no-module.txt");
        assertThat(log.gdr()).singleElement().satisfies(g -> {
            assertThat(g.enabled()).isFalse();
            assertThat(g.hca()).contains("0 'mlx5_bond_0'");
            assertThat(g.reason()).contains("no module");
        });
        assertThat(log.netDevices()).singleElement().satisfies(d -> assertThat(d.name()).isEqualTo("mlx5_bond_0"));
    }

    @Test
    void gdrDistanceFormOfOlderReleasesAndGdrdmaChannels() {
        String text = String.join("\n",
                "n1:100:200 [1] NCCL INFO NET/IB : GPU Direct RDMA Disabled for GPU 1c000 / HCA 0 (distance 4 >= 4)",
                "n1:100:200 [0] NCCL INFO GPU Direct RDMA Enabled for GPU 0 / HCA 0 (distance 3 <= 5), read 1 mode Default",
                "n1:100:200 [0] NCCL INFO Ring 00 : 7 -> 8 [send] via NET/IB/0/GDRDMA",
                "n1:100:200 [0] NCCL INFO Channel 01/0 : 0[0] -> 8[0] [send] via NET/IB/1/GDRDMA/Shared",
                "n1:100:200 [0] NCCL INFO Channel 02/0 : 0[0] -> 8[0] [send] via NET/AWS Libfabric/0/GDRDMA",
                "n1:100:200 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[1] via SHM/direct/direct",
                "n1:100:200 [0] NCCL INFO + NET[50.0] - NET/0 (b0a1c30003d18f00/1/50.000000)");
        NcclLog log = new NcclLogParser().parse(TextSource.of("x.log", text));
        assertThat(log.gdr()).extracting(NcclGdr::enabled).containsExactly(false, true);
        assertThat(log.gdr().get(0).reason()).contains("distance 4 >= 4");
        assertThat(log.connections(NcclTransport.Kind.NET_RDMA_GDR)).isEqualTo(3);
        assertThat(log.connections(NcclTransport.Kind.SHM)).isEqualTo(1);
        assertThat(log.nicSpeedGbps()).hasValue(400.0);
    }

    @Test
    void communicatorSummaryOfNewerReleasesGivesNodesAndGpusPerNode() {
        String text = String.join("\n",
                "g1:10:20 [0] NCCL INFO comm 0x55d1c3f0 rank 0 nRanks 32 nNodes 4 localRanks 8 localRank 0 MNNVL 0",
                "g1:10:20 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/RoCE [1]mlx5_3:1/RoCE [RO]; OOB eth0:10.0.0.1<0>");
        NcclLog log = new NcclLogParser().parse(TextSource.of("n.log", text));
        assertThat(log.nodes()).hasValue(4);
        assertThat(log.localRanks()).hasValue(8);
        assertThat(log.gpusPerNode()).hasValue(8);
        assertThat(log.hostCount()).isEqualTo(4);
        // two NICs for eight GPUs
        assertThat(new io.rocekit.doctor.rule.bench.FewerNicsThanGpusRule().check(
                new io.rocekit.doctor.rule.bench.BenchContext(java.util.List.of(), java.util.List.of(log))))
                .singleElement().satisfies(f -> assertThat(f.title()).contains("2 NIC(s) for 8 GPUs per node"));
    }

    @Test
    void textWithoutNcclLinesIsAnEmptyLog() {
        assertThat(new NcclLogParser().parse(TextSource.of("e.txt", "hello\n# nThread 1 nGpus 1\n")).isEmpty()).isTrue();
    }

    @Test
    void mergedVirtualDevicesListEveryPortWithItsDevice() {
        NcclLog log = new NcclLogParser().parse(
                Fixtures.source("extra/nccl-debug-log/nccltests373-ibext-v8-merged-vdevs-roce-no-gdr-warn.txt"));
        assertThat(log.netDevices()).extracting(NcclNetDevice::name).containsExactly("mlx5_2", "mlx5_3", "mlx5_0", "mlx5_1");
        assertThat(log.netDevices()).extracting(NcclNetDevice::index).containsExactly(0, 1, 2, 3);
        assertThat(log.netDevices()).extracting(d -> d.virtualDevice().getAsInt()).containsExactly(0, 0, 1, 1);
        assertThat(log.netDevices()).allSatisfy(d -> {
            assertThat(d.port()).isEqualTo(1);
            assertThat(d.linkLayer()).isEqualTo("RoCE");
            assertThat(d.flags()).isEmpty();
        });
        assertThat(log.relaxedOrdering()).isTrue();
        assertThat(log.oob()).contains("bond0.526");
        assertThat(log.netUsingLine()).hasValueSatisfying(e -> assertThat(e.line()).hasValue(5));
        assertThat(log.connections(NcclTransport.Kind.NET_RDMA_NO_GDR)).isEqualTo(4);
    }

    @Test
    void theFlatListHasNoVirtualDevices() {
        NcclLog log = new NcclLogParser().parse(TextSource.of("l.txt",
                "h:1:2 [0] NCCL INFO NET/IB : Using [0]mlx5_0+mlx5_1:1/RoCE [1]mlx5_4:1/IB/SHARP ; OOB eth0:10.0.0.1<0>\n"));
        assertThat(log.netDevices()).extracting(NcclNetDevice::name).containsExactly("mlx5_0+mlx5_1", "mlx5_4");
        assertThat(log.netDevices()).allSatisfy(d -> assertThat(d.virtualDevice()).isEmpty());
        assertThat(log.netDevices().get(1).flags()).containsExactly("SHARP");
        assertThat(log.relaxedOrdering()).isFalse();
    }

    @Test
    void oneLineMixingMergedAndOnePortDevicesKeepsEveryPortInOrder() {
        // net_ib.cc prints "[d]={...}" for a merged device and "[d]name:port/RoCE" for a one-port one
        NcclLog log = new NcclLogParser().parse(TextSource.of("m.txt",
                "h:1:2 [0] NCCL INFO NET/IB : Using [0]={[0] mlx5_2:1/RoCE, [1] mlx5_3:1/RoCE} [2]mlx5_4:1/RoCE"
                        + " [RO]; OOB bond0.526:169.136.106.9<0>\n"));
        assertThat(log.netDevices()).extracting(NcclNetDevice::name).containsExactly("mlx5_2", "mlx5_3", "mlx5_4");
        assertThat(log.netDevices()).extracting(NcclNetDevice::index).containsExactly(0, 1, 2);
        assertThat(log.netDevices()).extracting(d -> d.virtualDevice().isPresent()).containsExactly(true, true, false);
        assertThat(log.netDevices().get(0).virtualDevice()).hasValue(0);
        assertThat(log.relaxedOrdering()).isTrue();
        assertThat(log.oob()).contains("bond0.526");

        NcclLog single = new NcclLogParser().parse(TextSource.of("s.txt",
                "h:1:2 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/RoCE [1]={[1] mlx5_1:1/RoCE, [2] mlx5_2:1/RoCE}\n"));
        assertThat(single.netDevices()).extracting(NcclNetDevice::name).containsExactly("mlx5_0", "mlx5_1", "mlx5_2");
        assertThat(single.netDevices()).extracting(d -> d.virtualDevice().orElse(-1)).containsExactly(-1, 1, 1);
    }

    @Test
    void aLineOfManyUnclosedMergedDevicesParsesInLinearTime() {
        String line = "h:1:2 [0] NCCL INFO NET/IB : Using " + "[1]={".repeat(100_000) + "\n";
        long start = System.nanoTime();
        NcclLog log = new NcclLogParser().parse(TextSource.of("hostile.txt", line));
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertThat(log.netDevices()).isEmpty();
        // the old "[^}]*" body rescanned the rest of the line from every "[1]={": 35 s for 40k
        assertThat(ms).isLessThan(10_000); // quadratic: minutes at 100k; 10 s leaves room for a loaded CI host
    }

    @Test
    void rayWorkerPrefixesAreCutLikeLauncherPrefixes() {
        NcclLog log = new NcclLogParser().parse(
                Fixtures.source("extra/nccl-debug-log/vllm-ray-deepseek-nccl2.21.5-interleaved-ray-prefix-excerpt.txt"));
        assertThat(log.versionText()).contains("2.21.5+cuda12.4");
        assertThat(log.version()).hasValueSatisfying(e -> assertThat(e.line()).hasValue(14));
        // 4 GDRDMA channels of the driver process, 4 of the Ray worker on 10.244.1.107
        assertThat(log.connections(NcclTransport.Kind.NET_RDMA_GDR)).isEqualTo(8);
        assertThat(log.network()).contains("IB");
        // NVIDIA/nccl src/init.cc dmaBufSupported: the GPU side of DMA-BUF, a capability, not a decision
        assertThat(log.gdrSupport(io.rocekit.host.bench.NcclGdrSupport.Way.GPU_DMABUF))
                .singleElement().satisfies(s -> assertThat(s.line().line()).hasValue(6));
        assertThat(log.gdr()).isEmpty();
    }

    @Test
    void theRdmaPluginsDmaBufLineIsACapabilityNotADecision() {
        NcclLog log = parse("variants/nccllog-rdma-plugin-dmabuf-nic-only-gdr-disabled.txt");
        assertThat(log.gdrSupport(io.rocekit.host.bench.NcclGdrSupport.Way.NIC_DMABUF)).singleElement()
                .satisfies(s -> assertThat(s.hca()).contains("rocep1s0f0"));
        assertThat(log.gdrSupport(io.rocekit.host.bench.NcclGdrSupport.Way.NIC_PEERMEM)).isEmpty();
        assertThat(log.gdrSupport(io.rocekit.host.bench.NcclGdrSupport.Way.GPU_DMABUF)).isEmpty();
        // the decision is NCCL's own per-NIC line (src/graph/topo.cc), printed with the plugin's name
        assertThat(log.gdr()).singleElement().satisfies(g -> {
            assertThat(g.enabled()).isFalse();
            assertThat(g.hca()).contains("0 'rocep1s0f0'");
        });
        assertThat(log.connections(NcclTransport.Kind.NET_RDMA_NO_GDR)).isEqualTo(2);
    }

    @Test
    void anEnvironmentSettingIsReadAsTheIntegerNcclReads() {
        NcclLog log = new NcclLogParser().parse(TextSource.of("env.log", String.join("\n",
                "h:1:2 [0] NCCL INFO NCCL_IB_TC set by environment to 106.",
                "h:1:2 [0] NCCL INFO NCCL_IB_DISABLE set by environment to 0.",
                "h:1:2 [0] NCCL INFO NCCL_IB_GID_INDEX set by environment to -1.",
                "h:1:2 [0] NCCL INFO NCCL_IB_HCA set by environment to mlx5_0,mlx5_1.",
                "h:1:2 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/RoCE [1]mlx5_1:1/IB ; OOB eth0:10.0.0.1<0>", "")));
        assertThat(log.envInt("NCCL_IB_TC")).hasValue(106);
        assertThat(log.envInt("NCCL_IB_DISABLE")).hasValue(0);
        assertThat(log.envInt("NCCL_IB_GID_INDEX")).isEmpty(); // -1: NCCL's own choice, not an index
        assertThat(log.envInt("NCCL_IB_HCA")).isEmpty();
        assertThat(log.envInt("NCCL_IB_SL")).isEmpty();
        assertThat(log.roceDevices()).extracting(d -> d.name()).containsExactly("mlx5_0");
    }
}
