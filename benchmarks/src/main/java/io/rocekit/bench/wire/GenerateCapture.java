package io.rocekit.bench.wire;

import io.rocekit.wire.frame.FrameBuilder;
import io.rocekit.wire.ib.Opcode;
import io.rocekit.wire.pcap.PcapWriter;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes the benchmark capture with rocekit's own builder and writer: RDMA WRITE Middle frames
 * with 1024-byte payloads (1090-byte frames with one VLAN tag), 64 QPs round robin, nanosecond
 * pcap, every ICRC correct — the same shape as the tshark measurement in the knowledge base.
 *
 * <p>Usage: {@code java -cp benchmarks.jar io.rocekit.bench.wire.GenerateCapture OUT.pcap [FRAMES]}
 */
public final class GenerateCapture {
    private GenerateCapture() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: GenerateCapture OUT.pcap [FRAMES (default 2000000)]");
            System.exit(2);
        }
        Path out = Path.of(args[0]);
        long frames = args.length > 1 ? Long.parseLong(args[1]) : 2_000_000L;
        byte[] payload = new byte[1024];
        for (int i = 0; i < payload.length; i++) {
            payload[i] = (byte) (i * 7);
        }
        FrameBuilder b = new FrameBuilder().opcode(Opcode.of(0x07)).vlan(3, 0, 100).dscpEcn(26, 2)
                .ipv4(0xc0a8_1401L, 0xc0a8_1402L).payload(payload);
        int[] psn = new int[64];
        byte[] buf = new byte[2048];
        long t0 = System.nanoTime();
        try (PcapWriter w = PcapWriter.create(out)) {
            long ts = 1_700_000_000_000_000_000L;
            for (long i = 0; i < frames; i++) {
                int qp = (int) (i & 63);
                b.destQp(0x100 + qp).psn(psn[qp]++).udpPorts(0xc000 + qp, 4791);
                int n = b.write(buf, 0);
                w.write(buf, 0, n, n, ts);
                ts += 85; // about 100 Gb/s of 1090-byte frames
            }
        }
        double s = (System.nanoTime() - t0) / 1e9;
        System.err.printf("wrote %d frames to %s in %.2f s (%.0f frames/s)%n", frames, out, s, frames / s);
    }
}
