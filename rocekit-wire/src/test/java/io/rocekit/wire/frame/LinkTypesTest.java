package io.rocekit.wire.frame;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.wire.Bytes;
import io.rocekit.wire.pcap.CaptureFiles;
import io.rocekit.wire.pcap.CaptureReader;
import io.rocekit.wire.pcap.CaptureRecord;
import io.rocekit.wire.pcap.LinkType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The same RoCEv2 datagram behind every link layer rocekit decodes. */
class LinkTypesTest {
    private final FrameBuilder builder = new FrameBuilder().opcode(0x0a).destQp(0xd1).psn(1000).payload(new byte[64]);
    private final byte[] eth = new byte[builder.frameLength()];
    private final RoceFrame f = new RoceFrame();

    LinkTypesTest() {
        builder.write(eth, 0);
    }

    private byte[] behind(byte[] header) {
        byte[] g = new byte[header.length + eth.length - 14];
        System.arraycopy(header, 0, g, 0, header.length);
        System.arraycopy(eth, 14, g, header.length, eth.length - 14);
        return g;
    }

    private void assertDecodes(byte[] frame, int linkType) {
        assertThat(f.decode(frame, 0, frame.length, frame.length, linkType)).as(f.errorMessage()).isTrue();
        assertThat(f.bth().destQp()).isEqualTo(0xd1);
        assertThat(f.bth().psn()).isEqualTo(1000);
        assertThat(f.hasEthernet()).isEqualTo(linkType == LinkType.ETHERNET);
        assertThat(f.verifyIcrc()).isEqualTo(IcrcVerdict.VALID);
    }

    @Test
    void shouldDecodeEthernet() {
        assertDecodes(eth, LinkType.ETHERNET);
    }

    @Test
    void shouldDecodeLinuxCookedV1() {
        byte[] sll = new byte[16];
        Bytes.put16(sll, 0, 4); // sent by us
        Bytes.put16(sll, 2, 1); // ARPHRD_ETHER
        Bytes.put16(sll, 4, 6);
        Bytes.put16(sll, 14, 0x0800);
        assertDecodes(behind(sll), LinkType.LINUX_SLL);
    }

    @Test
    void shouldDecodeLinuxCookedV2() {
        byte[] sll2 = new byte[20];
        Bytes.put16(sll2, 0, 0x0800);
        Bytes.put32(sll2, 4, 3); // interface index
        assertDecodes(behind(sll2), LinkType.LINUX_SLL2);
    }

    @Test
    void shouldDecodeRawIp() {
        assertDecodes(behind(new byte[0]), LinkType.RAW);
        assertDecodes(behind(new byte[0]), LinkType.IPV4);
    }

    /**
     * DLT_RAW's platform values in a capture's link type field (12 in a pcap, 14 in a pcapng IDB):
     * raw IP, as tshark 4.0 reads them (differential/dlt_raw_12.pcap.meta.md). They were counted as
     * "link type 12 (LINKTYPE_12) not decoded".
     */
    @ParameterizedTest
    @ValueSource(strings = {"dlt_raw_12.pcap", "dlt_raw_14.pcapng"})
    void shouldDecodeDltRawTwelveAndFourteenAsRawIp(String name) throws Exception {
        List<String> seen = decodeEvery(name, () -> f.bth().opcode() + "/" + Integer.toHexString(f.bth().destQp())
                + "/" + f.bth().psn() + "/" + f.ipVersion() + "/" + f.dscp());
        // tshark: infiniband.bth.opcode, .destqp, .psn; ip.version; ip.dsfield.dscp / ipv6.tclass.dscp
        assertThat(seen).containsExactly("10/868782/0/4/26", "17/16f8c2/12721892/6/26", "129/d852bd/0/4/26",
                "100/44281e/16777215/6/26");
        assertThat(LinkType.isSupported(12)).isTrue();
        assertThat(LinkType.name(14)).isEqualTo("RAW (DLT_RAW 14)");
    }

    /**
     * Linux cooked v1 with the VLAN tag libpcap reinserts at the protocol field (pcap-linux.c
     * set_vlan_offset): the tag's PCP and VID, then IP, as tshark 4.0 decodes them
     * (differential/sll_vlan_reinserted.pcap.meta.md). They were "not IP: EtherType 0x8100".
     */
    @Test
    void shouldReadTheVlanTagLibpcapReinsertsIntoLinuxCookedCaptures() throws Exception {
        List<String> seen = decodeEvery("sll_vlan_reinserted.pcap", () -> (f.vlanCount() == 0 ? "-"
                : f.vlan().pcp() + "/" + f.vlan().vid()) + " " + f.bth().opcode() + "/"
                + Integer.toHexString(f.bth().destQp()) + "/" + f.bth().psn() + "/" + f.dscp());
        // tshark: vlan.priority/vlan.id, infiniband.bth.opcode/.destqp/.psn, DSCP
        assertThat(seen).containsExactly("3/100 17/39c127/2576505/26", "3/100 10/60f560/0/26",
                "6/200 129/e73a62/16777215/26", "- 4/d7ae10/16777215/26");
    }

    /** Decodes every frame of the generated capture {@code name} (each a RoCEv2 frame with a valid ICRC), describing each. */
    private List<String> decodeEvery(String name, java.util.function.Supplier<String> describe) throws Exception {
        Path file = Path.of(getClass().getResource("/differential/" + name).toURI());
        List<String> seen = new ArrayList<>();
        try (CaptureReader r = CaptureFiles.open(file)) {
            CaptureRecord rec = new CaptureRecord();
            while (r.next(rec)) {
                assertThat(f.decode(rec.buffer(), rec.offset(), rec.capturedLength(), rec.originalLength(),
                        rec.linkType())).as(f.errorMessage()).isTrue();
                assertThat(f.verifyIcrc()).isEqualTo(IcrcVerdict.VALID);
                seen.add(describe.get());
            }
        }
        return seen;
    }

    @Test
    void shouldToleratePairsOfTagsAndReportTheInnerOne() {
        byte[] q = new byte[eth.length + 8];
        System.arraycopy(eth, 0, q, 0, 12);
        Bytes.put16(q, 12, 0x88a8);
        Bytes.put16(q, 14, (5 << 13) | 200); // outer service tag: PCP 5, VID 200
        Bytes.put16(q, 16, 0x8100);
        Bytes.put16(q, 18, (3 << 13) | 100); // inner customer tag: PCP 3, VID 100
        System.arraycopy(eth, 12, q, 20, eth.length - 12);
        assertDecodes(q, LinkType.ETHERNET);
        assertThat(f.vlanCount()).isEqualTo(2);
        assertThat(f.vlan().pcp()).isEqualTo(3);
        assertThat(f.vlan().vid()).isEqualTo(100);
    }

    @Test
    void shouldNameAnUnsupportedLinkType() {
        assertThat(f.decode(eth, 0, eth.length, eth.length, 147)).isFalse();
        assertThat(f.errorMessage()).isEqualTo("link layer at offset 0: link type 147 is not decoded");
    }
}
