package io.rocekit.host.collect;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;

/**
 * Packs a snapshot directory into one {@code .tar.gz} file, every entry under one top directory
 * named {@code top} (the host name), so that a thousand nodes writing into one shared folder make
 * a thousand files that unpack side by side. Sysfs paths are longer than the 100 characters of
 * plain tar: POSIX (pax) headers carry them. The file is created new, never overwritten.
 */
public final class SnapshotArchive {
    private SnapshotArchive() {
    }

    /** Writes {@code dir}'s files (no links: collect never writes any) into the new file {@code out}. */
    public static void pack(Path dir, Path out, String top) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)).sorted().toList();
        }
        try (OutputStream raw = Files.newOutputStream(out, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
             TarArchiveOutputStream tar = new TarArchiveOutputStream(
                     new GZIPOutputStream(new BufferedOutputStream(raw, 1 << 16), 1 << 16))) {
            tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
            tar.setBigNumberMode(TarArchiveOutputStream.BIGNUMBER_POSIX);
            for (Path f : files) {
                String rel = dir.relativize(f).toString().replace('\\', '/');
                TarArchiveEntry e = new TarArchiveEntry(top + "/" + rel);
                e.setSize(Files.size(f));
                e.setModTime(Files.getLastModifiedTime(f));
                e.setMode(0100644);
                tar.putArchiveEntry(e);
                Files.copy(f, tar);
                tar.closeArchiveEntry();
            }
            tar.finish();
        }
    }
}
