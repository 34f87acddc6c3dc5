package io.rocekit.host.snapshot;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * Read access to a snapshot, confined to it: every path is checked by {@link SnapshotPaths#check}
 * and a directory snapshot also refuses symbolic links, so nothing outside can be read through it.
 */
public sealed interface Snapshot permits DirectorySnapshot, ResourceSnapshot, ArchiveSnapshot {
    /** How to name this snapshot to a user (its directory, or {@code demo}). */
    String name();

    /** The manifest, when the snapshot has one (a hand-assembled directory may not); errors name NAME/manifest.json. */
    default Optional<Manifest> manifest() throws SnapshotException {
        Optional<String> json = readText(SnapshotLayout.MANIFEST);
        if (json.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(ManifestCodec.read(name() + "/" + SnapshotLayout.MANIFEST, json.get()));
    }

    /** The node's host name from the manifest, read without building the whole manifest. */
    default Optional<String> host() throws SnapshotException {
        Optional<String> json = readText(SnapshotLayout.MANIFEST);
        return json.isEmpty() ? Optional.empty() : ManifestCodec.readHost(name() + "/" + SnapshotLayout.MANIFEST, json.get());
    }

    /** The bytes of the file at {@code rel}, empty when there is no such file. */
    Optional<byte[]> readBytes(String rel) throws SnapshotException;

    /** Names of the entries of directory {@code rel} (files and directories), sorted; empty when absent. */
    List<String> list(String rel) throws SnapshotException;

    /** True when {@code rel} is a directory of the snapshot. */
    boolean isDirectory(String rel) throws SnapshotException;

    /** Every file of the snapshot as a snapshot path, sorted. */
    List<String> files() throws SnapshotException;

    /** The file as UTF-8 text (bad bytes replaced), empty when there is no such file. */
    default Optional<String> readText(String rel) throws SnapshotException {
        Optional<byte[]> b = readBytes(rel);
        return b.map(bytes -> new String(bytes, StandardCharsets.UTF_8));
    }

    /** A sysfs-style value: the file's text without surrounding white space. */
    default Optional<String> readValue(String rel) throws SnapshotException {
        return readText(rel).map(String::strip);
    }

    /**
     * Where the host link stored at {@code rel} pointed, as a snapshot path; empty when no
     * {@code rel.link} file exists. A target that climbs out of the snapshot is an error.
     */
    default Optional<String> link(String rel) throws SnapshotException {
        Optional<String> target = readValue(rel + SnapshotLayout.LINK_SUFFIX);
        if (target.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(SnapshotPaths.resolveLink(rel, target.get()));
    }

    /** The raw target text of the host link stored at {@code rel}, as readlink printed it. */
    default Optional<String> linkText(String rel) throws SnapshotException {
        return readValue(rel + SnapshotLayout.LINK_SUFFIX);
    }
}
