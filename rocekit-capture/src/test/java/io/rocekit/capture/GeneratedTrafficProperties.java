package io.rocekit.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.capture.synth.ConnectionTruth;
import io.rocekit.capture.synth.SyntheticTraffic;
import io.rocekit.capture.synth.TrafficSpec;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;

/**
 * Generated captures where a known share of first transmissions is dropped before the capture
 * point (NAK and go-back-N resend), reordered, and CE-marked: whatever the seed, the analysis must
 * report exactly what the generator did, per connection, in both directions.
 */
class GeneratedTrafficProperties {
    @Property(tries = 60)
    void analysisReportsExactlyWhatTheGeneratorDid(
            @ForAll long seed,
            @ForAll @IntRange(min = 1, max = 6) int connections,
            @ForAll @IntRange(min = 1, max = 30) int messages,
            @ForAll @IntRange(min = 1, max = 12) int packetsPerMessage,
            @ForAll @DoubleRange(min = 0, max = 0.08) double drop,
            @ForAll @DoubleRange(min = 0, max = 0.08) double reorder,
            @ForAll @DoubleRange(min = 0, max = 0.4) double ce,
            @ForAll boolean ipv6,
            @ForAll boolean vlan,
            @ForAll boolean snapped) throws IOException {
        TrafficSpec spec = new TrafficSpec(connections, messages, packetsPerMessage, 256, drop, reorder, ce, seed, ipv6,
                vlan, snapped ? 100 : 0, 150);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SyntheticTraffic.Truth truth = SyntheticTraffic.write(spec, bytes);
        CaptureReport r = new CaptureAnalyzer(AnalysisOptions.defaults()).analyze("generated",
                new ByteArrayInputStream(bytes.toByteArray()), CaptureAnalyzer.Progress.NONE);

        assertThat(r.frames()).isEqualTo(truth.frames());
        assertThat(r.roceFrames()).isEqualTo(truth.frames());
        assertThat(r.icrc().invalid()).isZero();
        assertThat(r.icrc().uncheckable()).isEqualTo(snapped ? countCut(r) : 0);
        assertThat(r.flowCount()).isEqualTo(2L * connections);
        for (ConnectionTruth t : truth.connections()) {
            FlowReport req = find(r, t.responderQp());
            FlowReport rsp = find(r, t.requesterQp());
            assertThat(req.reverse()).contains(rsp.ref());
            assertThat(req.dataPackets()).as("requests").isEqualTo(t.requestPackets());
            assertThat(req.psn().uniquePsns()).isEqualTo(t.uniquePsns());
            assertThat(req.psn().firstPsn()).hasValue(t.firstPsn());
            assertThat(req.psn().highestPsn()).hasValue(t.highestPsn());
            assertThat(req.psn().psnGaps()).as("gaps").isEqualTo(t.gaps());
            assertThat(req.psn().missingPsns()).isEqualTo(t.gaps().stream().mapToLong(g -> g.missing()).sum());
            assertThat(req.psn().duplicatePsns()).as("duplicates").isEqualTo(t.duplicatePsns());
            assertThat(req.psn().lateFillPsns()).as("late fills").isEqualTo(t.lateFillPsns());
            assertThat(req.psn().retransmittedPackets()).as("retransmitted").isEqualTo(t.retransmitted());
            assertThat(req.congestion().ceMarked()).as("CE").isEqualTo(t.ceMarked());
            assertThat(req.ack().acks()).as("ACKs").isEqualTo(t.acks());
            assertThat(req.ack().naks().psnSequenceError()).as("NAKs").isEqualTo(t.naks());
            assertThat(req.congestion().cnps()).as("CNPs").isEqualTo(t.cnps());
            assertThat(rsp.congestion().cnpsCarried()).isEqualTo(t.cnps());
            assertThat(req.messages()).isEqualTo(t.messages());
            assertThat(req.payloadBytes()).isEqualTo(256L * t.requestPackets());
            assertThat(req.qos().dscp()).containsExactly(TrafficSpec.DATA_DSCP);
            assertThat(req.qos().qosMismatchFrames()).isEmpty();
            assertThat(rsp.ack().unmatchedResponses()).isZero();
            // every request is acknowledged by the end: one ACK-latency sample per PSN
            assertThat(req.ack().ackLatencyNanos().map(l -> l.samples()).orElse(0L)).isEqualTo(t.uniquePsns());
        }
        assertThat(r.findings()).noneMatch(f -> f.rule().startsWith("capture.dscp") || f.rule().startsWith(
                "capture.pcp") || f.rule().equals("capture.non-ect") || f.rule().equals("capture.icrc-bad"));
    }

    private static long countCut(CaptureReport r) {
        // Frames longer than the 100-byte snaplen: the requests with a payload.
        return r.flows().stream().mapToLong(FlowReport::dataPackets).sum();
    }

    private static FlowReport find(CaptureReport r, int destQp) {
        return r.flows().stream().filter(f -> f.destQp() == destQp).findFirst()
                .orElseThrow(() -> new AssertionError("no flow to QP " + destQp));
    }
}
