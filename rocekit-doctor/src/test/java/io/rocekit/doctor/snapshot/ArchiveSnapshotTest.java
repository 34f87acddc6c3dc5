package io.rocekit.doctor.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.doctor.collect.SnapshotArchive;
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
