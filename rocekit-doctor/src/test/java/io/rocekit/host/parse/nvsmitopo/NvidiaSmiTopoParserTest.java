package io.rocekit.host.parse.nvsmitopo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.doctor.Fixtures;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Each fixture's .meta.md conclusion, checked; then the variations the fixtures README lists. */
class NvidiaSmiTopoParserTest {
    private final NvidiaSmiTopoParser parser = new NvidiaSmiTopoParser();

    private NvidiaSmiTopo fixture(String name) throws ParseException {
        return parser.parse(Fixtures.source("host/nvidia-smi-topo/" + name));
    }

    private static String cell(NvidiaSmiTopo m, String a, String b) {
        return m.cell(a, b).orElseThrow(() -> new AssertionError("no cell " + a + "/" + b)).text();
    }

    @Test
    void deepep128EveryGpuPairIsSysAndEachGpuHasOnePixNic() throws Exception {
        NvidiaSmiTopo m = fixture("deepep128-pcie-gpus-sys-partial.txt");
        assertThat(m.affinityColumns()).containsExactly("CPU Affinity", "NUMA Affinity", "GPU NUMA ID");
        for (int a = 0; a <= 5; a++) {
            for (int b = 0; b <= 7; b++) {
                if (a != b) {
                    assertThat(cell(m, "GPU" + a, "GPU" + b)).isEqualTo("SYS");
                }
            }
            for (int n = 0; n <= 9; n++) {
                assertThat(cell(m, "GPU" + a, "NIC" + n)).isEqualTo(a == n ? "PIX" : "SYS");
            }
        }
        assertThat(m.row("GPU0").orElseThrow().cpuAffinity()).contains("0-55,112-167");
        assertThat(m.row("GPU3").orElseThrow().numaAffinity()).isEqualTo(OptionalInt.of(0));
        assertThat(m.row("GPU4").orElseThrow().cpuAffinity()).contains("56-111,168-223");
        assertThat(m.row("GPU5").orElseThrow().numaAffinity()).isEqualTo(OptionalInt.of(1));
        assertThat(m.row("GPU0").orElseThrow().gpuNumaId()).contains("N/A");
        assertThat(m.missingRows()).startsWith("GPU6", "GPU7", "NIC0").hasSize(12);
    }

    @Test
    void deepep60PcieOnlyMatrixWithIrregularHeaderAndGpu3OnNic7() throws Exception {
        NvidiaSmiTopo m = fixture("deepep60-topo-mp-14nic-partial.txt");
        assertThat(m.nics()).hasSize(14).contains("NIC12");
        // No legend was pasted: -m or -mp cannot be told, and "no NVLink" must not be concluded.
        assertThat(m.mode()).isNotEqualTo(TopoMode.MATRIX);
        assertThat(cell(m, "GPU0", "NIC0")).isEqualTo("PIX");
        assertThat(cell(m, "GPU1", "NIC1")).isEqualTo("PIX");
        assertThat(cell(m, "GPU2", "NIC2")).isEqualTo("PIX");
        assertThat(cell(m, "GPU3", "NIC7")).isEqualTo("PIX");
        assertThat(cell(m, "GPU3", "NIC3")).isEqualTo("NODE");
        for (int g = 0; g <= 3; g++) {
            for (int n = 3; n <= 6; n++) {
                assertThat(cell(m, "GPU" + g, "NIC" + n)).isEqualTo("NODE");
            }
            for (int n = 8; n <= 13; n++) {
                assertThat(cell(m, "GPU" + g, "NIC" + n)).isEqualTo("SYS");
            }
            assertThat(m.row("GPU" + g).orElseThrow().cpuAffinity()).contains("0-47,96-143");
            assertThat(m.row("GPU" + g).orElseThrow().numaAffinity()).isEqualTo(OptionalInt.of(0));
        }
        assertThat(m.missingRows()).contains("GPU4", "GPU7", "NIC13");
    }

