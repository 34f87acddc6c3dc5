package io.rocekit.doctor.rule.topology;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.doctor.Fixtures;
import io.rocekit.doctor.examine.EvidenceLoader;
import io.rocekit.doctor.examine.Examination;
import io.rocekit.doctor.examine.Examiner;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.pcie.AcsEnabledRule;
import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.lspci.LspciDump;
import io.rocekit.host.parse.lspci.LspciVerboseParser;
import io.rocekit.host.parse.lspcitree.LspciTreeParser;
import io.rocekit.host.parse.nvsmitopo.NvidiaSmiTopoParser;
import io.rocekit.host.snapshot.ResourceSnapshot;
import io.rocekit.host.topology.Topology;
import io.rocekit.host.topology.TopologyBuilder;
import java.util.List;
import org.junit.jupiter.api.Test;

/** pcie.acs-enabled and topology.gpu-nic-far on real fixtures: cases that fire and cases that must not. */
class TopologyRulesTest {
    private static List<Finding> farOn(String fixture) throws Exception {
        var m = new NvidiaSmiTopoParser().parse(Fixtures.source("host/nvidia-smi-topo/" + fixture));
        Topology t = new TopologyBuilder().nvidiaSmi(fixture, m).build().orElseThrow();
        return new GpuNicFarRule().check(NodeEvidence.of(List.of()).with(t));
    }

    @Test
    void nccl1357GpusOneThreeAndFiveHaveNoCloseNic() throws Exception {
        List<Finding> f = farOn("nccl1357-h100-6nic-partial.txt");
        assertThat(f).extracting(Finding::subject).containsExactly("GPU1", "GPU3", "GPU5");
        assertThat(f).allMatch(x -> x.severity() == Severity.WARN && x.title().contains("nearest NIC is SYS"));
        // NVLink to GPU0, which has a PIX NIC: NCCL can use PXN.
        assertThat(f.get(0).title()).contains("PXN via GPU0");
        assertThat(f.get(0).remediation()).anyMatch(r -> r.startsWith("export NCCL_NET_GDR_LEVEL=SYS"));
    }

    @Test
    void sglang11208Gb200GpusOnNvlinkC2cAreNotFarThoughNvidiaSmiSaysSys() throws Exception {
        assertThat(farOn("sglang11208-gb200-4gpu-c2c-all-sys-partial.txt")).isEmpty();
        String f = "sglang11208-gb200-4gpu-c2c-all-sys-partial.txt";
        var m = new NvidiaSmiTopoParser().parse(Fixtures.source("host/nvidia-smi-topo/" + f));
        Topology t = new TopologyBuilder().nvidiaSmi(f, m).build().orElseThrow();
        // GPU3's row was cut from the paste: its memory node is unknown
        assertThat(t.gpus()).extracting(g -> g.memoryNode().orElse(-1)).containsExactly(2, 10, 18, -1);
        assertThat(t.nearest("GPU0").orElseThrow().connection().label()).isEqualTo("SYS");
        assertThat(t.notes()).anyMatch(n -> n.contains("GPU0, GPU1, GPU2 have a GPU NUMA ID") && n.contains("P2C"));
    }

    @Test
    void textbookRailsAndPxbPairsAreNotFlagged() throws Exception {
        assertThat(farOn("sglang-checkenv-h100-8nic-full.txt")).isEmpty();
        assertThat(farOn("nccl2157-a100-18nic-header-unindented-partial.txt")).isEmpty();
        assertThat(farOn("deepep128-pcie-gpus-sys-partial.txt")).isEmpty();
    }

    @Test
    void acsOffOnTheRealBroadcomSwitchIsNotFlagged() throws Exception {
        TextSource lspci = Fixtures.source("host/lspci/linuxhw-as4124gstnr-broadcom-pex88096-usp-dsp-acs-off-partial.txt");
        // lspci -tv placing a GPU and a NIC behind the two ports (written for this test in lspci's drawing).
        String tv = "-[0000:80]-+-01.0-[81-93]----00.0-[82-93]--+-00.0-[83-88]----00.0  Mellanox Technologies MT2910 Family [ConnectX-7]\n"
                + "                                           \\-04.0-[89-8a]----00.0  NVIDIA Corporation GH100 [H100 SXM5 80GB]\n";
        var tree = new LspciTreeParser().parse(TextSource.of("tv.txt", tv));
        ParsedArtifact<LspciDump> dump = new ParsedArtifact<>(lspci.file(), ArtifactKind.LSPCI_VV, new LspciVerboseParser().parse(lspci));
        TopologyBuilder b = new TopologyBuilder().lspciTree("tv.txt", tree);
        io.rocekit.host.topology.LspciVerboseTopology.acs(dump).forEach(b::acs);
        Topology t = b.build().orElseThrow();
        assertThat(t.connection("GPU0", "NIC0").orElseThrow().type().gdrByDefault()).isTrue();
        assertThat(t.bridges()).filteredOn(x -> x.busId().toString().equals("0000:82:00.0")).singleElement()
                .satisfies(x -> assertThat(x.acs().orElseThrow().hindersPeerToPeer()).isFalse());
        assertThat(new AcsEnabledRule().check(NodeEvidence.of(List.of(dump)).with(t))).isEmpty();
    }

