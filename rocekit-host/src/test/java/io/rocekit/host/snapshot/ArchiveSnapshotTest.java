package io.rocekit.host.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.host.collect.SnapshotArchive;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ArchiveSnapshotTest {
    @TempDir
    Path tmp;

    @Test
    void aPackedDirectoryReadsBackTheSameUnderItsTopDirectory() throws Exception {
        Path dir = tmp.resolve("snap");
        String longPath = "sys/devices/pci0000:15/0000:15:01.0/0000:16:00.0/0000:17:01.0/0000:19:00.0/infiniband/mlx5_0/ports/1/hw_counters/out_of_buffer";
        Files.createDirectories(dir.resolve(longPath).getParent());
        Files.writeString(dir.resolve(longPath), "135\n");
        Files.writeString(dir.resolve("manifest.json"), "{}");
        Path out = tmp.resolve("node7.tar.gz");
        SnapshotArchive.pack(dir, out, "node7");
        ArchiveSnapshot s = ArchiveSnapshot.open(out);
        assertThat(s.files()).containsExactly("manifest.json", longPath);
        assertThat(s.readValue(longPath)).contains("135");
        assertThat(s.list("sys/devices")).containsExactly("pci0000:15");
        assertThat(s.isDirectory("sys/devices/pci0000:15")).isTrue();
        assertThat(s.isDirectory("manifest.json")).isFalse();
        assertThatThrownBy(() -> SnapshotArchive.pack(dir, out, "node7")).isInstanceOf(IOException.class);
    }

    @Test
    void anEntryClimbingOutIsRefused() {
        assertThatThrownBy(() -> read(tar("../../etc/passwd", "x"))).isInstanceOf(SnapshotException.class)
                .hasMessageContaining("'../../etc/passwd'").hasMessageContaining("climbs out");
        assertThatThrownBy(() -> read(tar("/etc/passwd", "x"))).isInstanceOf(SnapshotException.class)
                .hasMessageContaining("absolute");
    }

    @Test
    void aLinkEntryIsRefused() throws Exception {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (TarArchiveOutputStream t = new TarArchiveOutputStream(new GZIPOutputStream(b))) {
            TarArchiveEntry e = new TarArchiveEntry("n/evil", TarArchiveEntry.LF_SYMLINK);
            e.setLinkName("/etc/shadow");
            t.putArchiveEntry(e);
            t.closeArchiveEntry();
        }
        assertThatThrownBy(() -> read(b.toByteArray())).isInstanceOf(SnapshotException.class)
                .hasMessageContaining("is a link");
    }

    @Test
    void sizeBoundsHold() throws Exception {
        byte[] big = tar("n/big", "x".repeat(5000));
        assertThatThrownBy(() -> ArchiveSnapshot.read("t", new ByteArrayInputStream(big),
                new ArchiveSnapshot.Limits(10, 4096, 1 << 20))).isInstanceOf(SnapshotException.class)
                .hasMessageContaining("allowed for one file");
        assertThatThrownBy(() -> ArchiveSnapshot.read("t", new ByteArrayInputStream(big),
                new ArchiveSnapshot.Limits(10, 1 << 20, 4096))).isInstanceOf(SnapshotException.class)
                .hasMessageContaining("unpacks to more than");
        assertThatThrownBy(() -> ArchiveSnapshot.read("t", new ByteArrayInputStream(big),
                new ArchiveSnapshot.Limits(0, 1 << 20, 1 << 20))).isInstanceOf(SnapshotException.class)
                .hasMessageContaining("more than 0 entries");
    }

    @Test
    void notGzipIsAnErrorNamingTheFile() throws Exception {
        Path f = tmp.resolve("x.tar.gz");
        Files.writeString(f, "hello");
        assertThatThrownBy(() -> ArchiveSnapshot.open(f)).isInstanceOf(SnapshotException.class)
                .hasMessageContaining(f + ": not a readable .tar.gz snapshot");
    }

    @Test
    void anEmptyFileOrATarCutAtAnEntrysEndIsAnErrorSayingSo() throws Exception {
        Path empty = tmp.resolve("empty.tar.gz");
        Files.write(empty, new byte[0]);
        assertThatThrownBy(() -> ArchiveSnapshot.open(empty)).isInstanceOf(SnapshotException.class)
                .hasMessage(empty + ": not a readable .tar.gz snapshot: it ends early (empty, or cut short)");
        byte[] whole = gunzip(tar("n/a.txt", "x".repeat(600)));
        // the first entry's header and data (512 + 1024 bytes), without the end-of-archive blocks
        ByteArrayOutputStream cut = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(cut)) {
            gz.write(whole, 0, 1536);
        }
        assertThatThrownBy(() -> read(cut.toByteArray())).isInstanceOf(IOException.class)
                .hasMessageContaining("ends after entry 1 without its end-of-archive blocks (truncated)");
    }

    private static byte[] gunzip(byte[] gz) throws IOException {
        try (var in = new java.util.zip.GZIPInputStream(new ByteArrayInputStream(gz))) {
            return in.readAllBytes();
        }
    }

    /** What GNU tar writes in each of its formats (long names as GNU 'L' entries, pax records, ustar prefixes). */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"gnu", "posix", "ustar", "v7"})
    void gnuTarArchivesOfEveryFormatReadBack(String format) throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(new java.io.File("/usr/bin/tar").canExecute()
                || new java.io.File("/bin/tar").canExecute(), "GNU tar");
        Path dir = tmp.resolve("node9");
        String longPath = "sys/devices/pci0000:15/0000:15:01.0/0000:16:00.0/0000:17:01.0/0000:19:00.0/infiniband/mlx5_0/ports/1/hw_counters/out_of_buffer";
        String path = format.equals("v7") ? "sys/class/net/ens1np0/mtu" : longPath;
        Files.createDirectories(dir.resolve(path).getParent());
        Files.writeString(dir.resolve(path), "135\n");
        Files.writeString(dir.resolve("manifest.json"), "{\"host\": \"node9\"}");
        Files.createDirectories(dir.resolve("commands"));
        Files.write(dir.resolve("commands/big.txt"), "x".repeat(70_000).getBytes(StandardCharsets.US_ASCII),
                java.nio.file.StandardOpenOption.CREATE_NEW);
        Path out = tmp.resolve("node9-" + format + ".tar.gz");
        Process p = new ProcessBuilder("tar", "--format=" + format, "-czf", out.toString(), "-C", tmp.toString(), "node9")
                .redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as(said).isZero();
        ArchiveSnapshot s = ArchiveSnapshot.open(out);
        assertThat(s.readValue(path)).contains("135");
        assertThat(s.readText("commands/big.txt")).hasValueSatisfying(t -> assertThat(t).hasSize(70_000));
        assertThat(s.host()).contains("node9");
    }

    @Test
    void aDamagedHeaderIsAnErrorNotAGuess() throws Exception {
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        try (TarArchiveOutputStream t = new TarArchiveOutputStream(raw)) {
            byte[] data = "135\n".getBytes(StandardCharsets.UTF_8);
            TarArchiveEntry e = new TarArchiveEntry("n/sys/x");
            e.setSize(data.length);
            t.putArchiveEntry(e);
            t.write(data);
            t.closeArchiveEntry();
        }
        byte[] tar = raw.toByteArray();
        tar[10] ^= 0x01; // a flipped bit in the name: the checksum no longer holds
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(gz)) {
            z.write(tar);
        }
        Path damaged = Files.write(tmp.resolve("damaged.tar.gz"), gz.toByteArray());
        assertThatThrownBy(() -> ArchiveSnapshot.open(damaged)).isInstanceOf(SnapshotException.class)
                .hasMessageContaining(damaged + ": not a readable .tar.gz snapshot").hasMessageContaining("is not a tar header");
        ByteArrayOutputStream cut = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(cut)) {
            z.write(raw.toByteArray(), 0, 512 + 2); // the header and two of the four data bytes
        }
        Path truncated = Files.write(tmp.resolve("truncated.tar.gz"), cut.toByteArray());
        assertThatThrownBy(() -> ArchiveSnapshot.open(truncated)).isInstanceOf(SnapshotException.class)
                .hasMessageContaining("truncated");
    }

    /** A V7-style directory entry: type '\0' and a name ending in '/', no data. */
    @Test
    void anOldStyleDirectoryEntryIsADirectoryNotAnEmptyFile() throws Exception {
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        raw.write(v7Header("n/sys/", 0));
        byte[] data = "135\n".getBytes(StandardCharsets.US_ASCII);
        raw.write(v7Header("n/sys/x", data.length));
        raw.write(java.util.Arrays.copyOf(data, 512));
        raw.write(new byte[1024]);
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(gz)) {
            z.write(raw.toByteArray());
        }
        ArchiveSnapshot s = read(gz.toByteArray());
        assertThat(s.files()).containsExactly("sys/x");
        assertThat(s.isDirectory("sys")).isTrue();
    }

    /** Issue 18: directory data counts against the unpack bound, refused at its header. */
    @Test
    void aDirectoryEntryClaiming8GiBIsRefusedAtItsHeaderNotInflated() throws Exception {
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        raw.write(header("n/sys/", 077777777777L, '5')); // 8 GiB - 1 of "directory data"
        raw.write(new byte[1 << 20]); // some of it: the old reader inflated and skipped all it found
        assertThatThrownBy(() -> read(gzip(raw.toByteArray()))).isInstanceOf(IOException.class)
                .hasMessageContaining("unpacks to more than 536870912 bytes: entry 1 has 8589934591 bytes of data");
    }

    /** Issue 18: global pax headers are data too; each is small, but they add up against the bound. */
    @Test
    void globalPaxHeadersCountAgainstTheUnpackBound() throws Exception {
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        for (int i = 0; i < 3; i++) {
            raw.write(header("pax_global_header", 3000, 'g'));
            raw.write(new byte[3072]);
        }
        raw.write(new byte[1024]);
        ArchiveSnapshot.Limits small = new ArchiveSnapshot.Limits(100, 4096, 8192);
        assertThatThrownBy(() -> ArchiveSnapshot.read("g.tar.gz", new ByteArrayInputStream(gzip(raw.toByteArray())), small))
                .isInstanceOf(IOException.class).hasMessageContaining("unpacks to more than 8192 bytes: entry 3 has 3000 bytes of data");
    }

    /** Issue 18: every file's bytes are admitted before they are read (fleet's budget across threads). */
    @Test
    void everyFilesBytesAreAdmittedBeforeTheyAreRead() throws Exception {
        long[] admitted = {0};
        ArchiveSnapshot s = ArchiveSnapshot.read("a.tar.gz", new ByteArrayInputStream(tar("n/x", "12345")),
                ArchiveSnapshot.Limits.DEFAULT, bytes -> admitted[0] += bytes);
        assertThat(s.files()).containsExactly("x");
        assertThat(admitted[0]).isEqualTo(5);
    }

    private static byte[] gzip(byte[] raw) throws IOException {
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(gz)) {
            z.write(raw);
        }
        return gz.toByteArray();
    }

    private static byte[] v7Header(String name, int size) {
        return header(name, size, '\0');
    }

    private static byte[] header(String name, long size, char type) {
        byte[] h = new byte[512];
        byte[] n = name.getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(n, 0, h, 0, n.length);
        h[156] = (byte) type;
        put(h, 100, String.format("%07o", 0644));
        put(h, 124, String.format("%011o", size));
        put(h, 136, String.format("%011o", 0));
        java.util.Arrays.fill(h, 148, 156, (byte) ' ');
        int sum = 0;
        for (byte b : h) {
            sum += b & 0xff;
        }
        put(h, 148, String.format("%06o", sum));
        return h;
    }

    private static void put(byte[] h, int at, String octal) {
        byte[] b = octal.getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(b, 0, h, at, b.length);
    }

    private static ArchiveSnapshot read(byte[] gz) throws Exception {
        return ArchiveSnapshot.read("test.tar.gz", new ByteArrayInputStream(gz), ArchiveSnapshot.Limits.DEFAULT);
    }

    private static byte[] tar(String name, String content) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (TarArchiveOutputStream t = new TarArchiveOutputStream(new GZIPOutputStream(b))) {
            byte[] d = content.getBytes(StandardCharsets.UTF_8);
            TarArchiveEntry e = new TarArchiveEntry(name, true);
            e.setSize(d.length);
            t.putArchiveEntry(e);
            t.write(d);
            t.closeArchiveEntry();
        }
        return b.toByteArray();
    }
}
