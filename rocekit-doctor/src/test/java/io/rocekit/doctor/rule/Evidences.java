package io.rocekit.doctor.rule;

import io.rocekit.doctor.Fixtures;
import io.rocekit.doctor.artifact.ParseException;
import io.rocekit.doctor.artifact.ParsedArtifact;
import io.rocekit.doctor.detect.ArtifactDetector;
import io.rocekit.doctor.detect.DetectedPart;
import io.rocekit.doctor.parse.Parsers;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Builds a node's evidence from fixtures the way the doctor does: detect, split, parse. */
public final class Evidences {
    private static final ArtifactDetector DETECTOR = new ArtifactDetector();
    private static final Parsers PARSERS = Parsers.all();

    private Evidences() {
    }

    /** The evidence of these fixture files (paths under {@code src/test/resources/fixtures}). */
    public static NodeEvidence of(String... fixtures) {
        List<ParsedArtifact<?>> artifacts = new ArrayList<>();
        for (String f : fixtures) {
            for (DetectedPart part : DETECTOR.identify(Fixtures.source(f)).parts()) {
                try {
                    Optional<ParsedArtifact<?>> a = PARSERS.parse(part);
                    a.ifPresent(artifacts::add);
                } catch (ParseException e) {
                    throw new AssertionError("fixture " + f + " does not parse: " + e.getMessage(), e);
                }
            }
        }
        return NodeEvidence.of(artifacts);
    }
}
