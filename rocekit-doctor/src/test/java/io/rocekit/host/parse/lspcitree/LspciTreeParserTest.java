package io.rocekit.host.parse.lspcitree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.doctor.Fixtures;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.model.PciAddress;
import org.junit.jupiter.api.Test;

class LspciTreeParserTest {
    private final LspciTreeParser parser = new LspciTreeParser();

    @Test
    void azureHyperVEachDeviceInItsOwnDomainWithNoBridges() throws Exception {
        TextSource whole = Fixtures.source("host/lspci/nccltests36-azure-nc24rsv3-lspci-tv-ibdev2netdev.txt");
        // line 1 is the prompt "$ lspci -tv"; the tree is lines 2..11, then the ibdev2netdev part
        LspciTree t = parser.parse(whole.slice(1, 11));
        assertThat(t.roots()).extracting(RootBus::domain).containsExactly(0xe532L, 0xcac4L, 0x2113L, 0x075dL, 0x0002L, 0L);
        assertThat(t.devices()).noneMatch(TreeDevice::isBridge);
        TreeDevice gpu = t.roots().get(0).devices().get(0);
        assertThat(gpu.address()).isEqualTo(PciAddress.parse("e532:00:00.0").orElseThrow());
        assertThat(gpu.name()).contains("NVIDIA Corporation GV100GL [Tesla V100 PCIe 16GB]");
        TreeDevice nic = t.roots().get(4).devices().get(0);
        assertThat(nic.address().toString()).isEqualTo("0002:00:02.0");
        assertThat(nic.name().orElseThrow()).contains("ConnectX-3");
        assertThat(nic.line().number()).isEqualTo(6);
        assertThat(t.roots().get(5).devices()).extracting(d -> d.address().shortForm())
                .containsExactly("00:00.0", "00:07.0", "00:07.1", "00:07.3", "00:08.0");
    }

    /** Written in lspci -tv's drawing (not a copy of a post): bridges with ranges, siblings on following lines. */
    @Test
    void nestedSwitchesAndSiblingsBuildTheTree() throws Exception {
        String text = String.join("\n",
                "-+-[0000:16]-+-00.0  Intel Corporation Device 09a2",
                " |           +-01.0-[17-1a]----00.0-[18-1a]--+-00.0-[19]----00.0  NVIDIA Corporation GH100 [H100 SXM5 80GB]",
                " |           |                               \\-01.0-[1a]----00.0  Mellanox Technologies MT2910 Family [ConnectX-7]",
                " |           \\-02.0-[1b]----00.0  Samsung Electronics Co Ltd NVMe SSD Controller",
                " \\-[0000:00]-+-00.0  Intel Corporation Device 09a2",
                "             \\-1f.0  Intel Corporation Device 1b81");
        LspciTree t = parser.parse(TextSource.of("tv.txt", text));
        assertThat(t.roots()).hasSize(2);
        TreeDevice rp = t.roots().get(0).devices().get(1);
        assertThat(rp.address().toString()).isEqualTo("0000:16:01.0");
        assertThat(rp.buses()).contains(new TreeDevice.BusRange(0x17, 0x1a));
        TreeDevice usp = rp.children().get(0);
        assertThat(usp.address().toString()).isEqualTo("0000:17:00.0");
        assertThat(usp.children()).extracting(d -> d.address().toString()).containsExactly("0000:18:00.0", "0000:18:01.0");
        TreeDevice gpu = usp.children().get(0).children().get(0);
        assertThat(gpu.address().toString()).isEqualTo("0000:19:00.0");
        assertThat(gpu.name()).contains("NVIDIA Corporation GH100 [H100 SXM5 80GB]");
        TreeDevice nic = usp.children().get(1).children().get(0);
        assertThat(nic.address().toString()).isEqualTo("0000:1a:00.0");
        assertThat(t.roots().get(0).devices().get(2).children().get(0).address().toString()).isEqualTo("0000:1b:00.0");
        assertThat(t.roots().get(1).devices()).hasSize(2);
    }

    @Test
    void garbageAndBrokenRangesNameTheLine() {
        assertThatThrownBy(() -> parser.parse(TextSource.of("x.txt", "-[0000:00]-+-00.0  Host\n   hello\n")))
                .isInstanceOf(ParseException.class).hasMessageStartingWith("x.txt:2: expected a tree element");
        assertThatThrownBy(() -> parser.parse(TextSource.of("x.txt", "-[0000:00]-+-01.0-[zz]----00.0  X\n")))
                .isInstanceOf(ParseException.class).hasMessageContaining("x.txt:1: expected a bus range");
        assertThatThrownBy(() -> parser.parse(TextSource.of("x.txt", "-+-00.0  Host\n")))
                .isInstanceOf(ParseException.class).hasMessageContaining("expected a root bus");
    }

    @Test
    void anElisionLineIsSkippedAndRecorded() throws Exception {
        LspciTree t = parser.parse(Fixtures.source("extra/lspci-tree/nccltests256-h200-vm-pxb-pcie-switches-lspci-tv-elided.txt"));
        assertThat(t.roots()).hasSize(3);
        assertThat(t.devices()).filteredOn(d -> d.name().orElse("").startsWith("NVIDIA")).hasSize(8);
        assertThat(t.elisions()).singleElement().satisfies(l -> {
            assertThat(l.number()).isEqualTo(19);
            assertThat(l.text()).isEqualTo("...");
        });
        // anything else that is no tree element still names its line
        assertThatThrownBy(() -> parser.parse(TextSource.of("x.txt", "-[0000:00]-+-00.0  Host bridge\n           ..more\n")))
                .isInstanceOf(ParseException.class).hasMessageStartingWith("x.txt:2: expected a tree element");
    }

    @Test
    void emptyInputIsAnEmptyTree() throws Exception {
        assertThat(parser.parse(TextSource.of("e.txt", "")).roots()).isEmpty();
    }
}
