package io.rocekit.monitor.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.rocekit.core.fuzz.Budget;
import io.rocekit.monitor.sample.EthtoolStats;
import io.rocekit.monitor.sample.PortSample;
import io.rocekit.monitor.sample.Sample;
import io.rocekit.monitor.sample.Sampler;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashSet;
import java.util.Set;

/**
 * Coverage-guided fuzzing of the sysfs walker and sampler: the input bytes are a script that builds
 * a small tree (directories, files with any content, symbolic links with any target, including
 * targets that leave the root or loop), and one sample is taken of it. The contract: a sample,
 * within the time bound; no sysfs text outside the root in it (a sentinel file next to the root);
 * every note on one line; each port once.
 */
class SysfsTreeFuzzTest {
    private static final String SECRET = "OUTSIDE-THE-ROOT";

    @FuzzTest(maxDuration = "2m")
    void samplesAnyTree(byte[] data) throws IOException {
        long t0 = System.nanoTime();
        Path dir = Files.createTempDirectory("rocekit-fuzz-sysfs");
        try {
            Path sys = dir.resolve("sys");
            Files.createDirectories(sys.resolve("class/infiniband"));
            Files.writeString(dir.resolve("outside"), SECRET + "\n");
            Files.createDirectories(dir.resolve("outdir/ports/1"));
            Files.writeString(dir.resolve("outdir/ports/1/state"), "4: " + SECRET + "\n");
            build(sys, new String(data, StandardCharsets.UTF_8));
            Sample s = new Sampler(sys, EthtoolStats.none()).sample();
            check(s);
        } finally {
            delete(dir);
        }
        Budget.check(t0, data.length);
    }

    /**
     * One operation per line, at most 64: {@code d PATH} (directory), {@code f PATH TEXT} (file),
     * {@code l PATH TARGET} (symbolic link). PATH is taken under {@code class/infiniband/} unless it
     * starts with {@code /} (then under the root); a PATH with {@code ..} is skipped (the builder must
     * not write outside the tree), a TARGET may be anything. A line holding the sentinel text is
     * skipped: the fuzzer learns the string from the checks and would otherwise put it in a name it
     * creates inside the root, which is no read outside it (its first finding, kept as
     * {@code secret-in-the-script-itself}).
     */
    private static void build(Path sys, String script) {
        int ops = 0;
        for (String line : script.split("\n")) {
            if (ops++ >= 64 || line.length() < 3 || line.charAt(1) != ' ' || line.contains(SECRET)) {
                continue;
            }
            String[] parts = line.substring(2).split(" ", 2);
            String rel = parts[0].startsWith("/") ? parts[0].substring(1) : "class/infiniband/" + parts[0];
            if (rel.contains("..") || rel.isEmpty() || rel.indexOf('\0') >= 0) {
                continue;
            }
            try {
                Path p = sys.resolve(rel).normalize();
                if (!p.startsWith(sys)) {
                    continue;
                }
                switch (line.charAt(0)) {
                    case 'd' -> Files.createDirectories(p);
                    case 'f' -> {
                        Files.createDirectories(p.getParent());
                        Files.writeString(p, parts.length > 1 ? parts[1].replace("\\n", "\n") : "");
                    }
                    case 'l' -> {
                        Files.createDirectories(p.getParent());
                        Files.createSymbolicLink(p, Path.of(parts.length > 1 ? parts[1] : "."));
                    }
                    default -> { }
                }
            } catch (IOException | RuntimeException e) {
                // a name the file system refuses, a path through a file: the tree is simply smaller
            }
        }
    }

    private static void check(Sample s) {
        Set<String> keys = new HashSet<>();
        for (PortSample p : s.ports()) {
            if (!keys.add(p.key())) {
                throw new AssertionError("port " + p.key() + " twice");
            }
            if (String.valueOf(p).contains(SECRET)) {
                throw new AssertionError("a file outside the root was read: " + p);
            }
        }
        for (String n : s.notes()) {
            if (n.contains(SECRET) || n.indexOf('\n') >= 0 || n.indexOf('\r') >= 0 || n.indexOf(0x1b) >= 0) {
                throw new AssertionError("note: " + n);
            }
        }
        if (String.valueOf(s.devices()).contains(SECRET)) {
            throw new AssertionError("a file outside the root was read: " + s.devices());
        }
    }

    private static void delete(Path dir) throws IOException {
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path f, BasicFileAttributes a) throws IOException {
                Files.delete(f);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
                if (e != null) {
                    throw new UncheckedIOException(e);
                }
                Files.delete(d);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
