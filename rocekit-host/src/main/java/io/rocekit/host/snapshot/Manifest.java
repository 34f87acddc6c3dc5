package io.rocekit.host.snapshot;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The {@code manifest.json} of a snapshot.
 *
 * @param format         the layout version ({@link SnapshotLayout#FORMAT})
 * @param host           the host name of the node
 * @param time           when collection started, ISO-8601 UTC
 * @param rocekitVersion the rocekit version that collected it
 * @param items          every item tried, in the order it was tried
 */
public record Manifest(int format, String host, String time, String rocekitVersion, List<ManifestItem> items) {
    public Manifest {
        // Printed in every report: a host name with a newline or an ANSI escape must not forge lines.
        host = io.rocekit.core.text.Printable.oneLine(Objects.requireNonNull(host, "host"));
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(rocekitVersion, "rocekitVersion");
        items = items == null ? List.of() : List.copyOf(items);
    }

    /** The item that wrote {@code file}, if any. */
    public Optional<ManifestItem> itemForFile(String file) {
        return items.stream().filter(i -> i.file().filter(file::equals).isPresent()).findFirst();
    }

    /** How many items have {@code status}. */
    public long count(ItemStatus status) {
        return items.stream().filter(i -> i.status() == status).count();
    }
}
