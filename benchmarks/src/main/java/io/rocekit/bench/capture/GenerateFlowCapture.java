package io.rocekit.bench.capture;

import io.rocekit.capture.synth.SyntheticTraffic;
import io.rocekit.capture.synth.TrafficSpec;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the capture-analysis benchmark capture with the synthetic traffic generator: 64 RC
 * connections between two hosts sending 16-packet RDMA WRITE messages of 1024-byte packets
 * (VLAN, IPv4, DSCP 26), with the receiver's coalesced ACKs, 0.01 % of first transmissions
 * dropped (NAK and go-back-N), 0.01 % reordered, 2 % CE-marked with CNPs, one frame every
 * 100 ns, nanosecond pcap, every ICRC correct.
 *
 * <p>Usage: {@code java -cp benchmarks.jar io.rocekit.bench.capture.GenerateFlowCapture OUT.pcap
 * [FRAMES (default 2000000)] [SNAPLEN (default 0: whole frames)]}
 */
public final class GenerateFlowCapture {
    static final int CONNECTIONS = 64;
    static final int PACKETS_PER_MESSAGE = 16;

    private GenerateFlowCapture() {
    }

    /** The spec whose capture has about {@code frames} frames (requests plus about 8 % ACKs and CNPs). */
    public static TrafficSpec spec(long frames, int snapLength) {
        long requests = Math.round(frames / (1 + 1.0 / PACKETS_PER_MESSAGE + 0.0125));
        int messages = (int) Math.max(1, requests / CONNECTIONS / PACKETS_PER_MESSAGE);
        return new TrafficSpec(CONNECTIONS, messages, PACKETS_PER_MESSAGE, 1024, 1e-4, 1e-4, 0.02, 42, false, true,
                snapLength, 100);
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: GenerateFlowCapture OUT.pcap [FRAMES (default 2000000)] [SNAPLEN (default 0)]");
            System.exit(2);
        }
        Path out = Path.of(args[0]);
        long frames = args.length > 1 ? Long.parseLong(args[1]) : 2_000_000L;
        int snap = args.length > 2 ? Integer.parseInt(args[2]) : 0;
        long t0 = System.nanoTime();
        SyntheticTraffic.Truth truth;
        try (OutputStream os = new BufferedOutputStream(Files.newOutputStream(out), 1 << 20)) {
            truth = SyntheticTraffic.write(spec(frames, snap), os);
        }
        double s = (System.nanoTime() - t0) / 1e9;
        long retx = truth.connections().stream().mapToLong(c -> c.retransmitted()).sum();
        long cnps = truth.connections().stream().mapToLong(c -> c.cnps()).sum();
        System.err.printf("wrote %d frames (%d retransmitted, %d CNPs) to %s in %.2f s (%.0f frames/s)%n",
                truth.frames(), retx, cnps, out, s, truth.frames() / s);
    }
}