    @Test
    void nccl1357OnlyHalfTheGpusHaveAPixNic() throws Exception {
        NvidiaSmiTopo m = fixture("nccl1357-h100-6nic-partial.txt");
        assertThat(m.mode()).isEqualTo(TopoMode.MATRIX);
        for (int a = 0; a <= 6; a++) {
            for (int b = 0; b <= 7; b++) {
                if (a != b) {
                    assertThat(cell(m, "GPU" + a, "GPU" + b)).isEqualTo("NV18");
                }
            }
        }
        assertThat(cell(m, "GPU0", "NIC0")).isEqualTo("PIX");
        assertThat(cell(m, "GPU2", "NIC1")).isEqualTo("PIX");
        assertThat(cell(m, "GPU4", "NIC2")).isEqualTo("PIX");
        assertThat(cell(m, "GPU6", "NIC3")).isEqualTo("PIX");
        for (String g : List.of("GPU1", "GPU3", "GPU5")) {
            assertThat(IntStream.rangeClosed(0, 5).mapToObj(n -> cell(m, g, "NIC" + n))).containsOnly("SYS");
        }
        for (int g = 0; g <= 6; g++) {
            assertThat(cell(m, "GPU" + g, "NIC4")).isEqualTo("SYS");
            assertThat(cell(m, "GPU" + g, "NIC5")).isEqualTo("SYS");
        }
        assertThat(m.row("GPU3").orElseThrow().cpuAffinity()).contains("0-47,96-143");
        assertThat(m.row("GPU4").orElseThrow().cpuAffinity()).contains("48-95,144-191");
        assertThat(m.row("GPU6").orElseThrow().numaAffinity()).isEqualTo(OptionalInt.of(1));
        assertThat(m.missingRows()).startsWith("GPU7");
    }

    @Test
    void nccl2157UnindentedHeaderPairsOfGpusShareFourPxbNics() throws Exception {
        NvidiaSmiTopo m = fixture("nccl2157-a100-18nic-header-unindented-partial.txt");
        assertThat(m.columns()).hasSize(26).startsWith("GPU0");
        assertThat(cell(m, "GPU0", "GPU1")).isEqualTo("NV12");
        for (String g : List.of("GPU0", "GPU1")) {
            for (int n = 0; n < 18; n++) {
                assertThat(cell(m, g, "NIC" + n)).isEqualTo(n >= 5 && n <= 8 ? "PXB" : "SYS");
            }
            assertThat(m.row(g).orElseThrow().numaAffinity()).isEqualTo(OptionalInt.of(3));
            assertThat(m.row(g).orElseThrow().cpuAffinity()).contains("48-63,176-191");
        }
        for (String g : List.of("GPU2", "GPU3")) {
            for (int n = 0; n < 18; n++) {
                assertThat(cell(m, g, "NIC" + n)).isEqualTo(n >= 1 && n <= 4 ? "PXB" : "SYS");
            }
            assertThat(m.row(g).orElseThrow().numaAffinity()).isEqualTo(OptionalInt.of(1));
        }
    }

    @Test
    void sglangFullMatrixWithNicLegendAndRails() throws Exception {
        NvidiaSmiTopo m = fixture("sglang-checkenv-h100-8nic-full.txt");
        assertThat(m.mode()).isEqualTo(TopoMode.MATRIX);
        assertThat(m.missingRows()).isEmpty();
        assertThat(m.rows()).hasSize(16);
        for (int k = 0; k < 8; k++) {
            assertThat(m.nicLegend()).containsEntry("NIC" + k, "mlx5_" + k);
            assertThat(m.deviceOf("NIC" + k)).contains("mlx5_" + k);
            assertThat(cell(m, "GPU" + k, "NIC" + k)).isEqualTo("PIX");
            assertThat(cell(m, "NIC" + k, "GPU" + k)).isEqualTo("PIX");
            assertThat(m.row("NIC" + k).orElseThrow().cpuAffinity()).isEmpty();
            assertThat(m.row("GPU" + k).orElseThrow().numaAffinity()).isEqualTo(OptionalInt.of(k < 4 ? 0 : 1));
        }
        assertThat(cell(m, "GPU0", "NIC4")).isEqualTo("SYS");
        assertThat(cell(m, "GPU0", "GPU7")).isEqualTo("NV18");
        assertThat(cell(m, "NIC7", "NIC7")).isEqualTo("X");
    }

    @Test
    void mooncake2039ReportLabelAboveTheMatrixIsPassedOver() throws Exception {
        NvidiaSmiTopo m = fixture("mooncake2039-8gpu-12nic-report-label-partial.txt");
        assertThat(m.header().orElseThrow().number()).isEqualTo(2);
        assertThat(m.gpus()).hasSize(8);
        assertThat(m.nics()).hasSize(12);
        for (String nic : List.of("NIC0", "NIC1", "NIC2")) {
            assertThat(cell(m, "GPU0", nic)).isEqualTo("PIX");
        }
        assertThat(cell(m, "GPU1", "NIC3")).isEqualTo("PIX");
        assertThat(cell(m, "GPU3", "NIC5")).isEqualTo("PIX");
        for (String nic : List.of("NIC6", "NIC7", "NIC8")) {
            assertThat(cell(m, "GPU4", nic)).isEqualTo("PIX");
        }
        assertThat(m.row("GPU4").orElseThrow().numaAffinity()).isEqualTo(OptionalInt.of(1));
        assertThat(m.missingRows()).startsWith("GPU5", "GPU6", "GPU7", "NIC0");
    }

