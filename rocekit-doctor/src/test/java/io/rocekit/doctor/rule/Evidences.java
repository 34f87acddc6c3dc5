package io.rocekit.doctor.rule;

import io.rocekit.doctor.Fixtures;
import io.rocekit.doctor.switchcfg.EvidenceReaders;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.detect.ArtifactDetector;
import io.rocekit.host.detect.DetectedPart;
import io.rocekit.host.facts.HostFacts;
import io.rocekit.host.facts.HostFactsReader;
import io.rocekit.host.parse.Parsers;
import io.rocekit.host.snapshot.DirectorySnapshot;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Builds a node's evidence from fixtures the way the doctor does: detect, split, parse. A fixture
 * named {@code snapshot:NAME} is the sysfs tree described by {@code extra/snapshot/NAME.sysfs.txt}
 * ({@code path=value} lines), written to a temporary snapshot directory and read as host facts.
 */
public final class Evidences {
    private static final ArtifactDetector DETECTOR = EvidenceReaders.detector();
    private static final Parsers PARSERS = EvidenceReaders.parsers();

    private Evidences() {
    }

    /** The evidence of these fixture files (paths under {@code src/test/resources/fixtures}). */
    public static NodeEvidence of(String... fixtures) {
        List<ParsedArtifact<?>> artifacts = new ArrayList<>();
        HostFacts facts = null;
        for (String f : fixtures) {
            if (f.startsWith("snapshot:")) {
                facts = hostFacts(f.substring("snapshot:".length()));
                continue;
            }
            read(Fixtures.source(f), artifacts);
        }
        NodeEvidence ev = NodeEvidence.of(artifacts);
        return facts == null ? ev : ev.with(facts);
    }

    /** The evidence of these texts (a fixture changed by a test, say), recognised and parsed as the doctor does. */
    public static NodeEvidence of(TextSource... sources) {
        List<ParsedArtifact<?>> artifacts = new ArrayList<>();
        for (TextSource s : sources) {
            read(s, artifacts);
        }
        return NodeEvidence.of(artifacts);
    }

    private static void read(TextSource source, List<ParsedArtifact<?>> into) {
        for (DetectedPart part : DETECTOR.identify(source).parts()) {
            try {
                Optional<ParsedArtifact<?>> a = PARSERS.parse(part);
                a.ifPresent(into::add);
            } catch (ParseException e) {
                throw new AssertionError("fixture " + source.file() + " does not parse: " + e.getMessage(), e);
            }
        }
    }

    /** Host facts of the sysfs tree {@code extra/snapshot/NAME.sysfs.txt}. */
    public static HostFacts hostFacts(String name) {
        Path dir = null;
        try {
            dir = Files.createTempDirectory("rocekit-facts");
            for (String line : Fixtures.text("extra/snapshot/" + name + ".sysfs.txt").lines().toList()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                int eq = line.indexOf('=');
                Path p = dir.resolve(line.substring(0, eq));
                Files.createDirectories(p.getParent());
                Files.writeString(p, line.substring(eq + 1) + "\n");
            }
            return HostFactsReader.read(DirectorySnapshot.open(dir));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (io.rocekit.host.snapshot.SnapshotException e) {
            throw new AssertionError(e);
        } finally {
            delete(dir);
        }
    }

    private static void delete(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
