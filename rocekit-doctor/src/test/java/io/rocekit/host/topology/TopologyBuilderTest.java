package io.rocekit.host.topology;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.doctor.Fixtures;
import io.rocekit.doctor.testing.FakeHost;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.collect.CollectOptions;
import io.rocekit.host.collect.Collector;
import io.rocekit.host.collect.CommandResult;
import io.rocekit.host.model.PciAddress;
import io.rocekit.host.parse.lspcitree.LspciTreeParser;
import io.rocekit.host.parse.nccltopo.NcclTopoParser;
import io.rocekit.host.parse.nvsmitopo.NvidiaSmiTopoParser;
import io.rocekit.host.snapshot.DirectorySnapshot;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TopologyBuilderTest {
    @TempDir
    Path tmp;

    private static PciAddress pci(String s) {
        return PciAddress.parse(s).orElseThrow();
    }

    private DirectorySnapshot collectedFakeServer() throws Exception {
        FakeHost h = FakeHost.smallGpuServer(tmp.resolve("host"));
        Path out = tmp.resolve("snap");
        new Collector(CollectOptions.live("t").withHostRoot(h.root()), spec -> CommandResult.notInstalled(), l -> { })
                .collect(out);
        return DirectorySnapshot.open(out);
    }

    @Test
    void amdInstinctGpusGetTheXgmiNoteNotNvlinks() throws Exception {
        // ROCm/rccl#547: lspci -tv of an EPYC Rome root complex with two MI100 ("[AMD/ATI] Device 738c")
        var src = Fixtures.source("extra/lspci-tree/rccl547-epyc-rome-cx6-mi100-below-switch-partial.txt");
        Topology t = new TopologyBuilder().lspciTree(src.file(), new LspciTreeParser().parse(src)).build().orElseThrow();
        assertThat(t.gpus()).hasSize(2);
        assertThat(t.notes()).contains("xGMI (Infinity Fabric) links between the AMD GPUs are not visible in the PCI tree:"
                + " GPU–GPU cells show PCIe paths (rocm-smi --showtopo or amd-smi topology shows the xGMI links)");
        assertThat(t.notes()).noneMatch(n -> n.contains("NVLink") || n.contains("nvidia-smi"));
    }

    @Test
    void sysfsSnapshotGivesGpusNicsBridgesAndNcclClasses() throws Exception {
        Topology t = new TopologyBuilder().sysfs(collectedFakeServer()).build().orElseThrow();
        assertThat(t.gpus()).containsExactly(new Gpu("GPU0", java.util.Optional.of(pci("0000:03:00.0")), java.util.OptionalInt.of(0)));
        assertThat(t.nics()).extracting(Nic::name, n -> n.device().orElse(""), n -> n.netdev().orElse(""))
                .containsExactly(org.assertj.core.groups.Tuple.tuple("NIC0", "mlx5_0", "eth0"),
                        org.assertj.core.groups.Tuple.tuple("NIC1", "mlx5_1", "eth1"));
        // GPU and NIC0 hang from two downstream ports of one Broadcom Gen5 switch: NCCL flattens it, PIX.
        assertThat(t.connection("GPU0", "NIC0")).contains(Connection.of(PathType.PIX));
        // NIC1 is on another socket's root port.
        assertThat(t.connection("GPU0", "NIC1")).contains(Connection.of(PathType.SYS));
        assertThat(t.nearest("GPU0").orElseThrow().nics()).containsExactly("NIC0");
        assertThat(t.path("GPU0", "NIC0")).containsExactly(pci("0000:02:00.0"), pci("0000:01:00.0"), pci("0000:02:01.0"));
        Bridge dsp1 = t.bridge(pci("0000:02:01.0")).orElseThrow();
        assertThat(dsp1.onGpuNicPath()).isTrue();
        assertThat(dsp1.acs().orElseThrow().p2pObstacles()).containsExactly("ReqRedir", "CmpltRedir");
        assertThat(dsp1.acs().orElseThrow().otherControls()).containsExactly("SrcValid", "UpstreamFwd");
        assertThat(dsp1.acs().orElseThrow().evidence().text()).contains("0x001d");
        assertThat(t.bridge(pci("0000:02:00.0")).orElseThrow().acs().orElseThrow().hindersPeerToPeer()).isFalse();
        assertThat(t.bridge(pci("0000:80:01.0")).orElseThrow().onGpuNicPath()).isFalse();
        assertThat(t.notes()).anyMatch(n -> n.contains("NVLink is not visible"));
    }

    @Test
    void aSnapshotsSysfsCountersAreReadAsACounterListingPerDevice() throws Exception {
        var loaded = new io.rocekit.doctor.examine.EvidenceLoader().snapshot(collectedFakeServer());
        assertThat(loaded.refs()).anyMatch(r -> r.file().equals("sys/class/infiniband/mlx5_0/ports (counter files)")
                && r.kind().equals("hw-counters") && r.problem().isEmpty());
        var counters = loaded.artifacts().stream()
                .filter(a -> a.file().equals("sys/class/infiniband/mlx5_0/ports (counter files)")).findFirst().orElseThrow();
        assertThat(counters.model().toString()).contains("np_cnp_sent").contains("12");
    }

    @Test
    void twoDownstreamPortsOfOneSwitchArePixWithoutBroadcomFlattening() {
        // A PLX switch (no Broadcom ids, nothing to flatten): NCCL hangs GPU and NIC from the
        // upstream port 01:00.0 (xml.cc rewinds two path components), so they are PIX.
        PciTree.Ids plx = new PciTree.Ids(java.util.OptionalInt.of(0x10b5), java.util.OptionalInt.of(0x9797),
                java.util.OptionalInt.of(0x10b5), java.util.OptionalInt.of(0x9797));
        java.util.Optional<PciAddress> none = java.util.Optional.empty();
        PciTree tree = new PciTree(List.of(
                node("0000:01:00.0", PciTree.Role.BRIDGE, plx, none),
                node("0000:02:00.0", PciTree.Role.BRIDGE, plx, java.util.Optional.of(pci("0000:01:00.0"))),
                node("0000:02:01.0", PciTree.Role.BRIDGE, plx, java.util.Optional.of(pci("0000:01:00.0"))),
                node("0000:03:00.0", PciTree.Role.GPU, PciTree.Ids.NONE, java.util.Optional.of(pci("0000:02:00.0"))),
                node("0000:04:00.0", PciTree.Role.NIC, PciTree.Ids.NONE, java.util.Optional.of(pci("0000:02:01.0"))),
                node("0000:04:00.1", PciTree.Role.NIC, PciTree.Ids.NONE, java.util.Optional.of(pci("0000:02:01.0")))));
        Topology t = TreeClassifier.classify(tree, Map.of(), Map.of(), List.of("test"), List.of());
        assertThat(t.connection("GPU0", "NIC0")).contains(Connection.of(PathType.PIX));
        assertThat(t.connection("NIC0", "NIC1")).contains(Connection.of(PathType.PIX));
        assertThat(t.nearest("GPU0").orElseThrow().nics()).containsExactly("NIC0", "NIC1");
        assertThat(t.path("GPU0", "NIC0")).containsExactly(pci("0000:02:00.0"), pci("0000:01:00.0"), pci("0000:02:01.0"));
    }

    @Test
    void aSwitchBelowAnotherSwitchsPortIsPxbAndARootPortIsNoSwitch() {
        // root port 00:01.0 > switch A (10:00.0; ports 11:00.0, 11:01.0) > NIC 12:00.0 on 11:00.0,
        // switch B (13:00.0; port 14:00.0) on 11:01.0 > GPU 15:00.0: two switches, PXB. A GPU
        // alone below root port 00:02.0 shares no switch with anything: PHB.
        java.util.Optional<PciAddress> none = java.util.Optional.empty();
        PciTree tree = new PciTree(List.of(
                node("0000:00:01.0", PciTree.Role.BRIDGE, PciTree.Ids.NONE, none),
                node("0000:00:02.0", PciTree.Role.BRIDGE, PciTree.Ids.NONE, none),
                node("0000:10:00.0", PciTree.Role.BRIDGE, PciTree.Ids.NONE, java.util.Optional.of(pci("0000:00:01.0"))),
                node("0000:11:00.0", PciTree.Role.BRIDGE, PciTree.Ids.NONE, java.util.Optional.of(pci("0000:10:00.0"))),
                node("0000:11:01.0", PciTree.Role.BRIDGE, PciTree.Ids.NONE, java.util.Optional.of(pci("0000:10:00.0"))),
                node("0000:12:00.0", PciTree.Role.NIC, PciTree.Ids.NONE, java.util.Optional.of(pci("0000:11:00.0"))),
                node("0000:13:00.0", PciTree.Role.BRIDGE, PciTree.Ids.NONE, java.util.Optional.of(pci("0000:11:01.0"))),
                node("0000:14:00.0", PciTree.Role.BRIDGE, PciTree.Ids.NONE, java.util.Optional.of(pci("0000:13:00.0"))),
                node("0000:15:00.0", PciTree.Role.GPU, PciTree.Ids.NONE, java.util.Optional.of(pci("0000:14:00.0"))),
                node("0000:20:00.0", PciTree.Role.GPU, PciTree.Ids.NONE, java.util.Optional.of(pci("0000:00:02.0")))));
        Topology t = TreeClassifier.classify(tree, Map.of(), Map.of(), List.of("test"), List.of());
        assertThat(t.connection("GPU0", "NIC0")).contains(Connection.of(PathType.PXB));
        assertThat(t.connection("GPU1", "NIC0")).contains(Connection.of(PathType.PHB));
        assertThat(t.connection("GPU0", "GPU1")).contains(Connection.of(PathType.PHB));
    }

    @Test
    void twoPortsOfOneNicBelowARootPortArePix() {
        // A dual-port NIC straight below root port 00:03.0 (no switch): its two functions are PIX to
        // each other (nvidia-smi's mlx5_0/mlx5_1 pair), PHB to a GPU below another root port.
        java.util.Optional<PciAddress> none = java.util.Optional.empty();
        PciTree tree = new PciTree(List.of(
                node("0000:00:02.0", PciTree.Role.BRIDGE, PciTree.Ids.NONE, none),
                node("0000:00:03.0", PciTree.Role.BRIDGE, PciTree.Ids.NONE, none),
                node("0000:01:00.0", PciTree.Role.GPU, PciTree.Ids.NONE, java.util.Optional.of(pci("0000:00:02.0"))),
                node("0000:02:00.0", PciTree.Role.NIC, PciTree.Ids.NONE, java.util.Optional.of(pci("0000:00:03.0"))),
                node("0000:02:00.1", PciTree.Role.NIC, PciTree.Ids.NONE, java.util.Optional.of(pci("0000:00:03.0")))));
        Topology t = TreeClassifier.classify(tree, Map.of(), Map.of(), List.of("test"), List.of());
        assertThat(t.connection("NIC0", "NIC1")).contains(Connection.of(PathType.PIX));
        assertThat(t.connection("GPU0", "NIC0")).contains(Connection.of(PathType.PHB));
    }

    @Test
    void lspciTreeOfEmulatedSwitchesGivesPixLikeNccl() throws Exception {
        // nccl-tests #256: each GPU and its NIC on two downstream ports of one switch; the
        // author ended the paste with `...`.
        TextSource src = Fixtures.source("extra/lspci-tree/nccltests256-h200-vm-pxb-pcie-switches-lspci-tv-elided.txt");
        var tree = new LspciTreeParser().parse(src);
        Topology t = new TopologyBuilder().lspciTree("tv.txt", tree).build().orElseThrow();
        assertThat(t.gpus()).hasSize(8);
        assertThat(t.nics()).hasSize(8);
        for (int k = 0; k < 8; k++) {
            assertThat(t.nearest("GPU" + k).orElseThrow()).isEqualTo(new Topology.Nearest(Connection.of(PathType.PIX), List.of("NIC" + k)));
        }
        assertThat(t.path("GPU0", "NIC0")).containsExactly(pci("0000:66:01.0"), pci("0000:65:00.0"), pci("0000:66:00.0"));
        assertThat(t.connection("GPU0", "NIC1")).contains(Connection.of(PathType.PHB));
        assertThat(t.connection("GPU0", "NIC4")).contains(Connection.of(PathType.NODE));
        assertThat(t.bridge(pci("0000:64:00.0")).orElseThrow().onGpuNicPath()).isFalse();
        assertThat(t.notes()).anyMatch(n -> n.startsWith("tv.txt:19: '...' (the tree was cut here)"));
    }

    private static PciTree.Node node(String a, PciTree.Role role, PciTree.Ids ids, java.util.Optional<PciAddress> parent) {
        return new PciTree.Node(pci(a), role, ids, java.util.OptionalInt.of(0), "pci0000:00", parent,
                java.util.Optional.empty(), java.util.Optional.empty(), java.util.Optional.empty());
    }

    /** Public NCCL_TOPO_FILE of Azure ND H100 v5: virtual bridges, devices known by class only. */
    @Test
    void azureNdv5FileEveryGpuHasOnePixNicAndOtherSocketsAreSys() throws Exception {
        var xml = new NcclTopoParser().parse(Fixtures.source("extra/nccl-topo-xml/azhpc-ndv5-topo.xml"));
        Topology t = new TopologyBuilder().ncclXml("ndv5.xml", xml).build().orElseThrow();
        assertThat(t.gpus()).hasSize(8);
        assertThat(t.nics()).hasSize(8);
        for (Gpu g : t.gpus()) {
            assertThat(t.nearest(g.name()).orElseThrow().connection().type()).isEqualTo(PathType.PIX);
            assertThat(t.nearest(g.name()).orElseThrow().nics()).hasSize(1);
            for (Nic nic : t.nics()) {
                PathType type = t.connection(g.name(), nic.name()).orElseThrow().type();
                assertThat(type).isIn(PathType.PIX, PathType.PHB, PathType.SYS);
                assertThat(type == PathType.SYS).isEqualTo(!g.numaNode().equals(nic.numaNode()));
            }
        }
    }

    /** Public NCCL_TOPO_FILE of AWS p5.48xlarge: four EFA devices beside each H100. */
    @Test
    void awsP5FileEveryGpuHasFourPixEfaNics() throws Exception {
        var xml = new NcclTopoParser().parse(Fixtures.source("extra/nccl-topo-xml/aws-ofi-nccl-p5.48xl-topo.xml"));
        Topology t = new TopologyBuilder().ncclXml("p5.xml", xml).build().orElseThrow();
        assertThat(t.gpus()).hasSize(8);
        assertThat(t.nics()).hasSize(32);
        for (Gpu g : t.gpus()) {
            Topology.Nearest n = t.nearest(g.name()).orElseThrow();
            assertThat(n.connection().type()).isEqualTo(PathType.PIX);
            assertThat(n.nics()).hasSize(4);
        }
        assertThat(t.connection("GPU0", "NIC4").orElseThrow().type()).isEqualTo(PathType.PHB);
    }

    @Test
    void azureNcclFileEveryGpuHasTwoPixNicsAndOtherSocketsAreSys() throws Exception {
        var xml = new NcclTopoParser().parse(Fixtures.source("host/nccl-topo-xml/azure-ndv4-topo.xml"));
        Topology t = new TopologyBuilder().ncclXml("ndv4.xml", xml).build().orElseThrow();
        assertThat(t.gpus()).hasSize(8);
        assertThat(t.nics()).hasSize(8);
        for (Gpu g : t.gpus()) {
            Topology.Nearest n = t.nearest(g.name()).orElseThrow();
            assertThat(n.connection().type()).isEqualTo(PathType.PIX);
            assertThat(n.nics()).hasSize(2);
            for (Nic nic : t.nics()) {
                boolean sameCpu = g.numaNode().equals(nic.numaNode());
                assertThat(t.connection(g.name(), nic.name()).orElseThrow().type())
                        .isEqualTo(sameCpu ? PathType.PIX : PathType.SYS);
            }
        }
        // GPU0 is the lowest bus id: 0001:00:00.0 (NUMA 1), whose bridge also holds 0101 and 0102.
        assertThat(t.gpus().get(0).busId()).contains(pci("0001:00:00.0"));
        assertThat(t.bridges()).hasSize(4).allMatch(Bridge::onGpuNicPath);
    }

    @Test
    void azureLspciTreeHasNoPathThatAllowsGpuDirect() throws Exception {
        TextSource src = Fixtures.source("host/lspci/nccltests36-azure-nc24rsv3-lspci-tv-ibdev2netdev.txt");
        var tree = new LspciTreeParser().parse(src.slice(1, 11));
        Topology t = new TopologyBuilder().lspciTree("tv.txt", tree).build().orElseThrow();
        assertThat(t.gpus()).hasSize(4);
        assertThat(t.nics()).hasSize(1);
        assertThat(t.bridges()).isEmpty();
        for (Gpu g : t.gpus()) {
            assertThat(t.connection(g.name(), "NIC0").orElseThrow().type().gdrByDefault()).isFalse();
        }
        assertThat(t.notes()).anyMatch(n -> n.contains("no NUMA nodes"));
    }

    @Test
    void nvidiaSmiMatrixAloneKeepsItsClassesAndNames() throws Exception {
        var m = new NvidiaSmiTopoParser().parse(Fixtures.source("host/nvidia-smi-topo/sglang-checkenv-h100-8nic-full.txt"));
        Topology t = new TopologyBuilder().nvidiaSmi("topo.txt", m).build().orElseThrow();
        assertThat(t.nics()).extracting(n -> n.device().orElseThrow()).startsWith("mlx5_0", "mlx5_1");
        for (int k = 0; k < 8; k++) {
            assertThat(t.nearest("GPU" + k).orElseThrow()).isEqualTo(new Topology.Nearest(Connection.of(PathType.PIX), List.of("NIC" + k)));
            assertThat(t.gpu("GPU" + k).orElseThrow().numaNode()).hasValue(k < 4 ? 0 : 1);
        }
        assertThat(t.connection("GPU0", "GPU5")).contains(Connection.nvlink(18));
        assertThat(t.bridges()).isEmpty();
    }

    @Test
    void aCutMatrixIsCompletedFromItsColumnsAndSaysSo() throws Exception {
        var m = new NvidiaSmiTopoParser().parse(Fixtures.source("host/nvidia-smi-topo/nccl1357-h100-6nic-partial.txt"));
        Topology t = new TopologyBuilder().nvidiaSmi("topo.txt", m).build().orElseThrow();
        assertThat(t.nearest("GPU1").orElseThrow().connection().type()).isEqualTo(PathType.SYS);
        assertThat(t.nearest("GPU6").orElseThrow().nics()).containsExactly("NIC3");
        assertThat(t.connection("NIC3", "GPU6")).contains(Connection.of(PathType.PIX));
        assertThat(t.nearest("GPU7")).isEmpty();
        assertThat(t.notes()).anyMatch(n -> n.contains("cut short") && n.contains("GPU7"));
    }

    @Test
    void nvidiaSmiOnTopOfSysfsAddsNvlinkAndKeepsPciClasses() throws Exception {
        String smi = "        GPU0    NIC0    NIC1    CPU Affinity    NUMA Affinity\n"
                + "GPU0     X      PIX     SYS     0       0\n"
                + "NIC0    PIX      X      SYS\n"
                + "NIC1    SYS     SYS      X\n";
        var m = new NvidiaSmiTopoParser().parse(TextSource.of("smi.txt", smi));
        Topology t = new TopologyBuilder().sysfs(collectedFakeServer()).nvidiaSmi("smi.txt", m).build().orElseThrow();
        assertThat(t.sources()).hasSize(2);
        assertThat(t.connection("GPU0", "NIC0")).contains(Connection.of(PathType.PIX));
        assertThat(t.notes()).noneMatch(n -> n.contains("NVLink is not visible"));
    }
}
