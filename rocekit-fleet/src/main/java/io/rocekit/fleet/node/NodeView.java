package io.rocekit.fleet.node;

import io.rocekit.doctor.examine.Examination;
import io.rocekit.doctor.examine.LoadedEvidence;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.snapshot.Snapshot;
import io.rocekit.host.snapshot.SnapshotException;
import io.rocekit.host.topology.Topology;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One node as the fact readers see it: the snapshot, its parsed artifacts and the doctor's
 * examination. Lives only while the node is summarised.
 */
record NodeView(Snapshot snapshot, LoadedEvidence loaded, Examination examination) {
    /** The parsed artifacts whose model is a {@code type}, with their files. */
    <T> List<Typed<T>> artifacts(Class<T> type) {
        List<Typed<T>> out = new ArrayList<>();
        for (ParsedArtifact<?> a : loaded.artifacts()) {
            if (type.isInstance(a.model())) {
                out.add(new Typed<>(a.file(), type.cast(a.model())));
            }
        }
        return out;
    }

    Optional<Topology> topology() {
        return examination.topology();
    }

    /** A sysfs-style value of the snapshot; empty when absent or unreadable. */
    Optional<String> value(String rel) {
        try {
            return snapshot.readValue(rel).filter(v -> !v.isEmpty());
        } catch (SnapshotException e) {
            return Optional.empty();
        }
    }

    /** Entries of a snapshot directory; empty when absent or unreadable. */
    List<String> list(String rel) {
        try {
            return snapshot.list(rel);
        } catch (SnapshotException e) {
            return List.of();
        }
    }

    /** Where a stored host link points inside the snapshot. */
    Optional<String> link(String rel) {
        try {
            return snapshot.link(rel);
        } catch (SnapshotException e) {
            return Optional.empty();
        }
    }

    /** A model with the snapshot file it came from. */
    record Typed<T>(String file, T model) {
    }
}
