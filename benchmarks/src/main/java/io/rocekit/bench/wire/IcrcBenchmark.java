package io.rocekit.bench.wire;

import io.rocekit.wire.frame.FrameBuilder;
import io.rocekit.wire.icrc.Icrc;
import java.util.concurrent.TimeUnit;
import java.util.zip.CRC32;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * ICRC of one RoCEv2 IPv4 frame per operation, for payloads of 64 B to 4 KB. Bytes per second =
 * score x covered bytes (payload + 8 pseudo-LRH + 20 IP + 8 UDP + 12 BTH + 16 RETH).
 *
 * <p>Peers measured in the same run: {@code copyMaskCrc} computes the same value the way scapy
 * and simple implementations do (copy the packet, mask the copy, CRC the whole copy: one
 * allocation and one extra pass per frame); {@code plainCrc32} is the JDK's CRC-32 over the same
 * number of contiguous bytes with no masking at all — the ceiling.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class IcrcBenchmark {
    @Param({"64", "256", "1024", "4096"})
    int payload;

    byte[] frame;
    int icrcOffset;
    final Icrc icrc = new Icrc();
    final CRC32 crc = new CRC32();

    @Setup
    public void setup() {
        FrameBuilder b = new FrameBuilder().opcode(0x0a).payload(new byte[payload]);
        frame = new byte[b.frameLength()];
        b.write(frame, 0);
        icrcOffset = frame.length - 4;
    }

    @Benchmark
    public int rocekitIcrc() {
        return icrc.compute(frame, 14, 4, 34, icrcOffset);
    }

    @Benchmark
    public long copyMaskCrc() {
        int len = icrcOffset - 14;
        byte[] copy = new byte[8 + len];
        java.util.Arrays.fill(copy, 0, 8, (byte) -1);
        System.arraycopy(frame, 14, copy, 8, len);
        copy[8 + 1] = -1;
        copy[8 + 8] = -1;
        copy[8 + 10] = -1;
        copy[8 + 11] = -1;
        copy[8 + 26] = -1;
        copy[8 + 27] = -1;
        copy[8 + 32] = -1;
        CRC32 c = new CRC32();
        c.update(copy, 0, copy.length);
        return c.getValue();
    }

    @Benchmark
    public long plainCrc32() {
        crc.reset();
        crc.update(frame, 6, icrcOffset - 6);
        return crc.getValue();
    }
}
