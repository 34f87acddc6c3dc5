package io.rocekit.fleet.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.rocekit.core.fuzz.Budget;
import io.rocekit.fleet.analysis.FleetAnalysis;
import io.rocekit.fleet.input.SnapshotSource;
import io.rocekit.fleet.node.NodeSummary;
import io.rocekit.fleet.node.Summarizer;
import io.rocekit.host.snapshot.ArchiveSnapshot;
import io.rocekit.host.snapshot.SnapshotException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.zip.GZIPOutputStream;

/**
 * Coverage-guided fuzzing of what fleet does with one node's archive: the tar reader, the doctor on
 * what it holds, the node's facts and metrics, and the cross-node analysis of it next to itself.
 * The contract: a summary, or the archive refused with a {@link SnapshotException} or an
 * {@code IOException} with a message; never another exception, never a summary that hides an
 * internal error ("internal error while examining"), within the time bound.
 */
class FleetFuzzTest {
    private static final ArchiveSnapshot.Limits LIMITS = new ArchiveSnapshot.Limits(1000, 1 << 20, 4 << 20);
    /**
     * The first input loads the doctor's and fleet's classes under Jazzer's instrumentation (44 s
     * for an empty input on a loaded 2-core machine, in fuzzing mode): the time bound holds from the
     * second input on, where it measures the reader and not the class loader.
     */
    private static boolean warmedUp;

    /** Any bytes as the tar inside a node's {@code .tar.gz} (gzipped here, so the fuzzer works on the tar). */
    @FuzzTest(maxDuration = "2m")
    void summarisesAnyArchive(byte[] data) throws IOException {
        long t0 = System.nanoTime();
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(gz)) {
            z.write(data);
        }
        ArchiveSnapshot s;
        try {
            s = ArchiveSnapshot.read("fuzz.tar.gz", new ByteArrayInputStream(gz.toByteArray()), LIMITS);
        } catch (SnapshotException | IOException expected) {
            bound(t0, data.length);
            return; // names the entry and what was expected
        }
        NodeSummary n = new Summarizer().summarize(s, new SnapshotSource("fuzz.tar.gz"));
        if (n.error().startsWith("internal error")) {
            throw new IllegalStateException(n.error());
        }
        NodeSummary other = n.renamed(n.host() + "-2");
        FleetAnalysis.aggregate(List.of(n, new NodeSummary(other.host(), "other.tar.gz", other.facts(), other.metrics(),
                other.rules(), other.findings(), other.error())), java.util.Optional.empty());
        bound(t0, data.length);
    }

    private static void bound(long t0, int length) {
        if (warmedUp) {
            Budget.check(t0, length);
        }
        warmedUp = true;
    }
}
