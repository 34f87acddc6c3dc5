package io.rocekit.host.parse.amdsmi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.doctor.Fixtures;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.amdsmi.AmdGpuLinks.LinkType;
import io.rocekit.host.parse.lspcitree.LspciTreeParser;
import io.rocekit.host.topology.AmdLinkTopology;
import io.rocekit.host.topology.Connection;
import io.rocekit.host.topology.Gpu;
import io.rocekit.host.topology.PathType;
import io.rocekit.host.topology.Topology;
import io.rocekit.host.topology.TopologyBuilder;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class AmdGpuLinksParsersTest {
    private static final String MSSWIFT = "host/rocm-smi/msswift-showtopo-8gpu-mi308x-xgmi-numa.txt";
    private static final String RSMI108 = "host/rocm-smi/rocmsmilib108-showtopo-4gpu-pcie-partial.txt";
    private static final String AMDSMI = "host/amd-smi/amdsmi-changelog-topology-8gpu-xgmi.txt";

    @Test
    void rocmSmiEightXgmiGpusWithTheirNumaNodes() throws Exception {
        AmdGpuLinks m = new RocmSmiTopoParser().parse(Fixtures.source(MSSWIFT));
        assertThat(m.gpus()).hasSize(8);
        assertThat(m.gpus()).extracting(g -> g.numaNode().getAsInt()).containsExactly(0, 0, 0, 0, 1, 1, 1, 1);
        assertThat(m.links()).hasSize(56).allMatch(l -> l.type() == LinkType.XGMI
                && l.hops().equals(OptionalInt.of(1)) && l.weight().equals(OptionalInt.of(15)));
        Topology t = AmdLinkTopology.of(m, "f");
        assertThat(t.gpus()).allMatch(Gpu::amd);
        assertThat(t.connection("GPU0", "GPU7")).contains(Connection.xgmiLink());
        assertThat(t.connection("GPU0", "GPU7").orElseThrow().type()).isEqualTo(PathType.NVLINK);
        assertThat(t.notes()).isEmpty();
    }

    @Test
    void rocmSmiPcieOnlyPairsWithThreeHopsCrossTheSockets() throws Exception {
        AmdGpuLinks m = new RocmSmiTopoParser().parse(Fixtures.source(RSMI108));
        assertThat(m.links()).hasSize(12).allMatch(l -> l.type() == LinkType.PCIE && l.hops().equals(OptionalInt.of(3)));
        assertThat(m.gpus()).allMatch(g -> g.numaNode().isEmpty()); // the Numa Nodes section was cut from the post
        Topology t = AmdLinkTopology.of(m, "f");
        assertThat(t.connection("GPU1", "GPU2")).contains(Connection.of(PathType.SYS));
        assertThat(t.notes()).containsExactly("f: no xGMI link between any two GPUs: every pair is linked over PCIe only");
    }

    @Test
    void amdSmiTablesByPciAddress() throws Exception {
        AmdGpuLinks m = new AmdSmiTopoParser().parse(Fixtures.source(AMDSMI));
        assertThat(m.gpus()).hasSize(8);
        assertThat(m.gpus().get(7).busId().orElseThrow().toString()).isEqualTo("0000:df:00.0");
        assertThat(m.link("GPU0", "GPU7").orElseThrow().type()).isEqualTo(LinkType.XGMI);
        assertThat(m.links()).hasSize(56).allMatch(l -> l.hops().equals(OptionalInt.of(1)));
    }

    @Test
    void aTreeOfAnotherGpuCountKeepsItsCellsWithANote() throws Exception {
        var tree = Fixtures.source("extra/lspci-tree/rccl547-epyc-rome-cx6-mi100-below-switch-partial.txt");
        var smi = Fixtures.source(RSMI108);
        Topology t = new TopologyBuilder().lspciTree(tree.file(), new LspciTreeParser().parse(tree))
                .amdLinks(smi.file(), new RocmSmiTopoParser().parse(smi)).build().orElseThrow();
        assertThat(t.gpus()).hasSize(2).allMatch(Gpu::amd);
        assertThat(t.notes()).anyMatch(n -> n.contains("rocm-smi --showtopo shows 4 GPUs, the PCI tree 2: its links are not taken"));
    }

    @Test
    void aDamagedCellOrRowIsAnErrorWithItsLine() throws Exception {
        String text = Fixtures.text(MSSWIFT).replace("GPU3   XGMI         XGMI         XGMI         0            XGMI",
                "GPU3   XGMI         XGMI         XGMI         0            XGNI");
        assertThatThrownBy(() -> new RocmSmiTopoParser().parse(TextSource.of("bad.txt", text)))
                .isInstanceOf(ParseException.class).hasMessageContaining("bad.txt:31:").hasMessageContaining("'XGNI'");
        String cut = Fixtures.text(AMDSMI).replace("0000:0c:00.0 0            1            1            1            1            1            1            1",
                "0000:0c:00.0 0            1");
        assertThatThrownBy(() -> new AmdSmiTopoParser().parse(TextSource.of("cut.txt", cut)))
                .isInstanceOf(ParseException.class).hasMessageContaining("cut.txt:25:").hasMessageContaining("8 cells");
    }

    @Test
    void amdSmiJsonInBothLayouts() throws Exception {
        AmdGpuLinks now = new AmdSmiTopoParser().parse(Fixtures.source("host/amd-smi/amdsmi-changelog-topology-json-a-t-2gpu-pcie.json"));
        assertThat(now.gpus()).extracting(g -> g.name() + "@" + g.busId().orElseThrow()).containsExactly("GPU0@0000:08:00.0", "GPU1@0000:44:00.0");
        assertThat(now.links()).extracting(l -> l.from() + "-" + l.to() + " " + l.type() + " " + l.hops())
                .containsExactly("GPU0-GPU1 PCIE OptionalInt.empty", "GPU1-GPU0 PCIE OptionalInt.empty");
        assertThat(AmdLinkTopology.of(now, "f").notes()).containsExactly(
                "f: no xGMI link between any two GPUs: every pair is linked over PCIe only",
                "f: 1 GPU pair(s) linked over PCIe, hops not shown: their PCIe class needs the hops table or the PCI tree");
        AmdGpuLinks before = new AmdSmiTopoParser().parse(Fixtures.source("host/amd-smi/amdsmi-changelog-topology-json-previous-2gpu-pcie.json"));
        assertThat(before.link("GPU0", "GPU1").orElseThrow().hops()).isEqualTo(OptionalInt.of(2));
        assertThat(before.link("GPU1", "GPU0").orElseThrow().weight()).isEqualTo(OptionalInt.of(40));
        Topology t = AmdLinkTopology.of(before, "f");
        assertThat(t.connection("GPU0", "GPU1")).isEmpty();
        assertThat(t.notes()).anyMatch(n -> n.contains("1 GPU pair(s) linked over PCIe within one CPU socket (hops 2)"));
    }

    @Test
    void amdSmiJsonThatIsNotJsonOrHasAnUnknownLinkTypeIsAnError() throws Exception {
        String text = Fixtures.text("host/amd-smi/amdsmi-changelog-topology-json-a-t-2gpu-pcie.json");
        assertThatThrownBy(() -> new AmdSmiTopoParser().parse(TextSource.of("t.json", text.replace("\"SELF\"\n            },\n            {\n                \"gpu\": 1", "\"SELF\"\n            },,"))))
                .isInstanceOf(ParseException.class).hasMessageStartingWith("t.json:");
        assertThatThrownBy(() -> new AmdSmiTopoParser().parse(TextSource.of("t.json", text.replaceFirst("\"PCIE\"", "\"NVLINK\""))))
                .isInstanceOf(ParseException.class).hasMessageContaining("t.json:2:").hasMessageContaining("NVLINK");
    }
}
