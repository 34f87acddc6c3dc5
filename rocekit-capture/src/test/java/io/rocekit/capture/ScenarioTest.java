package io.rocekit.capture;

import static io.rocekit.capture.TestCapture.flow;
import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.capture.report.NakEvent;
import io.rocekit.capture.report.PairedBy;
import io.rocekit.wire.ib.Aeth;
import io.rocekit.wire.ib.NakCode;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Traffic shapes beyond RDMA WRITE: reads, atomics, NAK kinds, UD, IPv6, unpaired directions. */
class ScenarioTest {
    private static final int QB = 0x0000b1;
    private static final int QA = 0x0000a1;

    @Test
    void shouldMatchReadResponsesToTheirRequestAndKeepThePsnSpan() {
        TestCapture c = new TestCapture()
                .request(0x06, QB, 100, 1024) // WRITE FIRST: the path MTU is 1024
                .request(0x08, QB, 101, 512)
                .frame(f -> f.opcode(0x0c).destQp(QB).psn(102).reth(0x1000, 7, 3000)) // READ: 3 responses
                .frame(f -> f.opcode(0x0d).destQp(QA).psn(102).aeth(0x1f, 2).ipv4(TestCapture.B, TestCapture.A)
                        .payload(new byte[1024]))
                .frame(f -> f.opcode(0x0e).destQp(QA).psn(103).ipv4(TestCapture.B, TestCapture.A)
                        .payload(new byte[1024]))
                .frame(f -> f.opcode(0x0f).destQp(QA).psn(104).aeth(0x1f, 3).ipv4(TestCapture.B, TestCapture.A)
                        .payload(new byte[952]))
                .write(QB, 105); // the next request follows the read's 3 PSNs
        CaptureReport r = c.analyse();
        FlowReport req = flow(r, QB);
        FlowReport rsp = flow(r, QA);
        assertThat(req.psn().psnGapCount()).isZero();
        assertThat(req.psn().highestPsn()).hasValue(105);
        assertThat(req.reverse()).contains(rsp.ref());
        assertThat(req.reads()).hasValueSatisfying(rd -> {
            assertThat(rd.requests()).isEqualTo(1);
            assertThat(rd.answered()).isEqualTo(1);
            assertThat(rd.completed()).isEqualTo(1);
            assertThat(rd.unanswered()).isZero();
            assertThat(rd.firstResponseNanos()).hasValueSatisfying(l -> assertThat(l.max()).isEqualTo(1_000));
        });
        assertThat(req.messages()).isEqualTo(3); // WRITE, READ request, WRITE ONLY
        assertThat(rsp.messages()).isEqualTo(1); // the READ response
        assertThat(rsp.payloadBytes()).isEqualTo(3000);
        assertThat(r.framesByKind().readRequest()).isEqualTo(1);
        assertThat(r.framesByKind().readResponse()).isEqualTo(3);
        assertThat(r.timeline().stream().mapToLong(b -> b.dataPackets()).sum()).isEqualTo(6);
        // the read's completion covered the writes before it and the read itself
        assertThat(req.ack().ackLatencyNanos()).hasValueSatisfying(l -> assertThat(l.samples()).isEqualTo(3));
    }

    @Test
    void shouldCountAtomicAcksAndErrorNaks() {
        CaptureReport r = new TestCapture()
                .frame(f -> f.opcode(0x13).destQp(QB).psn(7).atomic(0x2000, 9, 1, 0))
                .frame(f -> f.opcode(0x12).destQp(QA).psn(7).aeth(0x1f, 1).atomicAck(0)
                        .ipv4(TestCapture.B, TestCapture.A))
                .write(QB, 8)
                .nak(QA, 8, NakCode.REMOTE_ACCESS_ERROR)
                .analyse();
        FlowReport req = flow(r, QB);
        assertThat(req.ack().acks()).isEqualTo(1);
        assertThat(req.ack().naks().remoteAccessError()).isEqualTo(1);
        assertThat(req.ack().nakEvents()).singleElement().satisfies(e -> {
            assertThat(e.kind()).isEqualTo(NakEvent.Kind.NAK);
            assertThat(e.code()).isEqualTo("REMOTE_ACCESS_ERROR");
            assertThat(e.frame()).isEqualTo(4);
            assertThat(e.syndrome()).isEqualTo(0x62);
        });
        assertThat(r.findings()).anySatisfy(f -> {
            assertThat(f.rule()).isEqualTo("capture.nak-error");
            assertThat(f.evidence().get(0).text()).contains("frame 4: NAK REMOTE_ACCESS_ERROR (syndrome 0x62) PSN 8");
        });
    }

    @Test
    void shouldReportRnrNaks() {
        CaptureReport r = new TestCapture().request(0x04, QB, 1, 64).ack(QA, 1, Aeth.rnrNakSyndrome(14))
                .request(0x04, QB, 1, 64).ack(QA, 1).analyse();
        FlowReport req = flow(r, QB);
        assertThat(req.ack().naks().rnr()).isEqualTo(1);
        assertThat(req.ack().nakEvents().get(0).code()).isEqualTo("RNR_TIMER_14");
        assertThat(req.ack().nakEvents().get(0).kind()).isEqualTo(NakEvent.Kind.RNR_NAK);
        assertThat(req.psn().retransmittedPackets()).isEqualTo(1);
        assertThat(r.framesByKind().rnrNak()).isEqualTo(1);
        assertThat(r.findings()).anySatisfy(f -> assertThat(f.rule()).isEqualTo("capture.rnr-nak"));
    }

