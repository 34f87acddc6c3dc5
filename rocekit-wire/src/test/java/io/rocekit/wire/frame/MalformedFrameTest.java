package io.rocekit.wire.frame;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.wire.Corpus;
import io.rocekit.wire.pcap.LinkType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The malformed corpus frames give the precise error a user needs: header, offset, numbers. */
class MalformedFrameTest {
    private final List<Corpus.Frame> frames = Corpus.frames("c06_malformed.pcap");
    private final RoceFrame f = new RoceFrame();

    private RoceFrame decode(int number) {
        Corpus.Frame fr = frames.get(number - 1);
        f.decode(fr.bytes(), 0, fr.bytes().length, fr.originalLength(), LinkType.ETHERNET);
        return f;
    }

    @Test
    void shouldNameTheTruncatedBth() {
        decode(7);
        assertThat(f.error()).isEqualTo(DecodeError.BTH_TRUNCATED);
        assertThat(f.errorMessage()).isEqualTo("BTH at offset 42: truncated, need 12 bytes, 6 available");
    }

    @Test
    void shouldNameTheTruncatedReth() {
        decode(8);
        assertThat(f.isRoce()).isFalse();
        assertThat(f.errorMessage()).isEqualTo("RETH at offset 54: truncated, need 16 bytes, 4 available");
    }

    @Test
    void shouldKeepDecodingWhenUdpLengthExceedsIpButFlagIt() {
        decode(9);
        assertThat(f.isRoce()).isTrue();
        assertThat(f.error()).isEqualTo(DecodeError.UDP_LENGTH_EXCEEDS_IP);
        assertThat(f.errorMessage()).startsWith("UDP at offset 38: length 120 exceeds the 104 bytes");
        assertThat(f.verifyIcrc()).isEqualTo(IcrcVerdict.UNCHECKABLE);
    }

    @Test
    void shouldRefuseAUdpLengthShorterThanTheBth() {
        decode(10);
        assertThat(f.isRoce()).isFalse();
        assertThat(f.error()).isEqualTo(DecodeError.UDP_LENGTH_BELOW_IP);
        assertThat(f.errorMessage()).contains("length 16 is shorter than the 104 bytes");
    }

    @Test
    void shouldRecogniseTextOnPort4791AsNotATransportHeader() {
        decode(11);
        assertThat(f.isRoce()).isFalse();
        assertThat(f.errorMessage()).isEqualTo("BTH at offset 43: TVer 5, expected 0: not an IBA transport header");
    }

    @Test
    void shouldNotTakeAnotherPortForRoce() {
        decode(13);
        assertThat(f.isRoce()).isFalse();
        assertThat(f.hasError()).isFalse();
        assertThat(f.hasUdp()).isTrue();
    }

    @Test
    void shouldLocateTheIcrcByLengthsNotByTheFrameEnd() {
        decode(14);
        assertThat(f.isRoce()).isTrue();
        assertThat(f.icrcOffset()).isEqualTo(f.capturedLength() - 4 - 4);
        assertThat(f.verifyIcrc()).isEqualTo(IcrcVerdict.VALID);
    }

    @Test
    void shouldDecodeHeadersOfASnapCutFrameButNotJudgeItsIcrc() {
        decode(15);
        assertThat(f.isRoce()).isTrue();
        assertThat(f.hasReth()).isTrue();
        assertThat(f.verifyIcrc()).isEqualTo(IcrcVerdict.UNCHECKABLE);
    }

    @Test
    void shouldKeepTheBthOfAFrameTheSnaplenCutInsideItsExtendedHeader() {
        byte[] b = frames.get(14).bytes();
        assertThat(f.decode(b, 0, 60, 1098, LinkType.ETHERNET)).isTrue();
        assertThat(f.hasError()).isFalse();
        assertThat(f.cut()).isEqualTo(DecodeError.EXTENSION_TRUNCATED);
        assertThat(f.cutBySnaplen()).isTrue();
        assertThat(f.opcode().name()).isEqualTo("RC_RDMA_WRITE_ONLY");
        assertThat(f.hasReth()).isFalse();
        assertThat(f.payloadLength()).isEqualTo(1098 - 14 - 20 - 8 - 12 - 16 - 4);
        assertThat(f.verifyIcrc()).isEqualTo(IcrcVerdict.UNCHECKABLE);
        assertThat(f.appendCut(new StringBuilder())).hasToString(
                "RETH at offset 54: 6 of its 16 bytes captured (capture cut the frame to 60 of 1098 bytes)");
    }

