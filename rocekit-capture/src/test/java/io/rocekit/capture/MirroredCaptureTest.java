package io.rocekit.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.Decapsulated;
import io.rocekit.capture.report.MalformedFrame;
import io.rocekit.capture.report.OtherFrames;
import io.rocekit.capture.report.SnaplenCut;
import io.rocekit.wire.Bytes;
import io.rocekit.wire.pcap.CaptureFiles;
import io.rocekit.wire.pcap.CaptureReader;
import io.rocekit.wire.pcap.CaptureRecord;
import io.rocekit.wire.pcap.LinkType;
import io.rocekit.wire.pcap.PcapWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A capture of a remote mirror session (GRE/ERSPAN, VXLAN) is analysed like the same frames
 * captured directly; the fixtures m2..m7 and how they were built are in their .meta.md notes.
 */
class MirroredCaptureTest {
    private static CaptureReport analyse(String file) throws IOException {
        return new CaptureAnalyzer(AnalysisOptions.defaults()).analyze(Fixtures.path(file));
    }

    private static CaptureReport analyse(String name, byte[] capture) throws IOException {
        return new CaptureAnalyzer(AnalysisOptions.defaults()).analyze(name, new ByteArrayInputStream(capture),
                CaptureAnalyzer.Progress.NONE);
    }

    @Test
    void shouldAnalyseTheRoceInsideErspanAndVxlanMirrors() throws IOException {
        CaptureReport erspan = analyse("m2_erspan2_mirror.pcap");
        assertThat(erspan.roceFrames()).isEqualTo(2);
        assertThat(erspan.decapsulated()).isEqualTo(new Decapsulated(2, 2, Map.of("ERSPAN_II", 2L)));
        assertThat(erspan.otherFrames()).isEqualTo(new OtherFrames(Map.of(), 0, 0, 0));
        assertThat(erspan.icrc().valid()).isEqualTo(2);
        CaptureReport vxlan = analyse("m3_vxlan.pcap");
        assertThat(vxlan.decapsulated()).isEqualTo(new Decapsulated(2, 2, Map.of("VXLAN", 2L)));
        assertThat(vxlan.flows()).isEqualTo(erspan.flows());
    }

    @Test
    void shouldPairAndJudgeAnErspanIIIMirrorLikeADirectCapture() throws IOException {
        CaptureReport r = analyse("m4_erspan3_mirror.pcap");
        assertThat(r.decapsulated()).isEqualTo(new Decapsulated(4, 4, Map.of("ERSPAN_III", 4L)));
        assertThat(r.flowCount()).isEqualTo(2);
        assertThat(r.flows().get(0).reverse()).isPresent();
        assertThat(r.flows().get(0).congestion().ceMarked()).isEqualTo(1);
        assertThat(r.flows().get(0).bytes()).isEqualTo(2 * 142); // the mirrored frames, not the GRE packets
        assertThat(r.qos().dataPcp()).hasValue(3);
        assertThat(r.icrc().valid()).isEqualTo(4);
    }

    @Test
    void shouldGiveTheSameFlowsAndFindingsForAMirrorOfAFlowCapture() throws IOException {
        byte[] direct = Files.readAllBytes(Fixtures.path("f01_flow_two_rc_qps.pcap"));
        CaptureReport expected = analyse("f01", direct);
        CaptureReport mirrored = analyse("f01", erspanIIMirror(direct));
        assertThat(mirrored.decapsulated()).isEqualTo(new Decapsulated(292, 292, Map.of("ERSPAN_II", 292L)));
        assertThat(mirrored.flows()).isEqualTo(expected.flows());
        assertThat(mirrored.findings()).isEqualTo(expected.findings());
        assertThat(mirrored.qos()).isEqualTo(expected.qos());
    }

    @Test
    void shouldReportDamagedTunnelsAsMalformedOrCutWithTheirOffsets() throws IOException {
        CaptureReport r = analyse("m7_mirror_damaged.pcap");
        assertThat(r.malformed()).extracting(MalformedFrame::frame).containsExactly(1L, 2L, 3L, 4L, 6L);
        assertThat(r.malformed().get(0).message()).isEqualTo("ERSPAN at offset 42: version 2, expected 1 for its GRE protocol type");
        assertThat(r.malformed().get(3).message()).isEqualTo("VXLAN at offset 42: truncated, need 8 bytes, 4 available");
        // 5: truncated by the mirror (ERSPAN T), 8: snaplen inside ERSPAN, 9: snaplen inside the inner BTH
        assertThat(r.snaplenCut()).isEqualTo(new SnaplenCut(3, 0, 2));
        assertThat(r.roceFrames()).isEqualTo(1);
        assertThat(r.decapsulated()).isEqualTo(new Decapsulated(3, 1, Map.of("ERSPAN_II", 3L)));
        assertThat(r.otherFrames().encapsulated()).isEqualTo(8);
    }

    /** Every frame of a capture wrapped in IPv4 + GRE (sequence number) + ERSPAN II, as a mirror sends it. */
    private static byte[] erspanIIMirror(byte[] capture) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (InputStream in = new ByteArrayInputStream(capture);
                CaptureReader reader = CaptureFiles.open("direct", in);
                PcapWriter w = new PcapWriter(out, LinkType.ETHERNET, 65535, true)) {
            CaptureRecord r = new CaptureRecord();
            int seq = 0;
            while (reader.next(r)) {
                byte[] m = new byte[14 + 20 + 8 + 8 + r.capturedLength()];
                Bytes.put16(m, 12, 0x0800);
                m[14] = 0x45;
                Bytes.put16(m, 16, m.length - 14);
                m[22] = 64;
                m[23] = 47;
                Bytes.put32(m, 26, 0x0a630001L);
                Bytes.put32(m, 30, 0x0a630009L);
                Bytes.put16(m, 34, 0x1000);
                Bytes.put16(m, 36, 0x88be);
                Bytes.put32(m, 38, ++seq);
                Bytes.put16(m, 42, 0x1000);
                Bytes.put16(m, 44, 5);
                System.arraycopy(r.buffer(), r.offset(), m, 50, r.capturedLength());
                w.write(m, 0, m.length, m.length, r.timestampNanos());
            }
        }
        return out.toByteArray();
    }
}
