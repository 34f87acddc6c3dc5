package io.rocekit.doctor.parse;

import io.rocekit.doctor.artifact.ArtifactKind;
import io.rocekit.doctor.artifact.ArtifactParser;
import io.rocekit.doctor.artifact.ParseException;
import io.rocekit.doctor.artifact.ParsedArtifact;
import io.rocekit.doctor.detect.DetectedPart;
import io.rocekit.doctor.parse.lspci.LspciVerboseParser;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The parser of each kind. One line per parser in {@link #all()} (add yours on its own line so
 * that merges do not conflict); a kind without a parser yet is simply not parsed.
 */
public final class Parsers {
    private final Map<ArtifactKind, ArtifactParser<?>> byKind = new EnumMap<>(ArtifactKind.class);

    private Parsers(List<ArtifactParser<?>> parsers) {
        for (ArtifactParser<?> p : parsers) {
            if (byKind.put(p.kind(), p) != null) {
                throw new IllegalArgumentException("two parsers for " + p.kind());
            }
        }
    }

    /** Every parser rocekit has. */
    public static Parsers all() {
        return new Parsers(List.of(
                new LspciVerboseParser(),
                new io.rocekit.doctor.parse.lspcitree.LspciTreeParser(),
                new io.rocekit.doctor.parse.nvsmitopo.NvidiaSmiTopoParser(),
                new io.rocekit.doctor.parse.nccltopo.NcclTopoParser()));
    }

    /** The parser of {@code kind}, if there is one. */
    public Optional<ArtifactParser<?>> forKind(ArtifactKind kind) {
        return Optional.ofNullable(byKind.get(kind));
    }

    /** Parses a detected part with the parser of its kind; empty when the kind has no parser. */
    public Optional<ParsedArtifact<?>> parse(DetectedPart part) throws ParseException {
        Optional<ArtifactParser<?>> parser = forKind(part.kind());
        if (parser.isEmpty()) {
            return Optional.empty();
        }
        Object model = parser.get().parse(part.text());
        return Optional.of(new ParsedArtifact<>(part.text().file(), part.kind(), model));
    }
}
