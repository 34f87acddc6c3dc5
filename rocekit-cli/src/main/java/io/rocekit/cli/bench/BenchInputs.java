package io.rocekit.cli.bench;

import io.rocekit.cli.command.InputException;
import io.rocekit.doctor.bench.BenchAnalysis;
import io.rocekit.doctor.bench.BenchContent;
import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.snapshot.DirectorySnapshot;
import io.rocekit.host.snapshot.SnapshotException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads what {@code rocekit bench} is given: files, {@code -} (standard input), or directories (a
 * snapshot), whose files are taken when they hold a benchmark output, an NCCL log, or port rates
 * (ibv_devinfo, ibstat). A file named on the command line that holds none of these is an input
 * error: bench never guesses.
 */
final class BenchInputs {
    private BenchInputs() {
    }

    static List<TextSource> read(List<String> args, InputStream stdin) throws IOException {
        List<TextSource> out = new ArrayList<>();
        boolean bench = false; // a benchmark output among them, not only port rates
        for (String a : args) {
            if (a.equals("-")) {
                TextSource s = TextSource.of("<stdin>", io.rocekit.core.io.TextFiles.read("<stdin>", stdin,
                        io.rocekit.core.io.TextFiles.MAX_BYTES));
                out.add(s);
                bench |= BenchContent.isBenchmark(BenchAnalysis.kinds(s));
                continue;
            }
            Path p = Path.of(a);
            if (Files.isDirectory(p)) {
                int before = out.size();
                // The snapshot reader's rule: no symbolic link is followed, so nothing outside the
                // directory is read (as root, a link to /etc/shadow would otherwise be).
                try {
                    DirectorySnapshot dir = DirectorySnapshot.open(p);
                    for (String rel : dir.files()) {
                        byte[] bytes = dir.readBytes(rel).orElse(new byte[0]);
                        TextSource s = text(bytes, p.resolve(rel).toString());
                        Set<ArtifactKind> k = BenchAnalysis.kinds(s);
                        if (useful(k)) {
                            out.add(s);
                            bench |= BenchContent.isBenchmark(k);
                        }
                    }
                } catch (SnapshotException e) {
                    throw new InputException(a + ": " + e.getMessage(), e);
                }
                if (out.size() == before) {
                    throw new InputException(a + ": no perftest, nccl-tests or NCCL_DEBUG=INFO output in this directory");
                }
                continue;
            }
            if (!Files.exists(p)) {
                throw new NoSuchFileException(a);
            }
            TextSource s = text(p, a);
            Set<ArtifactKind> k = BenchAnalysis.kinds(s);
            if (!useful(k)) {
                throw new InputException(a + ": not a perftest, nccl-tests or NCCL_DEBUG=INFO output, nor ibv_devinfo/ibstat "
                        + "port rates (expected e.g. a 'RDMA_Write BW Test' header, an nccl-tests table, or 'NCCL INFO' "
                        + "lines; 'rocekit identify " + a + "' says what it is)");
            }
            out.add(s);
            bench |= BenchContent.isBenchmark(k);
        }
        if (!bench) {
            throw new InputException("no benchmark output among the inputs (only port rates): give a perftest, "
                    + "nccl-tests or NCCL_DEBUG=INFO output too");
        }
        return out;
    }

    private static TextSource text(Path p, String name) throws IOException {
        return text(io.rocekit.core.io.TextFiles.readBytes(p, io.rocekit.core.io.TextFiles.MAX_BYTES), name);
    }

    private static TextSource text(byte[] bytes, String name) throws IOException {
        for (int i = 0; i < Math.min(bytes.length, 4096); i++) {
            if (bytes[i] == 0) {
                return TextSource.of(name, ""); // binary: nothing bench can read
            }
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        io.rocekit.core.io.TextFiles.checkLines(name, text);
        return TextSource.of(name, text);
    }

    /** Whether a text's kinds are worth reading: a benchmark output, or port rates to judge it by. */
    private static boolean useful(Set<ArtifactKind> k) {
        return BenchContent.isBenchmark(k) || k.contains(ArtifactKind.IBV_DEVINFO) || k.contains(ArtifactKind.IBSTAT);
    }
}
