package io.rocekit.monitor.sample;

import io.rocekit.doctor.collect.HostFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A sysfs mount ({@code /sys}) or a tree laid out like it, read through the doctor's
 * {@link HostFiles} (read-only; the last path component is never followed if it is a link).
 */
public final class HostSysfs implements SysfsSource {
    private final HostFiles files;

    public HostSysfs(Path root) {
        this.files = new HostFiles(root);
    }

    @Override
    public Optional<String> text(String path, Consumer<String> notes) {
        try {
            Optional<byte[]> b = files.read(path, FILE_CAP);
            return b.map(bytes -> new String(bytes, StandardCharsets.UTF_8).strip());
        } catch (IOException e) {
            notes.accept(path + ": unreadable (" + e.getClass().getSimpleName() + ")");
            return Optional.empty();
        }
    }

    @Override
    public List<String> list(String dir) {
        return files.list(dir);
    }

    @Override
    public boolean isDirectory(String path) {
        return files.isDirectory(path) || files.isLink(path);
    }

    @Override
    public Optional<String> linkName(String path) {
        return files.readLink(path).flatMap(SysfsSource::lastComponent);
    }
}
