package io.rocekit.host.snapshot;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * A snapshot bundled in the jar (the {@code --demo} one). Jar directories cannot be listed
 * portably, so the snapshot carries {@code index.txt}: one snapshot path per line.
 */
public final class ResourceSnapshot implements Snapshot {
    /** The file listing every file of a bundled snapshot. */
    public static final String INDEX = "index.txt";

    private final String name;
    private final String base;
    private final List<String> files;

    private ResourceSnapshot(String name, String base, List<String> files) {
        this.name = name;
        this.base = base;
        this.files = files;
    }

    /**
     * The snapshot under classpath directory {@code base} (e.g. {@code /io/rocekit/doctor/demo/}),
     * shown to users as {@code name}.
     */
    public static ResourceSnapshot open(String name, String base) throws SnapshotException {
        String b = base.endsWith("/") ? base : base + "/";
        byte[] index = load(b + INDEX).orElseThrow(
                () -> new SnapshotException(name + ": bundled snapshot has no " + INDEX + " at " + b));
        List<String> files = new ArrayList<>();
        for (String line : new String(index, StandardCharsets.UTF_8).split("\n")) {
            String f = line.strip();
            if (!f.isEmpty() && !f.startsWith("#")) {
                files.add(SnapshotPaths.check(f));
            }
        }
        files.sort(null);
        return new ResourceSnapshot(name, b, List.copyOf(files));
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Optional<byte[]> readBytes(String rel) throws SnapshotException {
        SnapshotPaths.check(rel);
        if (!files.contains(rel)) {
            return Optional.empty();
        }
        return load(base + rel);
    }

    @Override
    public List<String> list(String rel) throws SnapshotException {
        String prefix = SnapshotPaths.check(rel) + "/";
        TreeSet<String> names = new TreeSet<>();
        for (String f : files) {
            if (f.startsWith(prefix)) {
                String rest = f.substring(prefix.length());
                int slash = rest.indexOf('/');
                names.add(slash < 0 ? rest : rest.substring(0, slash));
            }
        }
        return List.copyOf(names);
    }

    @Override
    public boolean isDirectory(String rel) throws SnapshotException {
        String prefix = SnapshotPaths.check(rel) + "/";
        return files.stream().anyMatch(f -> f.startsWith(prefix));
    }

    @Override
    public List<String> files() {
        return files;
    }

    private static Optional<byte[]> load(String resource) throws SnapshotException {
        try (InputStream in = ResourceSnapshot.class.getResourceAsStream(resource)) {
            return in == null ? Optional.empty() : Optional.of(in.readAllBytes());
        } catch (IOException e) {
            throw new SnapshotException(resource + ": cannot read bundled file: " + e.getMessage(), e);
        }
    }
}
