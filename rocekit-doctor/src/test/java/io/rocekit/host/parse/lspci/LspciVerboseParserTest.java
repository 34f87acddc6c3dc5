package io.rocekit.host.parse.lspci;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.doctor.Fixtures;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.model.PciAddress;
import io.rocekit.host.model.PcieLink;
import io.rocekit.host.model.PcieSpeed;
import java.util.EnumSet;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LspciVerboseParserTest {
    private static final String PEX = "host/lspci/linuxhw-as4124gstnr-broadcom-pex88096-usp-dsp-acs-off-partial.txt";
    private final LspciVerboseParser parser = new LspciVerboseParser();

    private static PcieLink link(PcieSpeed s, int w) {
        return new PcieLink(Optional.of(s), w);
    }

    @Test
    void shouldReadTheBroadcomSwitchPortsAsTheMetaNoteDescribes() throws Exception {
        LspciDump dump = parser.parse(Fixtures.source(PEX));
        assertThat(dump.devices()).hasSize(2);
        assertThat(dump.fragments()).isEmpty();

        PciDevice usp = dump.devices().get(0);
        assertThat(usp.address()).isEqualTo(new PciAddress(0, 0x81, 0, 0));
        assertThat(usp.className()).isEqualTo("PCI bridge");
        assertThat(usp.classCode()).hasValue(0x0604);
        assertThat(usp.vendorId()).hasValue(0x1000);
        assertThat(usp.deviceId()).hasValue(0xc010);
        assertThat(usp.description()).isEqualTo("Broadcom / LSI Device");
        assertThat(usp.role()).isEqualTo(PciDevice.Role.BRIDGE);
        assertThat(usp.portType()).contains(PciePortType.UPSTREAM_PORT);
        assertThat(usp.linkCapability().get().link()).isEqualTo(link(PcieSpeed.GEN4, 16));
        assertThat(usp.linkStatus().get().link()).isEqualTo(link(PcieSpeed.GEN4, 16));
        assertThat(usp.linkStatus().get().downgraded()).isFalse();
        assertThat(usp.deviceControl().get().maxPayloadBytes()).isEqualTo(256);
        assertThat(usp.deviceControl().get().maxReadRequestBytes()).isEqualTo(128);
        assertThat(usp.deviceControl().get().line().number()).isEqualTo(26);
        assertThat(usp.maxPayloadCapableBytes()).hasValue(2048);
        assertThat(usp.acsControl()).isEmpty(); // no ACS capability on the upstream port (normal)
        assertThat(usp.numaNode()).hasValue(1);
        assertThat(usp.buses()).contains(new BridgeBuses(0x81, 0x82, 0x93));
        assertThat(usp.kernelDriver()).contains("pcieport");

        PciDevice dsp = dump.devices().get(1);
        assertThat(dsp.address().shortForm()).isEqualTo("82:00.0");
        assertThat(dsp.portType()).contains(PciePortType.DOWNSTREAM_PORT);
        assertThat(dsp.acsCapability().get().enabled()).isEqualTo(EnumSet.allOf(AcsBit.class));
        AcsFlags ctl = dsp.acsControl().get();
        assertThat(ctl.listed()).isEqualTo(EnumSet.allOf(AcsBit.class));
        assertThat(ctl.enabled()).isEmpty();
        assertThat(ctl.redirectsPeerToPeer()).isFalse();
        assertThat(ctl.registerValue()).isZero();
        assertThat(ctl.line().text()).contains("ACSCtl:\tSrcValid-");
        assertThat(dsp.buses()).contains(new BridgeBuses(0x82, 0x83, 0x88));
    }

    @Test
    void shouldKeepHeaderlessAcsControlLinesAsUnattributedFragments() throws Exception {
        LspciDump dump = parser.parse(Fixtures.source("host/lspci/perftest241-acsctl-grep-all-disabled-partial.txt"));
        assertThat(dump.devices()).isEmpty();
        assertThat(dump.unattributedAcsControls()).hasSize(14)
                .allSatisfy(f -> assertThat(f.anyEnabled()).isFalse())
                .allSatisfy(f -> assertThat(f.listed()).hasSize(7));
        assertThat(dump.unattributedAcsControls().get(13).line().number()).isEqualTo(14);
    }

    @Test
    void shouldReadAnOldFormatSpaceIndentedConnectXBlock() throws Exception {
        LspciDump dump = parser.parse(Fixtures.source("extra/lspci/l2fwd6-cx6dx-endpoint-mrrs4096-partial.txt"));
        PciDevice nic = dump.devices().get(0);
        assertThat(nic.role()).isEqualTo(PciDevice.Role.NIC);
        assertThat(nic.isMellanox()).isTrue();
        assertThat(nic.vendorId()).isEmpty();
        assertThat(nic.description()).isEqualTo("Mellanox Technologies MT2892 Family [ConnectX-6 Dx]");
        assertThat(nic.portType()).contains(PciePortType.ENDPOINT);
        assertThat(nic.deviceControl().get().maxReadRequestBytes()).isEqualTo(4096);
        assertThat(nic.linkCapability().get().link()).isEqualTo(link(PcieSpeed.GEN4, 16));
        assertThat(nic.linkStatus()).isEmpty();
        assertThat(nic.numaNode()).hasValue(0);
    }

    @Test
    void shouldReadDowngradedAndUnknownLinkFragments() throws Exception {
        LspciDump downgraded = parser.parse(
                Fixtures.source("extra/lspci/rocm92-root-port-lnksta-downgraded-fragment-partial.txt"));
        assertThat(downgraded.fragments()).hasSize(7); // every line is kept; continuations as Other
        LspciFragment.Link sta = (LspciFragment.Link) downgraded.fragments().get(5);
        assertThat(sta.register()).isEqualTo(LspciFragment.LinkRegister.STATUS);
        assertThat(sta.link().link()).isEqualTo(link(PcieSpeed.GEN1, 1));
        assertThat(sta.link().downgraded()).isTrue();

        LspciDump unknown = parser.parse(
                Fixtures.source("extra/lspci/pciutils128-cx5-socketdirect-speed-unknown-grep.txt"));
        LspciFragment.Link cap = (LspciFragment.Link) unknown.fragments().get(0);
        assertThat(cap.link().link()).isEqualTo(new PcieLink(Optional.empty(), 8));
        assertThat(unknown.fragments().get(2)).isInstanceOf(LspciFragment.Other.class);
    }

    @Test
    void shouldReadNnHeadersOfGpusAndNics() throws Exception {
        String text = "18:00.0 3D controller [0302]: NVIDIA Corporation GH100 [H100 SXM5 80GB] [10de:2330] (rev a1)\n"
                + "0000:3b:00.1 Infiniband controller [0207]: Mellanox Technologies MT2910 Family [ConnectX-7] [15b3:1021]\n"
                + "\tCapabilities: <access denied>\n";
        LspciDump dump = parser.parse(TextSource.of("x", text));
        assertThat(dump.devices()).extracting(PciDevice::role).containsExactly(PciDevice.Role.GPU, PciDevice.Role.NIC);
        assertThat(dump.devices().get(0).description()).isEqualTo("NVIDIA Corporation GH100 [H100 SXM5 80GB]");
        assertThat(dump.devices().get(1).address()).isEqualTo(new PciAddress(0, 0x3b, 0, 1));
        assertThat(dump.devices().get(1).deviceId()).hasValue(0x1021);
        assertThat(dump.devices().get(1).capabilitiesHidden()).isTrue();
    }

    @Test
    void shouldReadAcsBitsThatAreOn() throws Exception {
        String text = "\t\tACSCtl:\tSrcValid+ TransBlk- ReqRedir+ CmpltRedir+ UpstreamFwd+ EgressCtrl- DirectTrans-\n";
        AcsFlags f = parser.parse(TextSource.of("x", text)).unattributedAcsControls().get(0);
        assertThat(f.enabled()).containsExactlyInAnyOrder(AcsBit.SRC_VALID, AcsBit.REQ_REDIR, AcsBit.CMPLT_REDIR,
                AcsBit.UPSTREAM_FWD);
        assertThat(f.redirectsPeerToPeer()).isTrue();
        assertThat(f.registerValue()).isEqualTo(0x1d);
        assertThat(f.enabledNames()).isEqualTo("SrcValid+ ReqRedir+ CmpltRedir+ UpstreamFwd+");
    }

    @Test
    void shouldPassOverAnAuthorsElisionInsideABlock() throws Exception {
        // ROCm/rccl#547: the poster cut the root port's block with lines holding only "...."
        LspciDump dump = parser.parse(Fixtures.source("extra/lspci/rccl547-epyc-rome-root-port-acs-on-elided.txt"));
        assertThat(dump.devices()).hasSize(1);
        PciDevice port = dump.devices().get(0);
        assertThat(port.address()).isEqualTo(PciAddress.parse("40:01.1").get());
        assertThat(port.numaNode()).hasValue(1);
        AcsFlags ctl = port.acsControl().get();
        assertThat(ctl.redirectsPeerToPeer()).isTrue();
        assertThat(ctl.enabledNames()).isEqualTo("SrcValid+ ReqRedir+ CmpltRedir+ UpstreamFwd+");
        assertThat(ctl.line().number()).isEqualTo(7);
    }

    @Test
    void amdInstinctHeadersAreGpusByIdOrName() throws Exception {
        // header lines as lspci prints them for an MI100 (Display controller) and an MI300X (Processing
        // accelerators from MI300 on), with and without -nn; an old pci.ids prints "Device [1002:740f]"
        String text = "03:00.0 Display controller [0380]: Advanced Micro Devices, Inc. [AMD/ATI] Arcturus GL-XL [Instinct MI100] [1002:738c] (rev 01)\n"
                + "85:00.0 Processing accelerators [1200]: Advanced Micro Devices, Inc. [AMD/ATI] Aqua Vanjaram [Instinct MI300X] [1002:74a1]\n"
                + "1e:00.0 Display controller: Advanced Micro Devices, Inc. [AMD/ATI] Arcturus GL-XL [Instinct MI100] (rev 01)\n"
                + "c1:00.0 Display controller [0380]: Advanced Micro Devices, Inc. [AMD/ATI] Device [1002:740f] (rev 02)\n"
                + "c2:00.0 Non-Essential Instrumentation [1300]: Advanced Micro Devices, Inc. [AMD] Device [1022:1498]\n";
        LspciDump dump = parser.parse(TextSource.of("amd.txt", text));
        assertThat(dump.devices()).extracting(PciDevice::role).containsExactly(PciDevice.Role.GPU, PciDevice.Role.GPU,
                PciDevice.Role.GPU, PciDevice.Role.GPU, PciDevice.Role.OTHER);
    }

    @Test
    void shouldNotTakeAnElisionAfterACapabilityForACutOffOutput() throws Exception {
        String text = "40:01.1 PCI bridge: X\n\tCapabilities: [2a0 v1] Access Control Services\n....\n";
        assertThat(parser.parse(TextSource.of("e.txt", text)).devices()).hasSize(1);
    }

    @Test
    void shouldPassOverAScriptsLabelsAroundGrepFragments() throws Exception {
        LspciDump mi50 = parser.parse(Fixtures.source("extra/lspci/mi50-bdf-lines-lnkcap-lnksta-downgraded-grep.txt"));
        assertThat(mi50.devices()).isEmpty();
        assertThat(mi50.fragments()).filteredOn(f -> f instanceof LspciFragment.Link).hasSize(8);
        LspciDump probe = parser.parse(Fixtures.source("extra/lspci/rtx2060-probe-script-card-lines-x8-downgraded.txt"));
        assertThat(probe.fragments()).filteredOn(f -> f instanceof LspciFragment.Link).hasSize(4);
        // without any lspci line the text is still refused at its first line
        assertThatThrownBy(() -> parser.parse(TextSource.of("n.txt", "31:00.0\n====\n")))
                .hasMessageStartingWith("n.txt:1: expected a device header 'bb:dd.f class: name'");
    }

    @Test
    void shouldGiveAnEmptyModelForEmptyInput() throws Exception {
        assertThat(parser.parse(TextSource.of("x", ""))).isEqualTo(LspciDump.empty());
        assertThat(parser.parse(TextSource.of("x", "\n\n"))).isEqualTo(LspciDump.empty());
    }

    @Test
    void shouldNameTheLineOfACutOffLinkStatus() {
        String cut = Fixtures.text(PEX).lines().limit(30).reduce("", (a, b) -> a + b + "\n")
                + "\t\tLnkSta:\tSpeed 16GT/s (ok), Wid\n";
        assertThatThrownBy(() -> parser.parse(TextSource.of("cut.txt", cut)))
                .isInstanceOf(ParseException.class)
                .hasMessage("cut.txt:31: expected 'Speed <rate>GT/s, Width x<lanes>' in LnkSta:, found '"
                        + "\t\tLnkSta:\tSpeed 16GT/s (ok), Wid'");
    }

    @Test
    void shouldSayWhenTheOutputEndsInsideTheAcsCapability() {
        String text = Fixtures.text(PEX);
        String cut = text.substring(0, text.indexOf("\t\tACSCap:"));
        assertThatThrownBy(() -> parser.parse(TextSource.of("cut.txt", cut)))
                .isInstanceOf(ParseException.class)
                .hasMessageStartingWith("cut.txt:157: expected ACSCap: and ACSCtl: lines under this capability")
                .hasMessageContaining("Access Control Services");
    }

    @Test
    void shouldRejectAnUnknownAcsFlagSyntax() {
        assertThatThrownBy(() -> parser.parse(TextSource.of("g.txt", "\t\tACSCtl:\tSrcValid? ReqRedir-\n")))
                .hasMessage("g.txt:1: expected an ACS flag 'Name+' or 'Name-' (e.g. ReqRedir+), found 'SrcValid?'");
    }

    @Test
    void shouldRejectTextThatIsNotLspci() {
        assertThatThrownBy(() -> parser.parse(TextSource.of("n.txt", "hello world\n")))
                .hasMessageStartingWith("n.txt:1: expected a device header 'bb:dd.f class: name'");
        String garbled = "81:00.0 PCI bridge: X\n\tNUMA node: one\n";
        assertThatThrownBy(() -> parser.parse(TextSource.of("n.txt", garbled)))
                .hasMessage("n.txt:2: expected a NUMA node number, found 'one'");
    }
}
