package io.rocekit.capture;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.wire.frame.FrameBuilder;
import io.rocekit.wire.ib.Aeth;
import io.rocekit.wire.ib.NakCode;
import io.rocekit.wire.pcap.LinkType;
import io.rocekit.wire.pcap.PcapWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Consumer;

/**
 * Builds a small capture frame by frame for scenario tests. Host A (10.0.0.1) is the requester,
 * B (10.0.0.2) the responder; frames are 1 µs apart unless {@link #at} moves the clock. Every
 * frame starts from the same defaults: VLAN priority 3, DSCP 26, ECT(0).
 */
final class TestCapture {
    static final long A = 0x0a00_0001L;
    static final long B = 0x0a00_0002L;
    static final long T0 = 1_700_000_000_000_000_000L;

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PcapWriter writer;
    private final byte[] buf = new byte[10_000];
    private final byte[] payload = new byte[4096];
    private long now = T0;
    private long frames;

    TestCapture() {
        try {
            writer = new PcapWriter(bytes, LinkType.ETHERNET, 65535, true);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Moves the clock to T0 + {@code nanos} for the next frame. */
    TestCapture at(long nanos) {
        now = T0 + nanos;
        return this;
    }

    /** A frame from fresh defaults, adjusted by {@code setup}. */
    TestCapture frame(Consumer<FrameBuilder> setup) {
        return frame(setup, null);
    }

    /** A frame; {@code corrupt} may change its bytes after the ICRC was computed. */
    TestCapture frame(Consumer<FrameBuilder> setup, Consumer<byte[]> corrupt) {
        FrameBuilder fb = new FrameBuilder().vlan(3, 0, 100).dscpEcn(26, 2).ipv4(A, B).udpPorts(0xc001, 4791);
        setup.accept(fb);
        int len = fb.write(buf, 0);
        if (corrupt != null) {
            corrupt.accept(buf);
        }
        try {
            writer.write(buf, 0, len, len, now);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        frames++;
        now += 1_000;
        return this;
    }

    /** A request A to B for QP {@code qp}. */
    TestCapture request(int opcode, int qp, int psn, int payloadBytes) {
        return frame(f -> f.opcode(opcode).destQp(qp).psn(psn).payload(payload, 0, payloadBytes));
    }

    TestCapture write(int qp, int psn) {
        return request(0x0a, qp, psn, 1024);
    }

    /** An ACKNOWLEDGE B to A for QP {@code qp}. */
    TestCapture ack(int qp, int psn, int syndrome) {
        return frame(f -> f.opcode(0x11).destQp(qp).psn(psn).aeth(syndrome, 1).ipv4(B, A).udpPorts(0xd001, 4791));
    }

    TestCapture ack(int qp, int psn) {
        return ack(qp, psn, Aeth.ackSyndrome(Aeth.CREDITS_INVALID));
    }

    TestCapture nak(int qp, int psn, NakCode code) {
        return ack(qp, psn, Aeth.nakSyndrome(code));
    }

    /** A CNP B to A for QP {@code qp}, DSCP 48, priority 6, not ECT. */
    TestCapture cnp(int qp) {
        return frame(f -> f.opcode(0x81).destQp(qp).psn(0).dscpEcn(48, 0).vlan(6, 0, 100).ipv4(B, A)
                .udpPorts(0xd001, 4791));
    }

    long frames() {
        return frames;
    }

    CaptureReport analyse() {
        return analyse(AnalysisOptions.defaults());
    }

    CaptureReport analyse(AnalysisOptions options) {
        try {
            writer.flush();
            return new CaptureAnalyzer(options).analyze("test.pcap", new ByteArrayInputStream(bytes.toByteArray()),
                    CaptureAnalyzer.Progress.NONE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static FlowReport flow(CaptureReport r, int destQp) {
        return r.flows().stream().filter(f -> f.destQp() == destQp).findFirst()
                .orElseThrow(() -> new AssertionError("no flow to QP " + destQp + " in " + r.flows()));
    }
}
