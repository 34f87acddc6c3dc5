package io.rocekit.wire.pcap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.wire.Corpus;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CaptureReaderTest {
    @TempDir
    Path tmp;

    private static List<String> read(CaptureReader r) throws IOException {
        List<String> out = new ArrayList<>();
        CaptureRecord rec = new CaptureRecord();
        while (r.next(rec)) {
            out.add(rec.number() + "/" + rec.timestampNanos() + "/" + rec.linkType() + "/" + rec.interfaceId() + "/"
                    + rec.originalLength() + "/" + Arrays.hashCode(Arrays.copyOfRange(rec.buffer(), rec.offset(),
                    rec.offset() + rec.capturedLength())));
        }
        return out;
    }

    @Test
    void shouldReadThePcapAndThePcapngOfTheSameFlowIdentically() throws IOException {
        List<String> pcap;
        List<String> pcapng;
        try (CaptureReader r = CaptureFiles.open(Corpus.path("f01_flow_two_rc_qps.pcap"))) {
            assertThat(r.format()).isEqualTo("pcap");
            pcap = read(r);
            assertThat(r.problem()).isEmpty();
        }
        try (CaptureReader r = CaptureFiles.open(Corpus.path("f01_flow_two_rc_qps.pcapng"))) {
            assertThat(r.format()).isEqualTo("pcapng");
            pcapng = read(r);
            assertThat(r.problem()).isEmpty();
        }
        assertThat(pcap).hasSize(292).isEqualTo(pcapng);
        // Microsecond timestamps: the first frame of the corpus is at 1700000100 s minus 1 us... as written.
        assertThat(pcap.get(0)).startsWith("1/1700000099999999000/1/0/");
    }

    /** Rewrites a little-endian microsecond pcap in the other byte order and/or with nanosecond magic. */
    private static byte[] rewrite(byte[] le, boolean bigEndian, boolean nanos) {
        ByteBuffer in = ByteBuffer.wrap(le).order(ByteOrder.LITTLE_ENDIAN);
        ByteBuffer out = ByteBuffer.allocate(le.length).order(bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
        in.getInt();
        out.putInt(nanos ? 0xa1b23c4d : 0xa1b2c3d4);
        out.putShort(in.getShort()).putShort(in.getShort()).putInt(in.getInt()).putInt(in.getInt())
                .putInt(in.getInt()).putInt(in.getInt());
        while (in.hasRemaining()) {
            int sec = in.getInt();
            int usec = in.getInt();
            int incl = in.getInt();
            int orig = in.getInt();
            out.putInt(sec).putInt(nanos ? usec * 1000 : usec).putInt(incl).putInt(orig);
            byte[] data = new byte[incl];
            in.get(data);
            out.put(data);
        }
        return out.array();
    }

    @Test
    void shouldReadBothMagicsInBothByteOrders() throws IOException {
        byte[] le = Files.readAllBytes(Corpus.path("c04_cnp.pcap"));
        List<String> reference = read(CaptureFiles.open("le", new ByteArrayInputStream(le)));
        assertThat(reference).hasSize(4);
        for (boolean be : new boolean[] {false, true}) {
            for (boolean ns : new boolean[] {false, true}) {
                byte[] b = rewrite(le, be, ns);
                assertThat(read(CaptureFiles.open("x", new ByteArrayInputStream(b))))
                        .as("big-endian=%s nanos=%s", be, ns).isEqualTo(reference);
            }
        }
    }

    @Test
    void shouldDeliverEveryWholeRecordAndNameWhereTheFileWasCut() throws IOException {
        byte[] full = Files.readAllBytes(Corpus.path("c04_cnp.pcap"));
        byte[] cut = Arrays.copyOf(full, full.length - 10);
        try (CaptureReader r = CaptureFiles.open("cut.pcap", new ByteArrayInputStream(cut))) {
            assertThat(read(r)).hasSize(3);
            assertThat(r.problem()).hasValueSatisfying(p -> assertThat(p)
                    .startsWith("cut.pcap: frame 4 at file offset 318: record cut: header says 98 bytes, 88 left"));
        }
        byte[] cutHeader = Arrays.copyOf(full, 24 + 16 + 74 + 5);
        try (CaptureReader r = CaptureFiles.open("cut2.pcap", new ByteArrayInputStream(cutHeader))) {
            assertThat(read(r)).hasSize(1);
            assertThat(r.problem()).hasValue("cut2.pcap: frame 2 at file offset 114: record header cut: need 16 bytes, 5 left");
        }
    }

    @Test
    void shouldRefuseAFileThatIsNotACapture() {
        assertThatThrownBy(() -> CaptureFiles.open("notes.txt", new ByteArrayInputStream("hello world\n".getBytes())))
                .isInstanceOf(CaptureFormatException.class)
                .hasMessage("notes.txt: not a pcap or pcapng capture: it starts with 0x68656c6c (expected a pcap magic "
                        + "a1b2c3d4/a1b23c4d in either byte order, or pcapng 0a0d0d0a)");
        assertThatThrownBy(() -> CaptureFiles.open("tiny", new ByteArrayInputStream(new byte[] {1, 2})))
                .isInstanceOf(CaptureFormatException.class).hasMessageContaining("only 2 bytes");
    }

    @Test
    void shouldReadGzippedCapturesTransparently() throws IOException {
        byte[] raw = Files.readAllBytes(Corpus.path("f01_flow_two_rc_qps.pcapng"));
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(bos)) {
            gz.write(raw);
        }
        assertThat(read(CaptureFiles.open("f.pcapng.gz", new ByteArrayInputStream(bos.toByteArray())))).hasSize(292);
    }

    @Test
    void shouldGiveEachPcapngInterfaceItsOwnLinkTypeAndResolutionAndSkipUnknownBlocks() throws IOException {
        for (ByteOrder order : new ByteOrder[] {ByteOrder.LITTLE_ENDIAN, ByteOrder.BIG_ENDIAN}) {
            byte[] data = {1, 2, 3, 4, 5};
            byte[] file = new PcapngBytes(order)
                    .interfaceBlock(LinkType.ETHERNET, -1) // default microseconds
                    .interfaceBlock(LinkType.LINUX_SLL, 9) // nanoseconds
                    .interfaceBlock(LinkType.RAW, 0x80 | 20) // 2^-20 s
                    .unknown(0x0bad, 12)
                    .enhanced(0, 1_500_000L, data, 5)
                    .enhanced(1, 1_500_000_123L, data, 60)
                    .unknown(5, 4) // interface statistics block
                    .enhanced(2, 1L << 20, data, 5)
                    .simple(data)
                    .bytes();
            try (CaptureReader r = CaptureFiles.open("multi.pcapng", new ByteArrayInputStream(file))) {
                CaptureRecord rec = new CaptureRecord();
                assertThat(r.next(rec)).isTrue();
                assertThat(rec.linkType()).isEqualTo(LinkType.ETHERNET);
                assertThat(rec.timestampNanos()).isEqualTo(1_500_000_000L);
                assertThat(r.next(rec)).isTrue();
                assertThat(rec.linkType()).isEqualTo(LinkType.LINUX_SLL);
                assertThat(rec.interfaceId()).isEqualTo(1);
                assertThat(rec.timestampNanos()).isEqualTo(1_500_000_123L);
                assertThat(rec.capturedLength()).isEqualTo(5);
                assertThat(rec.originalLength()).isEqualTo(60);
                assertThat(r.next(rec)).isTrue();
                assertThat(rec.linkType()).isEqualTo(LinkType.RAW);
                assertThat(rec.timestampNanos()).isEqualTo(1_000_000_000L);
                assertThat(r.next(rec)).isTrue();
                assertThat(rec.capturedLength()).isEqualTo(5);
                assertThat(rec.buffer()[rec.offset() + 4]).isEqualTo((byte) 5);
                assertThat(r.next(rec)).isFalse();
                assertThat(r.problem()).isEmpty();
                assertThat(r.skippedBlocks()).isEqualTo(2);
            }
        }
    }

    /**
     * if_tsresol 2^-20, 10^-3 and 2^-10 with fractions of a second that 10^9 / units does not divide:
     * the nanoseconds are units * 10^9 / units-per-second rounded down, the times tshark 4.0 prints
     * (differential/pcapng_tsresol_binary.pcapng.meta.md). Scaling by 10^9 / 2^20 = 953 read frame 1
     * as .999291975 (707 us early).
     */
    @Test
    void shouldConvertBinaryAndMillisecondResolutionsExactlyAsTsharkDoes() throws Exception {
        Path file = Path.of(getClass().getResource("/differential/pcapng_tsresol_binary.pcapng").toURI());
        List<Long> times = new ArrayList<>();
        try (CaptureReader r = CaptureFiles.open(file)) {
            CaptureRecord rec = new CaptureRecord();
            while (r.next(rec)) {
                times.add(rec.timestampNanos());
            }
        }
        assertThat(times).containsExactly(1_700_000_000_999_999_046L, 1_700_000_000_123_000_000L,
                1_700_000_000_500_000_000L);
    }

    @Test
    void shouldNameABlockWhoseTrailingLengthDisagrees() throws IOException {
        byte[] file = new PcapngBytes(ByteOrder.LITTLE_ENDIAN).interfaceBlock(1, -1)
                .enhanced(0, 0, new byte[] {1, 2, 3, 4}, 4).bytes();
        file[file.length - 4] = 99;
        try (CaptureReader r = CaptureFiles.open("bad.pcapng", new ByteArrayInputStream(file))) {
            assertThat(r.next(new CaptureRecord())).isFalse();
            assertThat(r.problem()).hasValueSatisfying(p -> assertThat(p)
                    .contains("block at file offset 48").contains("trailing length 99 differs from leading length 36"));
        }
    }

    @Test
    void shouldWriteWhatItReadsBack() throws IOException {
        Path out = tmp.resolve("copy.pcap");
        List<String> original;
        try (CaptureReader r = CaptureFiles.open(Corpus.path("c02_rc_all_opcodes_ipv6_vlan.pcap"));
                PcapWriter w = PcapWriter.create(out)) {
            original = new ArrayList<>();
            CaptureRecord rec = new CaptureRecord();
            while (r.next(rec)) {
                w.write(rec.buffer(), rec.offset(), rec.capturedLength(), rec.originalLength(), rec.timestampNanos());
            }
        }
        original = read(CaptureFiles.open(Corpus.path("c02_rc_all_opcodes_ipv6_vlan.pcap")));
        assertThat(read(CaptureFiles.open(out))).isEqualTo(original);
    }

    @Test
    void shouldStreamRecordsLargerThanItsFirstBuffer() throws IOException {
        Path out = tmp.resolve("big.pcap");
        byte[] frame = new byte[9000];
        try (PcapWriter w = PcapWriter.create(out)) {
            for (int i = 0; i < 1200; i++) { // ~10.8 MB: crosses the 4 MB window several times
                frame[0] = (byte) i;
                w.write(frame, 0, frame.length, frame.length, i);
            }
        }
        try (CaptureReader r = CaptureFiles.open(out)) {
            CaptureRecord rec = new CaptureRecord();
            int n = 0;
            while (r.next(rec)) {
                assertThat(rec.buffer()[rec.offset()]).isEqualTo((byte) n);
                assertThat(rec.timestampNanos()).isEqualTo(n);
                n++;
            }
            assertThat(n).isEqualTo(1200);
        }
    }

    @Test
    void shouldDeliverRecordsOfAnySizeAcrossTheReadWindow() throws IOException {
        Path out = tmp.resolve("mixed.pcap");
        java.util.Random rnd = new java.util.Random(5);
        int[] sizes = new int[400];
        long[] offsets = new long[sizes.length];
        long offset = 24;
        try (PcapWriter w = PcapWriter.create(out)) {
            for (int i = 0; i < sizes.length; i++) {
                // Mostly frames, some large records, a few larger than the 4 MB window.
                sizes[i] = i % 50 == 7 ? 5_000_000 + rnd.nextInt(100) : i % 5 == 0 ? 300_000 + rnd.nextInt(200_000)
                        : rnd.nextInt(9000);
                byte[] rec = new byte[sizes[i]];
                for (int k = 0; k < rec.length; k += 997) {
                    rec[k] = (byte) (i + k);
                }
                w.write(rec, 0, rec.length, rec.length, i);
                offsets[i] = offset;
                offset += 16 + sizes[i];
            }
        }
        try (CaptureReader r = CaptureFiles.open(out)) {
            CaptureRecord rec = new CaptureRecord();
            for (int i = 0; i < sizes.length; i++) {
                assertThat(r.next(rec)).isTrue();
                assertThat(rec.capturedLength()).isEqualTo(sizes[i]);
                assertThat(rec.fileOffset()).isEqualTo(offsets[i]);
                for (int k = 0; k < sizes[i]; k += 997) {
                    assertThat(rec.buffer()[rec.offset() + k]).as("record %d byte %d", i, k).isEqualTo((byte) (i + k));
                }
            }
            assertThat(r.next(rec)).isFalse();
            assertThat(r.problem()).isEmpty();
        }
    }
}