    @Test
    void rccl547Mi100sAndTheirNicMeetBelowTheSwitchSoTheRootPortsAcsIsOffTheirPath() throws Exception {
        // ROCm/rccl#547: an EPYC root port's -vvv block cut with "...." lines, and its lspci -tv
        TextSource vv = Fixtures.source("extra/lspci/rccl547-epyc-rome-root-port-acs-on-elided.txt");
        TextSource tvText = Fixtures.source("extra/lspci-tree/rccl547-epyc-rome-cx6-mi100-below-switch-partial.txt");
        ParsedArtifact<LspciDump> dump = new ParsedArtifact<>(vv.file(), ArtifactKind.LSPCI_VV, new LspciVerboseParser().parse(vv));
        TopologyBuilder b = new TopologyBuilder().lspciTree(tvText.file(), new LspciTreeParser().parse(tvText));
        io.rocekit.host.topology.LspciVerboseTopology.acs(dump).forEach(b::acs);
        Topology t = b.build().orElseThrow();
        // its GPUs are "[AMD/ATI] Device 738c" (an old pci.ids): 1002:738c is the Instinct MI100
        assertThat(t.gpus()).extracting(g -> g.busId().orElseThrow().toString()).containsExactly("0000:4a:00.0", "0000:50:00.0");
        assertThat(t.nics()).hasSize(1);
        assertThat(t.notes()).anyMatch(n -> n.contains("0000:4a:00.0 'Advanced Micro Devices, Inc. [AMD/ATI] Device 738c' is AMD "
                + "1002:738c, Arcturus GL-XL [Instinct MI100] in the PCI ID Repository (pci.ids)"));
        // GPU and NIC meet at the PMC switch (43:00.0): PXB, and root port 40:01.1 is on no GPU-NIC path
        assertThat(t.connection("GPU0", "NIC0").orElseThrow().type().label()).isEqualTo("PXB");
        assertThat(t.paths().get("GPU0").get("NIC0")).extracting(Object::toString)
                .contains("0000:43:00.0").doesNotContain("0000:40:01.1");
        assertThat(new AcsEnabledRule().check(NodeEvidence.of(List.of(dump)).with(t))).isEmpty();
    }

    @Test
    void onAmdGpusThePxnFixSetsWhatRcclLeavesOff() {
        // No public AMD input shows a far NIC with an xGMI peer, so the model is built by hand: GPU0 has a PIX NIC,
        // GPU1 reaches it only across the sockets, the two are joined by xGMI (as rocm-smi --showtopo shows it).
        java.util.Map<String, java.util.Map<String, io.rocekit.host.topology.Connection>> m = new java.util.LinkedHashMap<>();
        var x = io.rocekit.host.topology.Connection.xgmiLink();
        var self = io.rocekit.host.topology.Connection.SELF;
        m.put("GPU0", java.util.Map.of("GPU0", self, "GPU1", x, "NIC0", io.rocekit.host.topology.Connection.of(io.rocekit.host.topology.PathType.PIX)));
        m.put("GPU1", java.util.Map.of("GPU0", x, "GPU1", self, "NIC0", io.rocekit.host.topology.Connection.of(io.rocekit.host.topology.PathType.SYS)));
        for (boolean amd : List.of(true, false)) {
            List<io.rocekit.host.topology.Gpu> gpus = List.of(
                    new io.rocekit.host.topology.Gpu("GPU0", java.util.Optional.empty(), java.util.OptionalInt.of(0), java.util.OptionalInt.empty(), amd),
                    new io.rocekit.host.topology.Gpu("GPU1", java.util.Optional.empty(), java.util.OptionalInt.of(1), java.util.OptionalInt.empty(), amd));
            Topology t = new Topology(List.of("hand"), gpus, List.of(new io.rocekit.host.topology.Nic("NIC0", java.util.Optional.of("mlx5_0"),
                    java.util.Optional.empty(), java.util.Optional.empty(), java.util.OptionalInt.of(0))), List.of(), m, java.util.Map.of(), List.of());
            List<Finding> f = new GpuNicFarRule().check(NodeEvidence.of(List.of()).with(t));
            assertThat(f).extracting(Finding::subject).containsExactly("GPU1");
            assertThat(f.get(0).title()).contains("PXN via GPU0");
            String pxn = f.get(0).remediation().stream().filter(r -> r.startsWith("export NCCL_PXN_DISABLE=0")).findFirst().orElseThrow();
            if (amd) {
                // ROCm/rccl src/graph/paths.cc NCCL_PARAM(PxnDisable, "PXN_DISABLE", 1); src/rccl_wrap.cc rcclSetPxn
                assertThat(pxn).contains("RCCL's default is 1").contains("xGMI peer").doesNotContain("# default");
            } else {
                assertThat(pxn).contains("# default: route via an NVLink peer");
            }
        }
        assertThat(new GpuNicFarRule().info().fix()).contains("RCCL's is 1, so set it on AMD GPUs");
        assertThat(new GpuNicFarRule().info().source()).contains("rcclSetPxn", "src/rccl_wrap.cc");
    }

