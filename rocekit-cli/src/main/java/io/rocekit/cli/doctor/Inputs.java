package io.rocekit.cli.doctor;

import io.rocekit.cli.command.InputException;
import io.rocekit.doctor.examine.EvidenceBuilder;
import io.rocekit.doctor.examine.EvidenceLoader;
import io.rocekit.doctor.examine.LoadedEvidence;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.snapshot.DirectorySnapshot;
import io.rocekit.host.snapshot.ResourceSnapshot;
import io.rocekit.host.snapshot.Snapshot;
import io.rocekit.host.snapshot.SnapshotException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Reads what {@code topo} and {@code doctor} are given, turning every input problem into exit 2. */
final class Inputs {
    /** Where the demo snapshot lies in the jar. */
    static final String DEMO = "/io/rocekit/doctor/demo/h100-untuned/";

    private Inputs() {
    }

    static Snapshot demo() {
        try {
            return ResourceSnapshot.open("demo (bundled snapshot of an untuned 8-GPU H100 node)", DEMO);
        } catch (SnapshotException e) {
            throw new IllegalStateException("the bundled demo snapshot is missing from the jar", e);
        }
    }

    static Snapshot snapshot(Path dir) {
        try {
            return io.rocekit.host.snapshot.ArchiveSnapshot.isArchiveName(dir)
                    ? io.rocekit.host.snapshot.ArchiveSnapshot.open(dir) : DirectorySnapshot.open(dir);
        } catch (SnapshotException e) {
            throw new InputException(e.getMessage(), e);
        }
    }

    static LoadedEvidence load(Snapshot snapshot) {
        try {
            return new EvidenceLoader().snapshot(snapshot);
        } catch (SnapshotException e) {
            throw new InputException(snapshot.name() + ": " + e.getMessage(), e);
        }
    }

    /** Adds a snapshot to the evidence; a snapshot that cannot be read is an input error naming it. */
    static void add(EvidenceBuilder evidence, Snapshot snapshot) {
        try {
            evidence.snapshot(snapshot);
        } catch (SnapshotException e) {
            throw new InputException(snapshot.name() + ": " + e.getMessage(), e);
        }
    }

    /** Adds the files a user named (captures among them); a directory or a file that does not parse is an input error. */
    static void addFiles(EvidenceBuilder evidence, List<Path> files) {
        refuseDirectories(files);
        try {
            evidence.files(files);
        } catch (ParseException e) {
            throw new InputException(e.getMessage(), e);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static void refuseDirectories(List<Path> files) {
        for (Path f : files) {
            if (Files.isDirectory(f)) {
                throw new InputException(f + ": is a directory; give it with --snapshot " + f);
            }
        }
    }

    static LoadedEvidence load(List<Path> files) {
        refuseDirectories(files);
        try {
            return new EvidenceLoader().files(files);
        } catch (ParseException e) {
            throw new InputException(e.getMessage(), e);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