    @Test
    void shouldPairIpv6DirectionsAndAttributeCnps() {
        byte[] a = new byte[16];
        byte[] b = new byte[16];
        a[0] = b[0] = (byte) 0xfd;
        a[15] = 1;
        b[15] = 2;
        CaptureReport r = new TestCapture()
                .frame(f -> f.ipv6(a, b).opcode(0x0a).destQp(QB).psn(1).payload(new byte[64]).dscpEcn(26, 3))
                .frame(f -> f.ipv6(b, a).opcode(0x81).destQp(QA).psn(0).dscpEcn(48, 0))
                .frame(f -> f.ipv6(b, a).opcode(0x11).destQp(QA).psn(1).aeth(0x1f, 1))
                .analyse();
        FlowReport req = flow(r, QB);
        assertThat(req.src()).isEqualTo("fd00::1");
        assertThat(req.dst()).isEqualTo("fd00::2");
        assertThat(req.congestion().cnps()).isEqualTo(1);
        assertThat(req.congestion().ceMarked()).isEqualTo(1);
        assertThat(req.congestion().firstCeToCnpNanos()).hasValue(1_000);
    }

    @Test
    void shouldPairACnpOnlyDirectionByElimination() {
        CaptureReport r = new TestCapture().frame(f -> f.opcode(0x64).destQp(QB).psn(1).deth(0x11111111L, 0x777)
                        .payload(new byte[256]).dscpEcn(26, 3))
                .write(QB + 1, 50).cnp(QA).analyse();
        // The UD flow carries no tracked PSNs, so the RC flow to QB + 1 is the only candidate.
        FlowReport rc = flow(r, QB + 1);
        assertThat(rc.congestion().cnps()).isEqualTo(1);
        assertThat(flow(r, QB).transport()).isEqualTo("UD");
        assertThat(flow(r, QB).psn().psnGapCount()).isZero();
        assertThat(flow(r, QA).transport()).isEqualTo("CNP");
    }

    @Test
    void shouldHoldAmbiguousAcksUntilOneFlowFitsThenCountThem() {
        // Two request flows A -> B with overlapping PSNs: an ACK for PSN 5 fits both at the same distance.
        CaptureReport r = new TestCapture().write(QB, 5).write(QB + 1, 5).ack(QA, 5).write(QB, 6).write(QB + 1, 9)
                .ack(QA, 6).analyse();
        FlowReport first = flow(r, QB);
        assertThat(first.reverse()).hasValueSatisfying(x -> assertThat(x.destQp()).isEqualTo(QA));
        assertThat(first.pairedBy()).contains(PairedBy.PSN);
        assertThat(first.ack().acks()).isEqualTo(2);
        assertThat(flow(r, QA).ack().unmatchedResponses()).isZero();
        assertThat(flow(r, QB + 1).reverse()).isEmpty();
    }

    @Test
    void shouldPairLockstepFlowsByFirstSeenOrderAtTheEnd() {
        TestCapture c = new TestCapture();
        for (int p = 0; p < 4; p++) {
            c.write(QB, p).write(QB + 1, p).ack(QA, p).ack(QA + 1, p);
        }
        CaptureReport r = c.analyse();
        assertThat(flow(r, QB).reverse()).hasValueSatisfying(x -> assertThat(x.destQp()).isEqualTo(QA));
        assertThat(flow(r, QB + 1).reverse()).hasValueSatisfying(x -> assertThat(x.destQp()).isEqualTo(QA + 1));
        assertThat(flow(r, QB).pairedBy()).contains(PairedBy.ORDER);
        assertThat(flow(r, QB).ack().acks()).isEqualTo(4);
        assertThat(flow(r, QB + 1).ack().acks()).isEqualTo(4);
        assertThat(flow(r, QB).ack().ackLatencyNanos()).hasValueSatisfying(l -> assertThat(l.samples()).isEqualTo(4));
    }

    @Test
    void shouldBreakATieWithTheUdpSourcePort() {
        // Linux and mlx5 derive the UDP source port from both QP numbers: the same in each direction.
        TestCapture c = new TestCapture()
                .frame(f -> f.opcode(0x0a).destQp(QB).psn(1).payload(new byte[8]).udpPorts(0xc111, 4791))
                .frame(f -> f.opcode(0x0a).destQp(QB + 1).psn(1).payload(new byte[8]).udpPorts(0xc222, 4791))
                .frame(f -> f.opcode(0x11).destQp(QA).psn(1).aeth(0x1f, 1).ipv4(TestCapture.B, TestCapture.A)
                        .udpPorts(0xc222, 4791));
        CaptureReport r = c.analyse();
        assertThat(flow(r, QB + 1).reverse()).hasValueSatisfying(x -> assertThat(x.destQp()).isEqualTo(QA));
        assertThat(flow(r, QB + 1).pairedBy()).contains(PairedBy.PSN_AND_PORT);
        assertThat(flow(r, QB + 1).ack().acks()).isEqualTo(1);
    }

    @Test
    void shouldUseTheGivenExpectationsAsReferences() {
        CaptureReport r = new TestCapture().write(QB, 1).ack(QA, 1).cnp(QA)
                .analyse(AnalysisOptions.defaults().withExpectDscp(OptionalInt.of(24))
                        .withExpectCnpDscp(OptionalInt.of(46)).withDscpToPcp(Map.of(26, 3, 48, 5)));
        assertThat(r.qos().dataDscpSource()).isEqualTo("expected");
        assertThat(r.findings()).extracting(f -> f.rule()).contains("capture.dscp-mismatch",
                "capture.cnp-dscp-mismatch", "capture.pcp-mismatch");
        FlowReport back = flow(r, QA);
        assertThat(back.qos().qosMismatches()).extracting(q -> q.kind().name())
                .containsExactly("DATA_DSCP", "CNP_DSCP", "PCP");
    }
}
