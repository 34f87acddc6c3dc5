package io.rocekit.wire.frame;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.wire.Corpus;
import io.rocekit.wire.ib.ExtHeader;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every frame of the scapy corpus decodes to the generator's ground truth, ICRC verdicts included. */
class CorpusGroundTruthTest {
    static Stream<String> cases() {
        return Corpus.CASES.stream();
    }

    @ParameterizedTest
    @MethodSource("cases")
    void shouldDecodeEveryFrameToTheGroundTruth(String name) {
        List<Corpus.Frame> frames = Corpus.frames(name + ".pcap");
        JsonNode truth = Corpus.json(name + ".expected.json").get("frames");
        assertThat(frames).hasSize(truth.size());
        RoceFrame f = new RoceFrame();
        SoftAssertions soft = new SoftAssertions();
        for (int i = 0; i < frames.size(); i++) {
            Corpus.Frame fr = frames.get(i);
            JsonNode t = truth.get(i);
            String at = name + " frame " + (i + 1) + " (" + t.path("note").asText() + ")";
            boolean roce = f.decode(fr.bytes(), 0, fr.bytes().length, fr.originalLength(), fr.linkType());
            soft.assertThat(fr.originalLength()).as(at + " orig_len").isEqualTo(t.get("orig_len").asInt());
            boolean expectRoce = !t.has("expect_roce") || t.get("expect_roce").asBoolean();
            soft.assertThat(roce).as(at + " is RoCE; error: " + f.errorMessage()).isEqualTo(expectRoce);
            if (t.has("opcode")) {
                checkFields(soft, at, f, t);
            }
            checkIcrc(soft, at, f, t);
        }
        soft.assertAll();
    }

