package io.rocekit.monitor.sample;

import io.rocekit.host.snapshot.Snapshot;
import io.rocekit.host.snapshot.SnapshotException;
import io.rocekit.host.snapshot.SnapshotLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The sysfs copy inside a doctor snapshot ({@code rocekit collect}): files under {@code sys/},
 * symbolic links stored as {@code NAME.link} files holding their target, resolved here component
 * by component as the kernel would.
 */
public final class SnapshotSysfs implements SysfsSource {
    private final Snapshot snapshot;

    public SnapshotSysfs(Snapshot snapshot) {
        this.snapshot = snapshot;
    }

    /** The snapshot path of a sysfs path, with every link on the way resolved; empty when it leads nowhere. */
    private Optional<String> resolve(String path) {
        String cur = "sys";
        for (String part : path.split("/")) {
            if (part.isEmpty()) {
                continue;
            }
            String next = cur + "/" + part;
            try {
                Optional<String> link = snapshot.link(next);
                cur = link.orElse(next);
            } catch (SnapshotException e) {
                return Optional.empty();
            }
        }
        return Optional.of(cur);
    }

    @Override
    public Optional<String> text(String path, Consumer<String> notes) {
        Optional<String> rel = resolve(path);
        if (rel.isEmpty()) {
            return Optional.empty();
        }
        try {
            return snapshot.readValue(rel.get());
        } catch (SnapshotException e) {
            notes.accept(path + ": " + e.getMessage());
            return Optional.empty();
        }
    }

    @Override
    public List<String> list(String dir) {
        Optional<String> rel = resolve(dir);
        if (rel.isEmpty()) {
            return List.of();
        }
        try {
            List<String> out = new ArrayList<>();
            for (String e : snapshot.list(rel.get())) {
                out.add(e.endsWith(SnapshotLayout.LINK_SUFFIX) ? e.substring(0, e.length() - SnapshotLayout.LINK_SUFFIX.length()) : e);
            }
            out.sort(null);
            return out.stream().distinct().toList();
        } catch (SnapshotException e) {
            return List.of();
        }
    }

    @Override
    public boolean isDirectory(String path) {
        Optional<String> rel = resolve(path);
        try {
            return rel.isPresent() && snapshot.isDirectory(rel.get());
        } catch (SnapshotException e) {
            return false;
        }
    }

    @Override
    public Optional<String> linkName(String path) {
        int slash = path.lastIndexOf('/');
        Optional<String> parent = resolve(path.substring(0, Math.max(slash, 0)));
        if (parent.isEmpty()) {
            return Optional.empty();
        }
        try {
            return snapshot.linkText(parent.get() + "/" + path.substring(slash + 1)).flatMap(SysfsSource::lastComponent);
        } catch (SnapshotException e) {
            return Optional.empty();
        }
    }
}
