package io.rocekit.wire.pcap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Broken and hostile captures (issue 10, items 1, 3, 4 and 6): a message or a partial result, never a crash. */
class HostileCaptureTest {
    @TempDir
    Path tmp;

    private static byte[] fixture() throws IOException {
        try (InputStream in = HostileCaptureTest.class.getResourceAsStream("/corpus/c01_rc_all_opcodes_ipv4.pcap")) {
            return in.readAllBytes();
        }
    }

    private static byte[] gzip(byte[] b) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
            gz.write(b);
        }
        return out.toByteArray();
    }

    private static int frames(CaptureReader r) throws IOException {
        CaptureRecord rec = new CaptureRecord();
        int n = 0;
        while (r.next(rec)) {
            n++;
        }
        return n;
    }

    @Test
    void truncatedGzipCaptureIsReadUpToTheCut() throws IOException {
        byte[] plain = fixture();
        int all;
        try (CaptureReader r = CaptureFiles.open("whole", new ByteArrayInputStream(plain))) {
            all = frames(r);
        }
        // Many copies so that the compressed stream is long enough to cut in the middle.
        byte[] many = new byte[0];
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.writeBytes(plain);
        for (int i = 0; i < 200; i++) {
            b.writeBytes(Arrays.copyOfRange(plain, 24, plain.length)); // records only, after the global header
        }
        many = b.toByteArray();
        byte[] gz = gzip(many);
        byte[] cut = Arrays.copyOf(gz, gz.length / 2);
        try (CaptureReader r = CaptureFiles.open("cut.pcap.gz", new ByteArrayInputStream(cut))) {
            int n = frames(r);
            assertThat(n).isGreaterThan(all).isLessThan(all * 201);
            assertThat(r.problem()).get().asString().contains("cut.pcap.gz").contains("compressed data cut or corrupt");
        }
    }

    @Test
    void corruptGzipHeaderIsAFormatErrorWithTheFileName() {
        byte[] bad = {0x1f, (byte) 0x8b, 8, 0, 0, 0};
        assertThatThrownBy(() -> CaptureFiles.open("bad.gz", new ByteArrayInputStream(bad)))
                .isInstanceOf(CaptureFormatException.class).hasMessageContaining("bad.gz");
    }

    @Test
    void gzipInsideGzipBeyondTheLimitIsRefusedNotRecursed() throws IOException {
        byte[] b = fixture();
        for (int i = 0; i < CaptureFiles.MAX_GZIP_LAYERS; i++) {
            b = gzip(b);
        }
        try (CaptureReader r = CaptureFiles.open("three.gz", new ByteArrayInputStream(b))) {
            assertThat(frames(r)).isPositive();
        }
        byte[] deep = b;
        for (int i = 0; i < 2000; i++) { // thousands of layers: was a StackOverflowError
            deep = gzip(deep);
        }
        byte[] input = deep;
        assertThatThrownBy(() -> CaptureFiles.open("deep.gz", new ByteArrayInputStream(input)))
                .isInstanceOf(CaptureFormatException.class)
                .hasMessageContaining("gzip inside gzip more than " + CaptureFiles.MAX_GZIP_LAYERS + " levels deep");
    }

    @Test
    void directoryIsRefusedWithAMessage() {
        assertThatThrownBy(() -> CaptureFiles.open(tmp))
                .isInstanceOf(CaptureFormatException.class).hasMessageContaining("is a directory");
    }

    @Test
    void blockLengthClaimingHundredsOfMegabytesAllocatesOnlyWhatArrives() throws IOException {
        // 114 bytes: a section header, an interface, then a block whose length claims 256 MB.
        byte[] head = new PcapngBytes(ByteOrder.LITTLE_ENDIAN).interfaceBlock(1, -1).bytes();
        ByteBuffer bogus = ByteBuffer.allocate(114 - head.length).order(ByteOrder.LITTLE_ENDIAN);
        bogus.putInt(6).putInt(256 << 20);
        byte[] file = Arrays.copyOf(head, 114);
        System.arraycopy(bogus.array(), 0, file, head.length, bogus.capacity());
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = mx.getCurrentThreadAllocatedBytes();
        try (CaptureReader r = CaptureFiles.open("claims.pcapng", new ByteArrayInputStream(file))) {
            assertThat(frames(r)).isZero();
            assertThat(r.problem()).get().asString().contains("block cut: its header says 268435456 bytes");
        }
        long allocated = mx.getCurrentThreadAllocatedBytes() - before;
        assertThat(allocated).as("bytes allocated for a 114-byte file").isLessThan(32L << 20);
    }

    @Test
    void farApartTimestampsAreDeliveredWithoutOverflowCrash() throws IOException {
        byte[] frame = new byte[60];
        byte[] file = new PcapngBytes(ByteOrder.BIG_ENDIAN).interfaceBlock(1, 9)
                .enhanced(0, 1L, frame, 60).enhanced(0, -1L, frame, 60).enhanced(0, Long.MAX_VALUE, frame, 60).bytes();
        Path p = tmp.resolve("far.pcapng");
        Files.write(p, file);
        try (CaptureReader r = CaptureFiles.open(p)) {
            assertThat(frames(r)).isEqualTo(3);
        }
    }
}
