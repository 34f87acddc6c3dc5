package io.rocekit.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.capture.report.SnaplenCut;
import io.rocekit.core.finding.Finding;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * Frames the snaplen cut are neither malformed nor lost: a cut frame whose BTH was captured counts
 * in its flow; one cut inside the BTH is counted as cut and left out. Real frames, see the
 * fixtures' .meta.md notes.
 */
class SnaplenCutTest {
    private static CaptureReport analyse(String file) throws IOException {
        return new CaptureAnalyzer(AnalysisOptions.defaults()).analyze(Fixtures.path(file));
    }

    @Test
    void shouldCountARealCnpCutInsideItsReservedBytes() throws IOException {
        CaptureReport r = analyse("snaplen60_real_cnp_write_read.pcap");

        assertThat(r.roceFrames()).isEqualTo(3);
        assertThat(r.framesByKind().cnp()).isEqualTo(1);
        assertThat(r.framesByKind().data()).isEqualTo(1);
        assertThat(r.framesByKind().readRequest()).isEqualTo(1);
        assertThat(r.malformedFrames()).isZero();
        assertThat(r.snaplenCut()).isEqualTo(new SnaplenCut(3, 3, 0));
        assertThat(r.icrc().uncheckable()).isEqualTo(3);
        FlowReport cnpFlow = r.flows().stream().filter(f -> f.destQp() == 0x118).findFirst().orElseThrow();
        assertThat(cnpFlow.congestion().cnpsCarried()).isEqualTo(1);
        assertThat(r.findings()).extracting(Finding::rule).doesNotContain("capture.malformed-frames",
                "capture.psn-gap");
    }

    @Test
    void shouldCountFramesCutInsideTheUdpHeaderAfterItsPortAsCutBeforeTheBth() throws IOException {
        CaptureReport r = analyse("snaplen40_cut_in_udp.pcap");

        assertThat(r.roceFrames()).isZero();
        assertThat(r.malformedFrames()).isZero();
        // frames 1-3 went to 4791 (port captured, UDP length not); frame 4 to port 8000 is not RoCEv2
        assertThat(r.snaplenCut()).isEqualTo(new SnaplenCut(3, 0, 3));
        assertThat(r.findings()).extracting(Finding::rule).containsExactly("capture.no-roce");
    }

    @Test
    void shouldCountFramesCutBeforeTheirUdpPortAsCutNotDropThem() throws IOException {
        CaptureReport r = analyse("snaplen36_cut_before_udp_port.pcap");

        assertThat(r.roceFrames()).isZero();
        assertThat(r.malformedFrames()).isZero();
        assertThat(r.snaplenCut()).isEqualTo(new SnaplenCut(4, 0, 4));
    }

    @Test
    void shouldCountFramesCutInsideTheBthAsCutNotMalformed() throws IOException {
        CaptureReport r = analyse("snaplen50_cut_in_bth.pcap");

        assertThat(r.roceFrames()).isZero();
        assertThat(r.malformedFrames()).isZero();
        assertThat(r.snaplenCut()).isEqualTo(new SnaplenCut(3, 0, 3));
        assertThat(r.findings()).extracting(Finding::rule).containsExactly("capture.no-roce");
    }
}