    @Test
    void vllm31594TwoDeviceNamesGluedInTheHeaderAreTwoColumns() throws Exception {
        NvidiaSmiTopo m = fixture("vllm31594-b200-13nic-header-glued-names-partial.txt");
        assertThat(m.nics()).hasSize(13).endsWith("NIC11", "NIC12");
        assertThat(cell(m, "GPU0", "NIC11")).isEqualTo("PIX");
        assertThat(cell(m, "GPU0", "NIC12")).isEqualTo("NODE");
        assertThat(cell(m, "GPU1", "NIC10")).isEqualTo("PIX");
        assertThat(cell(m, "GPU2", "NIC9")).isEqualTo("PIX");
        assertThat(cell(m, "GPU3", "NIC8")).isEqualTo("PIX");
        assertThat(cell(m, "GPU3", "NIC0")).isEqualTo("SYS");
        assertThat(m.row("GPU0").orElseThrow().cpuAffinity()).contains("0-15");
        assertThat(m.row("GPU0").orElseThrow().numaAffinity()).isEqualTo(OptionalInt.of(0));
    }

    @Test
    void vllm20862ADeviceNameGluedToCpuAffinityIsANameThenTheTitle() throws Exception {
        NvidiaSmiTopo m = fixture("vllm20862-b200-12nic-header-glued-title-partial.txt");
        assertThat(m.nics()).hasSize(12).endsWith("NIC11");
        assertThat(m.affinityColumns()).containsExactly("CPU Affinity", "NUMA Affinity", "GPU NUMA ID");
        assertThat(cell(m, "GPU0", "NIC0")).isEqualTo("PIX");
        assertThat(cell(m, "GPU1", "NIC3")).isEqualTo("PIX");
        assertThat(cell(m, "GPU2", "NIC4")).isEqualTo("PIX");
        assertThat(cell(m, "GPU3", "NIC5")).isEqualTo("PIX");
        assertThat(cell(m, "GPU0", "NIC11")).isEqualTo("SYS");
        assertThat(m.row("GPU2").orElseThrow().cpuAffinity()).contains("28-55,140-167");
        assertThat(m.row("GPU2").orElseThrow().numaAffinity()).isEqualTo(OptionalInt.of(1));
    }

    /**
     * The row-side twin of vllm31594's glued header: a TAB lost in the copy glued the NIC14 and
     * NIC15 cells into {@code SYSSYS}. Before: exit 2, "expected a connection type ... in column NIC15,
     * found '0-27,112-139'".
     */
    @Test
    void sglang8120TwoCellsGluedInARowAreTwoCells() throws Exception {
        NvidiaSmiTopo m = fixture("sglang8120-b200-16nic-row-cells-glued-partial.txt");
        assertThat(m.nics()).hasSize(16);
        assertThat(cell(m, "GPU0", "NIC4")).isEqualTo("PIX");
        assertThat(cell(m, "GPU0", "NIC14")).isEqualTo("SYS");
        assertThat(cell(m, "GPU0", "NIC15")).isEqualTo("SYS");
        assertThat(cell(m, "GPU0", "GPU7")).isEqualTo("NV18");
        assertThat(m.row("GPU0").orElseThrow().cpuAffinity()).contains("0-27,112-139");
        assertThat(m.row("GPU0").orElseThrow().numaAffinity()).isEqualTo(OptionalInt.of(0));
        assertThat(m.missingRows()).startsWith("GPU1");
    }

    @Test
    void gluedRowCellsThatDoNotMakeTheHeaderCountStayAnErrorNamingTheLine() {
        assertThatThrownBy(() -> parser.parse(TextSource.of("glued.txt",
                "        GPU0    GPU1    NIC0    CPU Affinity\nGPU0     X      NV18    SYSSYS      0-27\n")))
                .isInstanceOf(ParseException.class).hasMessageStartingWith("glued.txt:2: expected");
    }

    // The variations below are written in the format the fixtures README describes (not copied
    // from a post): real nvidia-smi output is TAB-separated, old drivers name NICs by device.

