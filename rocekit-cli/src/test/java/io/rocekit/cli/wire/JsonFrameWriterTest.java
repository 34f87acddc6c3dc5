package io.rocekit.cli.wire;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.wire.frame.FrameBuilder;
import io.rocekit.wire.ib.Opcode;
import io.rocekit.wire.pcap.CaptureFiles;
import io.rocekit.wire.pcap.CaptureReader;
import io.rocekit.wire.pcap.CaptureRecord;
import io.rocekit.wire.pcap.LinkType;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The hand-written JSON writer prints exactly what the field table defines, for every kind of frame. */
class JsonFrameWriterTest {
    private static void assertSame(FrameContext c, String at) {
        StringWriter fast = new StringWriter();
        StringWriter generic = new StringWriter();
        TextSink a = new TextSink(fast);
        TextSink b = new TextSink(generic);
        JsonFrameWriter.write(a, c);
        GenericJson.json(b, c);
        a.flush();
        b.flush();
        assertThat(fast.toString()).as(at).isEqualTo(generic.toString());
    }

    @Test
    void shouldMatchTheFieldTableOnEveryCorpusFrameWithAndWithoutIcrc() throws Exception {
        for (String name : new String[] {"c01_rc_all_opcodes_ipv4.pcap", "c06_malformed.pcap", "f01_flow_two_rc_qps.pcapng",
            "m4_erspan3_mirror.pcap", "m7_mirror_damaged.pcap"}) {
            for (boolean verify : new boolean[] {false, true}) {
                try (CaptureReader r = CaptureFiles.open(Path.of(DecodeCommandTest.capture(name)))) {
                    FrameContext c = new FrameContext();
                    CaptureRecord rec = new CaptureRecord();
                    while (r.next(rec)) {
                        c.number = rec.number();
                        c.timestampNanos = rec.timestampNanos();
                        c.frame.decode(rec.buffer(), rec.offset(), rec.capturedLength(), rec.originalLength(), rec.linkType());
                        if (verify) {
                            c.frame.verifyIcrc();
                        }
                        assertSame(c, name + " frame " + rec.number());
                    }
                }
            }
        }
    }

    @Test
    void shouldMatchTheFieldTableForEveryOpcodeOverIpv6AndVlan() {
        Random rnd = new Random(3);
        FrameBuilder b = new FrameBuilder();
        byte[] buf = new byte[4096];
        FrameContext c = new FrameContext();
        for (int code = 0; code < 256; code++) {
            Opcode op = Opcode.of(code);
            b.opcode(op).destQp(rnd.nextInt(1 << 24)).psn(rnd.nextInt(1 << 24)).reth(rnd.nextLong(), 7, 4096)
                    .aeth(rnd.nextInt(256), 9).atomic(-1L, 1, Long.MIN_VALUE, 5).atomicAck(-2L)
                    .deth(0xffff_ffffL, 3).rdeth(4).xrceth(5).immediate(0xdeadbeefL).invalidateRkey(6)
                    .payload(new byte[op.hasPayload() ? 33 : 0]);
            if ((code & 1) == 1) {
                b.ipv6(new byte[16], new byte[16]).flowLabel(code).vlan(5, 1, 77);
            } else {
                b.ipv4(1, 2).noVlan();
            }
            int n = b.write(buf, 0);
            c.number = code + 1;
            c.timestampNanos = code;
            c.frame.decode(buf, 0, n, n, LinkType.ETHERNET);
            c.frame.verifyIcrc();
            assertSame(c, op.toString());
        }
    }
}
