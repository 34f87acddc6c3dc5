package io.rocekit.bench.wire;

import io.rocekit.wire.frame.FrameBuilder;
import io.rocekit.wire.frame.RoceFrame;
import io.rocekit.wire.ib.Opcode;
import io.rocekit.wire.pcap.LinkType;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Full header decoding (link, IP, UDP, BTH, extended headers, lengths) of a mix of 1,024 frames:
 * every known opcode in turn, IPv4/IPv6, with and without VLAN. Score = frames per second.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class DecodeBenchmark {
    static final int FRAMES = 1024;

    @Param({"64", "1024"})
    int payload;

    byte[] buffer;
    int[] offsets = new int[FRAMES];
    int[] lengths = new int[FRAMES];
    final RoceFrame frame = new RoceFrame();

    @Setup
    public void setup() {
        buffer = new byte[FRAMES * (payload + 200)];
        FrameBuilder b = new FrameBuilder();
        var ops = Opcode.known();
        int pos = 0;
        for (int i = 0; i < FRAMES; i++) {
            Opcode op = ops.get(i % ops.size());
            b.opcode(op).destQp(i).psn(i * 3).payload(new byte[op.hasPayload() ? payload : 0]);
            if ((i & 1) == 0) {
                b.vlan(3, 0, 100);
            } else {
                b.noVlan();
            }
            if ((i & 2) == 0) {
                b.ipv4(0x0a000001L, 0x0a000002L);
            } else {
                b.ipv6(new byte[16], new byte[16]);
            }
            offsets[i] = pos;
            lengths[i] = b.write(buffer, pos);
            pos += lengths[i];
        }
    }

    @Benchmark
    @OperationsPerInvocation(FRAMES)
    public void decodeHeaders(Blackhole bh) {
        RoceFrame f = frame;
        byte[] b = buffer;
        for (int i = 0; i < FRAMES; i++) {
            f.decode(b, offsets[i], lengths[i], lengths[i], LinkType.ETHERNET);
            bh.consume(f.bth().psn() + f.bth().destQp() + f.payloadLength());
        }
    }
}