    @Test
    void tabSeparatedOutputWithSpacedSelfCellsAndEmptyTrailingFields() throws Exception {
        String text = "\tGPU0\tGPU1\tNIC0\tCPU Affinity\tNUMA Affinity\n"
                + "GPU0\t X \tNV12\tPXB\t0-31\t0\n"
                + "GPU1\tNV12\t X \tPXB\t0-31\t0\n"
                + "NIC0\tPXB\tPXB\t X \t\t\n"
                + "\n"
                + "Legend:\n\n  X    = Self\n  NV#  = Connection traversing a bonded set of # NVLinks\n\n"
                + "NIC Legend:\n\n  NIC0: mlx5_0\n";
        NvidiaSmiTopo m = parser.parse(TextSource.of("tabs.txt", text));
        assertThat(m.mode()).isEqualTo(TopoMode.MATRIX);
        assertThat(cell(m, "GPU0", "GPU0")).isEqualTo("X");
        assertThat(cell(m, "NIC0", "GPU1")).isEqualTo("PXB");
        assertThat(m.row("GPU1").orElseThrow().cpuAffinity()).contains("0-31");
        assertThat(m.deviceOf("NIC0")).contains("mlx5_0");
    }

    @Test
    void anNvlinkCountTooLongToBeOneIsAnUnknownCellNotAnInternalError() throws Exception {
        // a mutated matrix: NV12147483648 was a NumberFormatException (exit 3)
        String text = "\tGPU0\tGPU1\tCPU Affinity\tNUMA Affinity\n"
                + "GPU0\t X \tNV12147483648\t0-31\t0\n"
                + "GPU1\tNV12147483648\t X \t0-31\t0\n";
        NvidiaSmiTopo m = parser.parse(TextSource.of("long.txt", text));
        assertThat(cell(m, "GPU0", "GPU1")).isEqualTo("NV12147483648");
        assertThat(m.row("GPU0").orElseThrow().cells().stream().filter(c -> !c.isSelf()).allMatch(c -> c.nvlinks().isEmpty())).isTrue();
        assertThat(io.rocekit.host.topology.Connection.parse("NV12147483648")).isEmpty(); // the topology builder's reading too
        assertThat(io.rocekit.host.topology.Connection.parse("NV18")).isPresent();
    }

    @Test
    void oldDriverNamesNicsByDeviceAndHasOnlyCpuAffinity() throws Exception {
        String text = "        GPU0    GPU1    mlx5_0  mlx5_1  CPU Affinity\n"
                + "GPU0     X      NV2     PIX     SOC     0-19\n"
                + "GPU1    NV2      X      SOC     PIX     20-39\n"
                + "mlx5_0  PIX     SOC      X      SOC\n"
                + "mlx5_1  SOC     PIX     SOC      X\n";
        NvidiaSmiTopo m = parser.parse(TextSource.of("old.txt", text));
        assertThat(m.nics()).containsExactly("mlx5_0", "mlx5_1");
        assertThat(m.deviceOf("mlx5_1")).contains("mlx5_1");
        assertThat(m.cell("GPU1", "mlx5_0").orElseThrow().normalized()).isEqualTo("SYS");
        assertThat(m.row("GPU1").orElseThrow().cpuAffinity()).contains("20-39");
        assertThat(m.row("GPU1").orElseThrow().numaAffinity()).isEmpty();
    }

    @Test
    void aLegendWithoutTheNvLineIsThePcieOnlyMatrix() throws Exception {
        String text = "        GPU0    GPU1    CPU Affinity    NUMA Affinity\n"
                + "GPU0     X      SYS     0-13    0\n"
                + "GPU1    SYS      X      14-27   1\n\n"
                + "Legend:\n\n  X    = Self\n  SYS  = Connection traversing PCIe as well as the SMP interconnect\n"
                + "  PIX  = Connection traversing at most a single PCIe bridge\n";
        assertThat(parser.parse(TextSource.of("mp.txt", text)).mode()).isEqualTo(TopoMode.PCIE_ONLY);
    }

    @Test
    void aLastRowCutMidLineIsListedAsMissing() throws Exception {
        String text = "        GPU0    GPU1    NIC0\n"
                + "GPU0     X      NV4     PIX\n"
                + "GPU1    NV4      X";
        NvidiaSmiTopo m = parser.parse(TextSource.of("cut.txt", text));
        assertThat(m.rows()).extracting(TopoRow::device).containsExactly("GPU0");
        assertThat(m.missingRows()).containsExactly("GPU1", "NIC0");
    }

