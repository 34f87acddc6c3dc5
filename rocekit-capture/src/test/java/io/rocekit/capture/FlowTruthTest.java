package io.rocekit.capture;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.capture.report.PsnGap;
import io.rocekit.capture.report.SnaplenCut;
import io.rocekit.core.finding.Finding;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The synthetic two-QP flow capture: rocekit must report exactly the generator's ground truth
 * (f01_flow_two_rc_qps.truth.json), read generically so that other captures with a truth file of
 * the same shape can be checked the same way.
 */
class FlowTruthTest {
    private static final String TRUTH = "f01_flow_two_rc_qps.truth.json";

    private static CaptureReport analyse(String file) throws IOException {
        return new CaptureAnalyzer(AnalysisOptions.defaults()).analyze(Fixtures.path(file));
    }

    private static FlowReport flow(CaptureReport r, JsonNode key) {
        int qp = Integer.decode(key.get("dest_qp").asText());
        return r.flows().stream()
                .filter(f -> f.src().equals(key.get("src_ip").asText()) && f.dst().equals(key.get("dst_ip").asText())
                        && f.destQp() == qp)
                .findFirst().orElseThrow(() -> new AssertionError("no flow " + key));
    }

    private static List<Integer> ints(JsonNode array) {
        List<Integer> l = new ArrayList<>();
        array.forEach(n -> l.add(n.asInt()));
        return l;
    }

    /** The same frames cut to 64 bytes (editcap -s 64): every BTH captured, no ICRC. */
    private static final String SNAP64 = "f01_flow_two_rc_qps_snap64.pcapng";

    @ParameterizedTest
    @ValueSource(strings = {"f01_flow_two_rc_qps.pcap", "f01_flow_two_rc_qps.pcapng", SNAP64})
    void shouldReportTheGroundTruthOfEveryFlow(String file) throws IOException {
        JsonNode truth = Fixtures.json(TRUTH);
        CaptureReport r = analyse(file);

        assertThat(r.frames()).isEqualTo(truth.get("total_frames").asLong());
        assertThat(r.roceFrames()).isEqualTo(truth.get("total_frames").asLong());
        JsonNode kinds = truth.get("frames_by_kind");
        assertThat(r.framesByKind().data()).isEqualTo(kinds.get("data").asLong());
        assertThat(r.framesByKind().ack()).isEqualTo(kinds.get("ack").asLong());
        assertThat(r.framesByKind().nak()).isEqualTo(kinds.get("nak").asLong());
        assertThat(r.framesByKind().cnp()).isEqualTo(kinds.get("cnp").asLong());
        assertThat(r.icrc().invalid()).isZero();
        assertThat(r.malformedFrames()).isZero();
        if (file.equals(SNAP64)) {
            assertThat(r.icrc().uncheckable()).isEqualTo(truth.get("total_frames").asLong());
            assertThat(r.snaplenCut().frames()).isEqualTo(truth.get("total_frames").asLong());
            assertThat(r.snaplenCut().beforeBth()).isZero();
        } else {
            assertThat(r.icrc().valid()).isEqualTo(truth.get("total_frames").asLong());
            assertThat(r.snaplenCut()).isEqualTo(SnaplenCut.NONE);
        }

        List<Long> mismatchFrames = new ArrayList<>();
        for (JsonNode qp : iterable(truth.get("flows"))) {
            JsonNode cap = qp.get("capture");
            FlowReport fwd = flow(r, qp.get("forward_flow"));
            FlowReport rev = flow(r, qp.get("reverse_flow"));
            assertThat(fwd.reverse()).contains(rev.ref());
            assertThat(rev.reverse()).contains(fwd.ref());
            assertThat(fwd.udpSourcePorts()).containsExactly(qp.get("forward_flow").get("udp_sport").asInt());
            assertThat(rev.udpSourcePorts()).containsExactly(qp.get("reverse_flow").get("udp_sport").asInt());

            assertThat(fwd.dataPackets()).as("data packets").isEqualTo(cap.get("data_packets").asLong());
            assertThat(fwd.psn().uniquePsns()).as("unique PSNs").isEqualTo(cap.get("unique_psns").asLong());
            assertThat(fwd.psn().firstPsn()).hasValue(cap.get("first_psn").asInt());
            assertThat(fwd.psn().highestPsn()).hasValue(cap.get("last_psn").asInt());
            List<JsonNode> gaps = list(cap.get("psn_gaps"));
            assertThat(fwd.psn().psnGapCount()).isEqualTo(gaps.size());
            for (int i = 0; i < gaps.size(); i++) {
                PsnGap g = fwd.psn().psnGaps().get(i);
                assertThat(g.afterPsn()).isEqualTo(gaps.get(i).get("after_psn").asInt());
                assertThat(g.nextSeenPsn()).isEqualTo(gaps.get(i).get("next_seen_psn").asInt());
                assertThat(g.missing()).isEqualTo(gaps.get(i).get("missing").asInt());
                assertThat(g.frame()).isEqualTo(gaps.get(i).get("frame").asLong());
            }
            assertThat(fwd.psn().missingPsns()).isEqualTo(gaps.stream().mapToLong(g -> g.get("missing").asLong()).sum());
            assertThat(fwd.psn().duplicatePsns()).isEqualTo(ints(cap.get("duplicate_psns_seen_twice")));
            assertThat(fwd.psn().lateFillPsns()).isEqualTo(ints(cap.get("late_fill_psns")));
            assertThat(fwd.psn().retransmittedPackets()).as("retransmitted")
                    .isEqualTo(cap.get("retransmitted_data_packets").asLong());
            assertThat(fwd.congestion().ceMarked()).isEqualTo(cap.get("ce_marked").asLong());
            assertThat(fwd.congestion().ecn().ect0()).isEqualTo(cap.get("ect0_marked").asLong());
            assertThat(fwd.payloadBytes()).isEqualTo(cap.get("payload_bytes").asLong());
            assertThat(fwd.ack().acks()).as("acks").isEqualTo(cap.get("acks").asLong());
            assertThat(fwd.congestion().cnps()).as("cnps").isEqualTo(cap.get("cnps").asLong());
            assertThat(rev.congestion().cnpsCarried()).isEqualTo(cap.get("cnps").asLong());
            List<JsonNode> naks = list(cap.get("naks"));
            assertThat(fwd.ack().naks().total()).isEqualTo(naks.size());
            for (int i = 0; i < naks.size(); i++) {
                assertThat(fwd.ack().nakEvents().get(i).psn()).isEqualTo(naks.get(i).get("psn").asInt());
                assertThat(fwd.ack().nakEvents().get(i).msn()).isEqualTo(naks.get(i).get("msn").asInt());
                assertThat(fwd.ack().nakEvents().get(i).syndrome())
                        .isEqualTo(Integer.decode(naks.get(i).get("syndrome").asText().split(" ")[0]));
            }
            assertThat(fwd.ack().naks().psnSequenceError()).isEqualTo(naks.stream()
                    .filter(n -> n.get("syndrome").asText().startsWith("0x60")).count());
            assertThat(fwd.messages()).isEqualTo(qp.get("sender").get("messages").asLong());
            List<Long> expected = new ArrayList<>();
            cap.get("dscp_pcp_mismatch_frames").forEach(n -> expected.add(n.asLong()));
            List<Long> seen = new ArrayList<>(fwd.qos().qosMismatchFrames());
            seen.addAll(rev.qos().qosMismatchFrames());
            assertThat(seen).containsExactlyInAnyOrderElementsOf(expected);
            mismatchFrames.addAll(expected);
        }
        assertThat(r.qosMismatchFrames()).containsExactlyInAnyOrderElementsOf(mismatchFrames);
        assertThat(r.flowCount()).isEqualTo(2L * truth.get("flows").size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"f01_flow_two_rc_qps.pcap", "f01_flow_two_rc_qps.pcapng", SNAP64})
    void shouldFlagTheQosMismatchFrameAndTheLoss(String file) throws IOException {
        CaptureReport r = analyse(file);
        assertThat(r.qos().dataDscp()).hasValue(26);
        assertThat(r.qos().cnpDscp()).hasValue(48);
        assertThat(r.qos().dataPcp()).hasValue(3);
        assertThat(r.qos().cnpPcp()).hasValue(6);

        List<String> rules = r.findings().stream().map(Finding::rule).toList();
        assertThat(rules).containsExactlyInAnyOrder("capture.dscp-mismatch", "capture.psn-gap");
        Finding dscp = r.findings().stream().filter(f -> f.rule().equals("capture.dscp-mismatch")).findFirst()
                .orElseThrow();
        assertThat(dscp.subject()).startsWith("192.168.20.2 -> 192.168.20.1 QP 0x0000c1");
        assertThat(dscp.evidence()).anySatisfy(e -> assertThat(e.text()).startsWith("frame 233: RC_ACKNOWLEDGE DSCP 0"
                + " priority 0"));
        Finding gap = r.findings().stream().filter(f -> f.rule().equals("capture.psn-gap")).findFirst().orElseThrow();
        assertThat(gap.evidence().get(0).text()).isEqualTo("frame 83: PSN 1038 after 1036, 1 PSN missing");
    }