    @Test
    void shouldCountABthTheSnaplenCutAsCutNotMalformed() {
        byte[] b = frames.get(14).bytes();
        assertThat(f.decode(b, 0, 50, 1098, LinkType.ETHERNET)).isFalse();
        assertThat(f.hasError()).isFalse();
        assertThat(f.cut()).isEqualTo(DecodeError.BTH_TRUNCATED);
        assertThat(f.toRocePort()).isTrue();
        assertThat(f.cutBySnaplen()).isTrue();
    }

    @Test
    void shouldNoteTheUdpPortOfAHeaderTheSnaplenCutAfterIt() {
        byte[] b = frames.get(14).bytes();
        assertThat(f.decode(b, 0, 40, 1098, LinkType.ETHERNET)).isFalse();
        assertThat(f.hasError()).isFalse();
        assertThat(f.cut()).isEqualTo(DecodeError.UDP_TRUNCATED);
        assertThat(f.hasUdp()).isFalse();
        assertThat(f.udpDestinationPort()).isEqualTo(4791);
        assertThat(f.toRocePort()).isTrue();
        assertThat(f.cutBySnaplen()).isTrue();
        assertThat(f.appendCut(new StringBuilder())).hasToString(
                "UDP at offset 34: 6 of its 8 bytes captured (capture cut the frame to 40 of 1098 bytes)");
    }

    @Test
    void shouldKeepTheCutOfAUdpHeaderCutBeforeItsPort() {
        byte[] b = frames.get(14).bytes();
        assertThat(f.decode(b, 0, 36, 1098, LinkType.ETHERNET)).isFalse();
        assertThat(f.hasError()).isFalse();
        assertThat(f.cut()).isEqualTo(DecodeError.UDP_TRUNCATED);
        assertThat(f.udpDestinationPort()).isEqualTo(RoceFrame.ABSENT);
        assertThat(f.toRocePort()).isFalse();
        assertThat(f.cutBySnaplen()).isTrue();
    }

    @Test
    void shouldNotCallACutDatagramToAnotherPortCut() {
        byte[] b = frames.get(14).bytes().clone();
        b[36] = (byte) (8000 >>> 8);
        b[37] = (byte) 8000;
        assertThat(f.decode(b, 0, 40, 1098, LinkType.ETHERNET)).isFalse();
        assertThat(f.hasError()).isFalse();
        assertThat(f.cut()).isEqualTo(DecodeError.NONE);
        assertThat(f.udpDestinationPort()).isEqualTo(8000);
        assertThat(f.toRocePort()).isFalse();
        assertThat(f.cutBySnaplen()).isFalse();
        // the same bytes to the port given as RoCEv2's are a cut RoCEv2 frame
        assertThat(new RoceFrame().rocePort(8000).decode(b, 0, 40, 1098, LinkType.ETHERNET)).isFalse();
        RoceFrame g = new RoceFrame().rocePort(8000);
        g.decode(b, 0, 40, 1098, LinkType.ETHERNET);
        assertThat(g.cut()).isEqualTo(DecodeError.UDP_TRUNCATED);
        assertThat(g.toRocePort()).isTrue();
    }

    @Test
    void shouldStillCallAFrameShortOnTheWireMalformed() {
        // frame 8: the RETH is cut on the wire (original length = captured length), not by a snaplen
        decode(8);
        assertThat(f.hasError()).isTrue();
        assertThat(f.cut()).isEqualTo(DecodeError.NONE);
        assertThat(f.cutBySnaplen()).isFalse();
    }
}
