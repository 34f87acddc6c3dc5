package io.rocekit.doctor.collect;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Read-only access to the host's files under a root ({@code /} on a live host, a directory tree in
 * tests). Host paths are written as on the host ({@code /sys/bus/pci/devices}); the snapshot path
 * of a host path is the same path without the leading slash. Nothing here follows a symbolic link
 * unless asked to resolve one, and a link that would leave the root is not followed.
 */
public final class HostFiles {
    private final Path root;

    public HostFiles(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    /** The file system path of host path {@code hostPath}. */
    public Path resolve(String hostPath) {
        return root.resolve(strip(hostPath));
    }

    /** {@code /sys/x} to {@code sys/x}. */
    public static String snapshotPath(String hostPath) {
        return strip(hostPath);
    }

    private static String strip(String hostPath) {
        String s = hostPath;
        while (s.startsWith("/")) {
            s = s.substring(1);
        }
        return s;
    }

    public boolean exists(String hostPath) {
        return Files.exists(resolve(hostPath), LinkOption.NOFOLLOW_LINKS);
    }

    public boolean isDirectory(String hostPath) {
        return Files.isDirectory(resolve(hostPath), LinkOption.NOFOLLOW_LINKS);
    }

    public boolean isFile(String hostPath) {
        return Files.isRegularFile(resolve(hostPath), LinkOption.NOFOLLOW_LINKS);
    }

    public boolean isLink(String hostPath) {
        return Files.isSymbolicLink(resolve(hostPath));
    }

    /** Entry names of a directory, sorted; empty when it is absent or not a directory. */
    public List<String> list(String hostPath) {
        Path p = resolve(hostPath);
        if (!Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(p)) {
            for (Path c : ds) {
                out.add(String.valueOf(c.getFileName())); // an entry of a directory always has a name
            }
        } catch (IOException e) {
            return List.of();
        }
        out.sort(null);
        return out;
    }

    /** The target text of a symbolic link, as readlink prints it. */
    public Optional<String> readLink(String hostPath) {
        try {
            return Optional.of(Files.readSymbolicLink(resolve(hostPath)).toString());
        } catch (IOException | UnsupportedOperationException e) {
            return Optional.empty();
        }
    }

    /**
     * The host path a symbolic link points to (resolved lexically against the link's directory),
     * when it stays under the root.
     */
    public Optional<String> resolveLink(String hostPath) {
        Optional<String> target = readLink(hostPath);
        if (target.isEmpty()) {
            return Optional.empty();
        }
        String t = target.get();
        Path parent = resolve(hostPath).getParent();
        Path base = t.startsWith("/") || parent == null ? root : parent;
        Path real = base.resolve(strip(t)).normalize();
        if (!real.startsWith(root) || real.equals(root)) {
            return Optional.empty();
        }
        return Optional.of("/" + root.relativize(real).toString().replace('\\', '/'));
    }

    /**
     * The bytes of a regular file (never through a link), at most {@code cap} of them; procfs and
     * sysfs files report size 0, so the file is read to its end.
     *
     * @return the bytes, or empty when the file is absent or unreadable
     */
    public Optional<byte[]> read(String hostPath, int cap) throws IOException {
        Path p = resolve(hostPath);
        try (InputStream in = Files.newInputStream(p, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
            byte[] buf = in.readNBytes(cap);
            return Optional.of(buf.length == cap ? buf : Arrays.copyOf(buf, buf.length));
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
    }
}
