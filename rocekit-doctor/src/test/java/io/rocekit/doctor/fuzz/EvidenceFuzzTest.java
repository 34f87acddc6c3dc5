package io.rocekit.doctor.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.rocekit.core.fuzz.Budget;
import io.rocekit.doctor.bench.BenchAnalysis;
import io.rocekit.doctor.examine.EvidenceLoader;
import io.rocekit.doctor.examine.Examiner;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.snapshot.ManifestCodec;
import io.rocekit.host.snapshot.SnapshotException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * Coverage-guided fuzzing of everything the doctor and bench read: every evidence kind through
 * the detector and its parser, then the rules; bench's run readers and judge; snapshot
 * manifests. The contract: a result, or the module's input exception ({@link ParseException},
 * {@link SnapshotException}) with a message; never another exception, never an Error, within
 * the time bound (docs/reliability.md).
 */
class EvidenceFuzzTest {
    @FuzzTest(maxDuration = "2m")
    void readsAnyEvidence(byte[] data) throws SnapshotException {
        long t0 = System.nanoTime();
        TextSource src = TextSource.of("fuzz.txt", new String(data, StandardCharsets.UTF_8));
        try {
            new Examiner().examine(new EvidenceLoader().texts(List.of(src)));
        } catch (ParseException expected) {
            // names the file, the line and what was expected
        }
        try {
            BenchAnalysis.analyze(List.of(src), Optional.empty());
        } catch (ParseException expected) {
            // the same contract for bench's readers
        }
        Budget.check(t0, data.length);
    }

    @FuzzTest(maxDuration = "2m")
    void readsAnyManifest(byte[] data) {
        long t0 = System.nanoTime();
        String json = new String(data, StandardCharsets.UTF_8);
        try {
            ManifestCodec.read("manifest.json", json);
        } catch (SnapshotException expected) {
            // names the file and what was expected
        }
        try {
            ManifestCodec.readHost("manifest.json", json);
        } catch (SnapshotException expected) {
            // the same
        }
        Budget.check(t0, data.length);
    }

    /** The hand-written tar reader on any bytes (gzipped here, so the fuzzer works on the tar layer). */
    @FuzzTest(maxDuration = "2m")
    void readsAnyArchive(byte[] data) throws java.io.IOException {
        long t0 = System.nanoTime();
        java.io.ByteArrayOutputStream gz = new java.io.ByteArrayOutputStream();
        try (java.util.zip.GZIPOutputStream z = new java.util.zip.GZIPOutputStream(gz)) {
            z.write(data);
        }
        try {
            io.rocekit.host.snapshot.ArchiveSnapshot.read("fuzz.tar.gz", new java.io.ByteArrayInputStream(gz.toByteArray()),
                    new io.rocekit.host.snapshot.ArchiveSnapshot.Limits(1000, 1 << 20, 4 << 20));
        } catch (SnapshotException | java.io.IOException expected) {
            // names the entry and what was expected
        }
        Budget.check(t0, data.length);
    }
}
