package io.rocekit.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.OtherFrames;
import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A capture without RoCEv2 says what its frames were: an InfiniBand ibdump, RoCE v1, a tunnelled
 * switch mirror (fixtures and their tshark decodes in the .meta.md notes).
 */
class NothingToJudgeTest {
    private static CaptureReport analyse(String file) throws IOException {
        return new CaptureAnalyzer(AnalysisOptions.defaults()).analyze(Fixtures.path(file));
    }

    private static String noRoceEvidence(CaptureReport r) {
        Finding f = r.findings().stream().filter(x -> x.rule().equals("capture.no-roce")).findFirst().orElseThrow();
        return String.join("\n", f.evidence().stream().map(Evidence::text).toList());
    }

    @Test
    void shouldNameTheErfLinkTypeOfAnInfiniBandIbdump() throws IOException {
        CaptureReport r = analyse("ib1_ibdump_erf_ib.pcap");
        assertThat(r.roceFrames()).isZero();
        assertThat(r.otherFrames()).isEqualTo(new OtherFrames(Map.of(197, 4L), 4, 0, 0));
        assertThat(noRoceEvidence(r)).contains("4 frames of link type 197 (ERF), which rocekit does not decode; all 4"
                + " of them ERF type 21, InfiniBand: ibdump on an InfiniBand port records native InfiniBand, not RoCEv2");
        assertThat(r.malformedFrames()).isZero();
    }

    @Test
    void shouldCountRoceV1ByName() throws IOException {
        CaptureReport r = analyse("v1_rocev1.pcap");
        assertThat(r.otherFrames()).isEqualTo(new OtherFrames(Map.of(), 0, 3, 0));
        assertThat(noRoceEvidence(r)).contains("3 frames are RoCE v1 (EtherType 0x8915): RoCE v1 is not routable RoCEv2");
    }

    @Test
    void shouldNameAMirrorWithoutRoceInside() throws IOException {
        // m7's frames: damaged tunnel headers, a second level of encapsulation, cuts before the inner BTH
        CaptureReport r = analyse("m7_mirror_damaged.pcap");
        assertThat(r.otherFrames().encapsulated()).isEqualTo(8);
        assertThat(r.otherFrames().explain()).contains("8 frames are GRE/ERSPAN or VXLAN encapsulated without a RoCEv2"
                + " frame inside: the mirror session carries other traffic, its tunnel header is damaged (see the malformed"
                + " frames), or it holds a second tunnel (rocekit decapsulates one)");
    }

    @Test
    void shouldFindNothingOtherInARoceCapture() throws IOException {
        assertThat(analyse("f01_flow_two_rc_qps.pcap").otherFrames()).isEqualTo(new OtherFrames(Map.of(), 0, 0, 0));
    }
}
