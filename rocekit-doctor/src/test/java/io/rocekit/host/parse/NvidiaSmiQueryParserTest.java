package io.rocekit.host.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.doctor.Fixtures;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.model.PciAddress;
import io.rocekit.host.parse.nvsmi.GpuQuery;
import io.rocekit.host.parse.nvsmi.NvidiaSmiQuery;
import io.rocekit.host.parse.nvsmi.NvidiaSmiQueryParser;
import org.junit.jupiter.api.Test;

class NvidiaSmiQueryParserTest {
    private static final String H800 = "host/nvidia-smi-q/notes-h800-q-i0-bar1-131072-ecc-off.txt";
    private final NvidiaSmiQueryParser parser = new NvidiaSmiQueryParser();

    @Test
    void shouldReadTheH800AsTheMetaNoteDescribes() throws Exception {
        NvidiaSmiQuery q = parser.parse(Fixtures.source(H800));
        assertThat(q.driverVersion().get().value()).isEqualTo("525.105.17");
        assertThat(q.cudaVersion()).contains("12.0");
        assertThat(q.attachedGpus()).hasValue(8);
        assertThat(q.gpus()).hasSize(1); // -i 0
        GpuQuery g = q.gpus().get(0);
        assertThat(g.busId()).isEqualTo(new PciAddress(0, 0x18, 0, 0));
        assertThat(g.productName().get().value()).isEqualTo("NVIDIA H800");
        assertThat(g.bar1TotalMib().get().value()).isEqualTo(131072L);
        assertThat(g.bar1TotalMib().get().line().number()).isEqualTo(90);
        assertThat(g.bar1UsedMib().get().value()).isEqualTo(1L);
        assertThat(g.pcieGeneration().get().max().value()).isEqualTo(5);
        assertThat(g.pcieGeneration().get().currentBelowMax()).isFalse();
        assertThat(g.linkWidth().get().current().value()).isEqualTo(16);
        assertThat(g.eccModeCurrent().get().value()).isEqualTo("Disabled");
        assertThat(g.persistenceMode().get().value()).isEqualTo("Enabled");
        assertThat(g.migModeCurrent().get().value()).isEqualTo("Disabled");
    }

    @Test
    void shouldReadTheUpperCaseEccModeTitleOfNewerDrivers() throws Exception {
        // driver 550.90.12 titles the section "ECC Mode" (525.105.17: "Ecc Mode")
        NvidiaSmiQuery q = parser.parse(Fixtures.source("extra/nvidia-smi-q/nvsim-h200-driver550-q-ecc-mode-uppercase.txt"));
        GpuQuery g = q.gpus().get(0);
        assertThat(g.productName().orElseThrow().value()).isEqualTo("NVIDIA H200");
        assertThat(g.eccModeCurrent().orElseThrow().value()).isEqualTo("Enabled");
        assertThat(g.eccModeCurrent().orElseThrow().line().number()).isEqualTo(127);
        assertThat(g.bar1TotalMib().orElseThrow().value()).isEqualTo(262144L);
        assertThat(g.linkWidth().orElseThrow().current().value()).isEqualTo(16);
        assertThat(g.pcieGeneration().orElseThrow().max().value()).isEqualTo(5);
        assertThat(q.driverVersion().orElseThrow().value()).isEqualTo("550.90.12");
    }

    @Test
    void shouldGiveAnEmptyModelForEmptyInput() throws Exception {
        assertThat(parser.parse(TextSource.of("x", ""))).isEqualTo(NvidiaSmiQuery.empty());
    }

    @Test
    void shouldSayWhenTheOutputStopsAtASectionTitle() {
        String cut = Fixtures.text(H800).lines().limit(89).reduce("", (a, b) -> a + b + "\n");
        assertThatThrownBy(() -> parser.parse(TextSource.of("q.txt", cut)))
                .hasMessage("q.txt:89: expected the values of section 'BAR1 Memory Usage' (the output was cut short?)");
    }

    @Test
    void shouldNameAGarbledBar1Size() {
        String bad = Fixtures.text(H800).replace("Total                             : 131072 MiB",
                "Total                             : 1310x2 MiB");
        assertThatThrownBy(() -> parser.parse(TextSource.of("q.txt", bad)))
                .hasMessage("q.txt:90: expected a size in MiB such as '131072 MiB', found '1310x2 MiB'");
    }
}