    private static void checkFields(SoftAssertions soft, String at, RoceFrame f, JsonNode t) {
        soft.assertThat(f.opcode().code()).as(at + " opcode").isEqualTo(t.get("opcode").asInt());
        soft.assertThat(f.opcode().name()).as(at + " opcode name").isEqualTo(t.get("opcode_name").asText());
        soft.assertThat(f.opcode().transport().name()).as(at + " transport").isEqualTo(t.get("transport").asText());
        List<String> ext = new ArrayList<>();
        for (int bit = 1; bit <= ExtHeader.CNP_RESERVED; bit <<= 1) {
            if (f.opcode().has(bit)) {
                ext.add(ExtHeader.name(bit));
            }
        }
        List<String> expectedExt = new ArrayList<>();
        t.get("ext_headers").forEach(n -> expectedExt.add(n.asText()));
        soft.assertThat(ext).as(at + " extended headers").containsExactlyElementsOf(expectedExt);
        soft.assertThat(f.ipVersion()).as(at + " ipver").isEqualTo(t.get("ipver").asInt());
        soft.assertThat(f.dscp()).as(at + " dscp").isEqualTo(t.get("dscp").asInt());
        soft.assertThat(f.ecn()).as(at + " ecn").isEqualTo(t.get("ecn").asInt());
        if (t.get("vlan").isNull()) {
            soft.assertThat(f.vlanCount()).as(at + " vlan").isZero();
        } else {
            soft.assertThat(f.vlanCount()).as(at + " vlan").isEqualTo(1);
            soft.assertThat(f.vlan().vid()).as(at + " vid").isEqualTo(t.get("vlan").asInt());
            soft.assertThat(f.vlan().pcp()).as(at + " pcp").isEqualTo(t.get("pcp").asInt());
        }
        soft.assertThat(f.udp().sourcePort()).as(at + " sport").isEqualTo(t.get("udp_sport").asInt());
        soft.assertThat(f.udp().destinationPort()).as(at + " dport").isEqualTo(t.get("udp_dport").asInt());
        JsonNode b = t.get("bth");
        soft.assertThat(f.bth().solicitedEvent()).as(at + " se").isEqualTo(b.get("se").asInt() == 1);
        soft.assertThat(f.bth().migReq()).as(at + " m").isEqualTo(b.get("m").asInt() == 1);
        soft.assertThat(f.bth().padCount()).as(at + " padcnt").isEqualTo(b.get("padcnt").asInt());
        soft.assertThat(f.bth().tver()).as(at + " tver").isEqualTo(b.get("tver").asInt());
        soft.assertThat(f.bth().pkey()).as(at + " pkey").isEqualTo(b.get("pkey").asInt());
        soft.assertThat(f.bth().fecn()).as(at + " fecn").isEqualTo(b.get("fecn").asInt() == 1);
        soft.assertThat(f.bth().becn()).as(at + " becn").isEqualTo(b.get("becn").asInt() == 1);
        soft.assertThat(f.bth().destQp()).as(at + " destqp").isEqualTo(b.get("destqp").asInt());
        soft.assertThat(f.bth().ackReq()).as(at + " ackreq").isEqualTo(b.get("ackreq").asInt() == 1);
        soft.assertThat(f.bth().psn()).as(at + " psn").isEqualTo(b.get("psn").asInt());
        soft.assertThat(f.payloadLength()).as(at + " payload").isEqualTo(t.get("payload_len").asInt());
        JsonNode e = t.get("ext");
        if (e.has("RETH")) {
            soft.assertThat(f.reth().virtualAddress()).as(at + " reth va").isEqualTo(e.get("RETH").get("va").asLong());
            soft.assertThat(f.reth().rkey()).as(at + " reth rkey").isEqualTo(e.get("RETH").get("rkey").asLong());
            soft.assertThat(f.reth().dmaLength()).as(at + " reth len").isEqualTo(e.get("RETH").get("dmalen").asLong());
        }
        if (e.has("AETH")) {
            soft.assertThat(f.aeth().syndrome()).as(at + " syndrome").isEqualTo(e.get("AETH").get("syndrome").asInt());
            soft.assertThat(f.aeth().msn()).as(at + " msn").isEqualTo(e.get("AETH").get("msn").asInt());
        }
        if (e.has("AtomicAckETH")) {
            soft.assertThat(f.atomicAckEth().original()).as(at + " orig")
                    .isEqualTo(e.get("AtomicAckETH").get("orig").asLong());
        }
        if (e.has("AtomicETH")) {
            JsonNode a = e.get("AtomicETH");
            soft.assertThat(f.atomicEth().virtualAddress()).as(at + " atomic va").isEqualTo(a.get("va").asLong());
            soft.assertThat(f.atomicEth().rkey()).as(at + " atomic rkey").isEqualTo(a.get("rkey").asLong());
            soft.assertThat(f.atomicEth().swapAdd()).as(at + " swapadd").isEqualTo(a.get("swapadd").asLong());
            soft.assertThat(f.atomicEth().compare()).as(at + " cmp").isEqualTo(a.get("cmp").asLong());
        }
        if (e.has("DETH")) {
            soft.assertThat(f.deth().qkey()).as(at + " qkey").isEqualTo(e.get("DETH").get("qkey").asLong());
            soft.assertThat(f.deth().srcQp()).as(at + " srcqp").isEqualTo(e.get("DETH").get("srcqp").asInt());
        }
        if (e.has("ImmDt")) {
            soft.assertThat(f.immDt().immediate()).as(at + " imm").isEqualTo(e.get("ImmDt").get("imm").asLong());
        }
        if (e.has("IETH")) {
            soft.assertThat(f.ieth().rkey()).as(at + " ieth").isEqualTo(e.get("IETH").get("rkey").asLong());
        }
    }

    private static void checkIcrc(SoftAssertions soft, String at, RoceFrame f, JsonNode t) {
        IcrcVerdict v = f.verifyIcrc();
        String expect = t.has("expect_icrc") ? t.get("expect_icrc").asText() : null;
        JsonNode own = t.get("icrc_own");
        if (expect == null) {
            soft.assertThat(v).as(at + " icrc").isEqualTo(own.get("valid").asBoolean() ? IcrcVerdict.VALID
                    : IcrcVerdict.INVALID);
        } else if (expect.equals("valid")) {
            soft.assertThat(v).as(at + " icrc").isEqualTo(IcrcVerdict.VALID);
        } else if (expect.equals("invalid") && f.isRoce()) {
            soft.assertThat(v).as(at + " icrc").isEqualTo(IcrcVerdict.INVALID);
        } else if (expect.startsWith("n/a (length") || expect.startsWith("unknown")) {
            soft.assertThat(v).as(at + " icrc").isIn(IcrcVerdict.UNCHECKABLE, IcrcVerdict.NOT_CHECKED);
        }
        if (v == IcrcVerdict.VALID || v == IcrcVerdict.INVALID) {
            // The computed value matches the independent implementation, printed as tools print it.
            soft.assertThat(String.format("%08x", io.rocekit.wire.icrc.Icrc.asPrinted(f.icrcComputed())))
                    .as(at + " computed").isEqualTo(own.get("computed_hex").asText());
            soft.assertThat(String.format("%08x", io.rocekit.wire.icrc.Icrc.asPrinted(f.icrcWire())))
                    .as(at + " wire").isEqualTo(own.get("wire_hex").asText());
        }
    }
}