    @Test
    void malformedInputsNameTheLineAndWhatWasExpected() {
        assertThatThrownBy(() -> parser.parse(TextSource.of("bad.txt", "hello world\nfoo\n")))
                .isInstanceOf(ParseException.class).hasMessageStartingWith("bad.txt:1: expected the nvidia-smi topo header");
        assertThatThrownBy(() -> parser.parse(TextSource.of("bad.txt",
                "        GPU0    GPU1\nGPU0     X      NV4\nGPU1    NV4\nGPU9 X X\n")))
                .isInstanceOf(ParseException.class).hasMessageStartingWith("bad.txt:3: expected 2 cells after GPU1");
        assertThatThrownBy(() -> parser.parse(TextSource.of("bad.txt", "        GPU0    GPU1\nGPU0     X      N;V\n")))
                .isInstanceOf(ParseException.class).hasMessageContaining("bad.txt:2: expected a connection type");
        assertThatThrownBy(() -> parser.parse(TextSource.of("bad.txt", "        GPU0    GPU1\nGPU0     X      NV4\nFOO X\n")))
                .isInstanceOf(ParseException.class).hasMessageContaining("bad.txt:3: expected a matrix row");
        assertThatThrownBy(() -> parser.parse(TextSource.of("bad.txt", "  GPU0  GPU1  CPU Affinity  Foo Bar\n")))
                .isInstanceOf(ParseException.class).hasMessageContaining("expected an affinity title");
    }

    @Test
    void aNumaAffinityNoNodeCanHaveIsAnErrorNamingTheLineAndN_aIsNone() throws Exception {
        String header = "\tGPU0\tGPU1\tCPU Affinity\tNUMA Affinity\n";
        for (String numa : new String[] {"4294967296", "1024", "99999999999999999999"}) {
            assertThatThrownBy(() -> parser.parse(TextSource.of("numa.txt", header + "GPU0\t X \tNV12\t0-31\t" + numa
                    + "\nGPU1\tNV12\t X \t0-31\t0\n")))
                    .isInstanceOf(ParseException.class)
                    .hasMessage("numa.txt:2: expected a NUMA node 0-1023 (or N/A) under NUMA Affinity, found '" + numa + "'");
        }
        NvidiaSmiTopo m = parser.parse(TextSource.of("numa.txt", header + "GPU0\t X \tNV12\t0-31\tN/A\n"
                + "GPU1\tNV12\t X \t0-31\t1023\n"));
        assertThat(m.row("GPU0").orElseThrow().numaAffinity()).isEmpty();
        assertThat(m.row("GPU1").orElseThrow().numaAffinity()).hasValue(1023);
    }

    @Test
    void emptyInputIsAnEmptyMatrix() throws Exception {
        assertThat(parser.parse(TextSource.of("e.txt", "\n\n")).columns()).isEmpty();
    }

    @Test
    void anEmptyTabSeparatedCpuAffinityCellKeepsTheNumaNodeInItsColumn() throws Exception {
        NvidiaSmiTopo m = parser.parse(Fixtures.source("extra/nvidia-smi-topo/princeton-della-h100-topo-empty-cpu-affinity.txt"));
        for (int g = 0; g < 8; g++) {
            TopoRow r = m.row("GPU" + g).orElseThrow();
            assertThat(r.numaAffinity()).as("GPU%d", g).isEqualTo(OptionalInt.of(g < 4 ? 0 : 1));
            assertThat(r.cpuAffinity()).as("GPU%d", g).isEqualTo(g < 4 ? java.util.Optional.empty() : java.util.Optional.of("1"));
            assertThat(r.gpuNumaId()).contains("N/A");
        }
        assertThat(m.row("NIC0").orElseThrow().numaAffinity()).isEmpty();
        assertThat(cell(m, "GPU3", "NIC2")).isEqualTo("PIX");
        assertThat(m.deviceOf("NIC5")).contains("mlx5_5");
    }

    @Test
    void aRowWhoseTabsWereLostIsStillReadByTokens() throws Exception {
        // The same row pasted with spaces: the two values are CPU and NUMA Affinity, as before.
        NvidiaSmiTopo m = parser.parse(TextSource.of("s.txt", "\tGPU0\tNIC0\tCPU Affinity\tNUMA Affinity\n"
                + "GPU0     X      PIX     0-23    0\n"));
        assertThat(m.row("GPU0").orElseThrow().cpuAffinity()).contains("0-23");
        assertThat(m.row("GPU0").orElseThrow().numaAffinity()).isEqualTo(OptionalInt.of(0));
    }
}
