package io.rocekit.host.parse.nccltopo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.doctor.Fixtures;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class NcclTopoParserTest {
    private final NcclTopoParser parser = new NcclTopoParser();

    @Test
    void azureNdv4FourNumaNodesEachWithOneBridgeOfTwoGpusAndTwoNics() throws Exception {
        NcclTopo t = parser.parse(Fixtures.source("host/nccl-topo-xml/azure-ndv4-topo.xml"));
        assertThat(t.version()).isEqualTo("1");
        assertThat(t.cpus()).extracting(NcclTopo.Cpu::numaId)
                .containsExactly(OptionalInt.of(0), OptionalInt.of(1), OptionalInt.of(2), OptionalInt.of(3));
        for (NcclTopo.Cpu c : t.cpus()) {
            assertThat(c.pci()).hasSize(1);
            NcclTopo.Pci bridge = c.pci().get(0);
            assertThat(bridge.isBridge()).isTrue();
            assertThat(bridge.children()).filteredOn(NcclTopo.Pci::isGpu).hasSize(2);
            assertThat(bridge.children()).filteredOn(NcclTopo.Pci::isNic).hasSize(2);
        }
        assertThat(t.cpus().get(0).affinity()).contains("00000000,00000000,00ffffff");
        assertThat(t.cpus().get(0).pci().get(0).children().get(1).busId().toString()).isEqualTo("0103:00:00.0");
        assertThat(t.cpus().get(0).pci().get(0).children().get(1).line()).isEqualTo(5);
    }

    /**
     * Round 3: 10,000 nested {@code <pci>} elements overflowed the stack of the recursive model
     * builder (exit 3 from {@code topo} and {@code doctor}); the depth is now refused while reading,
     * naming the line.
     */
    @Test
    void pciNestedTenThousandDeepIsRefusedWithItsLineNotAStackOverflow() {
        String xml = "<system version=\"1\">\n  <cpu numaid=\"0\" affinity=\"ff\">\n"
                + "<pci busid=\"0000:00:00.0\" class=\"0x060400\">\n".repeat(10_000)
                + "</pci>\n".repeat(10_000) + "  </cpu>\n</system>\n";
        assertThatThrownBy(() -> parser.parse(TextSource.of("deep.xml", xml))).isInstanceOf(ParseException.class)
                .hasMessageContaining("deep.xml:" + (NcclTopoParser.MAX_DEPTH + 1))
                .hasMessageContaining("nested at most 64 elements deep")
                .hasMessageContaining("<pci> at depth 65");
    }

    /** The shape NCCL_TOPO_DUMP_FILE writes (gpu and nic elements), written for this test. */
    @Test
    void dumpFileGpusWithNvlinksAndNicsWithNets() throws Exception {
        String xml = """
                <system version="1">
                  <cpu host_hash="0x1" numaid="0" affinity="ffffffff" arch="x86_64" vendor="GenuineIntel" familyid="6" modelid="143">
                    <pci busid="0000:17:00.0" class="0x060400" vendor="0x1000" device="0xc030" subsystem_vendor="0x1000" subsystem_device="0x100b" link_speed="32.0 GT/s PCIe" link_width="16">
                      <pci busid="0000:18:00.0" class="0x030200" vendor="0x10de" device="0x2330" subsystem_vendor="0x10de" subsystem_device="0x16c1" link_speed="32.0 GT/s PCIe" link_width="16">
                        <gpu dev="0" sm="90" rank="0" gdr="1">
                          <nvlink target="0000:05:00.0" count="18" tclass="0x068000"/>
                        </gpu>
                      </pci>
                      <pci busid="0000:19:00.0" class="0x020700" vendor="0x15b3" device="0x1021" link_speed="32.0 GT/s PCIe" link_width="16">
                        <nic>
                          <net name="mlx5_0" dev="0" speed="400000" port="1" latency="0.000000" guid="0x1" maxconn="131072" gdr="1"/>
                        </nic>
                      </pci>
                    </pci>
                  </cpu>
                </system>
                """;
        NcclTopo t = parser.parse(TextSource.of("dump.xml", xml));
        NcclTopo.Pci gpu = t.allPci().get(1);
        assertThat(gpu.gpu().orElseThrow().dev()).isEqualTo(OptionalInt.of(0));
        assertThat(gpu.gpu().orElseThrow().nvlinks().get(0).count()).isEqualTo(18);
        assertThat(gpu.gpu().orElseThrow().nvlinks().get(0).targetClass()).contains("0x068000");
        NcclTopo.Pci nic = t.allPci().get(2);
        assertThat(nic.nic().orElseThrow().nets().get(0).name()).isEqualTo("mlx5_0");
        assertThat(nic.attribute("link_speed")).contains("32.0 GT/s PCIe");
    }

    @Test
    void brokenXmlNamesTheLine() {
        assertThatThrownBy(() -> parser.parse(TextSource.of("t.xml", "<system version=\"1\">\n  <cpu numaid=\"0\">\n</system>\n")))
                .isInstanceOf(ParseException.class).hasMessageStartingWith("t.xml:3: expected well-formed XML");
        assertThatThrownBy(() -> parser.parse(TextSource.of("t.xml", "<topology/>")))
                .isInstanceOf(ParseException.class).hasMessageContaining("expected the NCCL topology root element <system>");
        assertThatThrownBy(() -> parser.parse(TextSource.of("t.xml",
                "<system>\n<cpu numaid=\"x\"/>\n</system>")))
                .isInstanceOf(ParseException.class).hasMessageStartingWith("t.xml:2: expected a number in numaid=");
        assertThatThrownBy(() -> parser.parse(TextSource.of("t.xml",
                "<system>\n<cpu numaid=\"0\">\n<pci busid=\"zz\"/></cpu>\n</system>")))
                .isInstanceOf(ParseException.class).hasMessageContaining("expected a PCI bus id");
    }

    @Test
    void anExternalEntityIsNotResolved() {
        String xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE system [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n"
                + "<system version=\"&x;\"/>";
        assertThatThrownBy(() -> parser.parse(TextSource.of("evil.xml", xml))).isInstanceOf(ParseException.class);
    }
}