    @Test
    void gpuNicFarJudgesAmdGpusByRcclsDefaultWhichIsNcclsPxb() throws Exception {
        // ROCm/rccl src/graph/paths.cc (ee2d4e42) ncclTopoCheckGdr: netGdrLevel PXB, as NCCL's
        TextSource tv = Fixtures.source("extra/lspci-tree/rccl547-epyc-rome-cx6-mi100-below-switch-partial.txt");
        Topology t = new TopologyBuilder().lspciTree(tv.file(), new LspciTreeParser().parse(tv)).build().orElseThrow();
        assertThat(t.nearest("GPU0").orElseThrow().connection().type().label()).isEqualTo("PXB");
        assertThat(new GpuNicFarRule().check(NodeEvidence.of(List.of()).with(t))).isEmpty();
        assertThat(new GpuNicFarRule().info().source()).contains("RCCL (AMD GPUs) has the same default: PXB",
                "https://github.com/ROCm/rccl/blob/ee2d4e4205760aab66da0dc941993b7b2d3fa29b/src/graph/paths.cc");
    }

    @Test
    void grepFragmentsWithEveryFlagOffAreNotFlaggedAndOneOnIsAWarning() throws Exception {
        TextSource grep = Fixtures.source("host/lspci/perftest241-acsctl-grep-all-disabled-partial.txt");
        var off = new ParsedArtifact<>(grep.file(), ArtifactKind.LSPCI_VV, new LspciVerboseParser().parse(grep));
        assertThat(new AcsEnabledRule().check(NodeEvidence.of(List.of(off)))).isEmpty();
        TextSource on = TextSource.of("grep.txt", "\t\tACSCtl:\tSrcValid+ TransBlk- ReqRedir+ CmpltRedir+ UpstreamFwd+ EgressCtrl- DirectTrans-\n");
        var onArt = new ParsedArtifact<>("grep.txt", ArtifactKind.LSPCI_VV, new LspciVerboseParser().parse(on));
        List<Finding> f = new AcsEnabledRule().check(NodeEvidence.of(List.of(onArt)));
        assertThat(f).singleElement().satisfies(x -> {
            assertThat(x.severity()).isEqualTo(Severity.WARN);
            assertThat(x.evidence().get(0).toString()).startsWith("grep.txt:1: ACSCtl:");
        });
    }

    @Test
    void theDemoShowsAcsOnAGpuNicPathAndTwoFarGpus() throws Exception {
        var demo = ResourceSnapshot.open("demo", "/io/rocekit/doctor/demo/h100-untuned/");
        Examination e = new Examiner().examine(new EvidenceLoader().snapshot(demo));
        List<Finding> acs = e.findings().stream().filter(f -> f.rule().equals(AcsEnabledRule.ID)).toList();
        assertThat(acs).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.FAIL);
            assertThat(f.subject()).isEqualTo("bridge 0000:82:00.0");
            assertThat(f.evidence().get(0).toString()).startsWith("commands/lspci-vvv.txt:159:");
            assertThat(f.evidence()).hasSize(2);
            assertThat(f.evidence().get(1).text()).startsWith("GPU4 <-> NIC4 (mlx5_4) (PIX) via 0000:82:04.0 > 0000:81:00.0 > 0000:82:00.0");
            // value:mask clears ReqRedir, CmpltRedir, EgressCtrl only: what pci=disable_acs_redir clears too
            assertThat(f.remediation().get(0)).startsWith("setpci -s 0000:82:00.0 ECAP_ACS+0x6.w=0000:002c ");
            assertThat(f.remediation().get(2)).contains("pci=disable_acs_redir=0000:82:00.0");
            assertThat(f.title()).doesNotContain("SrcValid", "UpstreamFwd", "TransBlk");
        });
        assertThat(e.findings().stream().filter(f -> f.rule().equals(GpuNicFarRule.ID)).map(Finding::subject))
                .containsExactly("GPU6", "GPU7");
        assertThat(e.topology().orElseThrow().notes()).anyMatch(n -> n.contains("disagrees with the PCI tree") && n.contains("GPU6-NIC6 PIX→NODE"));
    }
}