    @ParameterizedTest
    @ValueSource(strings = {"f01_flow_two_rc_qps.pcap", SNAP64})
    void shouldMatchCnpsToTheFlowTheyThrottleAndTimeThem(String file) throws IOException {
        CaptureReport r = analyse(file);
        FlowReport a2 = r.flows().stream().filter(f -> f.destQp() == 0xd2).findFirst().orElseThrow();
        assertThat(a2.congestion().cnps()).isEqualTo(7);
        assertThat(a2.congestion().cnpIntervalNanos()).hasValueSatisfying(l -> {
            assertThat(l.samples()).isEqualTo(6);
            assertThat(l.min()).isGreaterThanOrEqualTo(4_000); // the generator's CNP rule: >= 4 us apart
        });
        assertThat(a2.congestion().firstCeToCnpNanos()).isPresent();
        assertThat(a2.congestion().firstCeToCnpNanos().getAsLong()).isBetween(0L, 10_000L);
        assertThat(a2.congestion().ecnCapableNeverMarked()).isFalse();
        assertThat(a2.psn().psnGapCount()).isZero(); // across the 0xffffff -> 0 wrap
        assertThat(a2.ack().ackLatencyNanos()).hasValueSatisfying(l -> assertThat(l.samples()).isEqualTo(128));
        assertThat(a2.ack().packetsPerAck()).isEqualTo(16.0);
    }

    private static Iterable<JsonNode> iterable(JsonNode object) {
        List<JsonNode> l = new ArrayList<>();
        object.fields().forEachRemaining(e -> l.add(e.getValue()));
        return l;
    }

    private static List<JsonNode> list(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false).toList();
    }
}
