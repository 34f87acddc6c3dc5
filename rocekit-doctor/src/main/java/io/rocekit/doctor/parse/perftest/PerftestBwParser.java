package io.rocekit.doctor.parse.perftest;

import io.rocekit.doctor.artifact.ArtifactKind;
import io.rocekit.doctor.artifact.ArtifactParser;
import io.rocekit.doctor.artifact.ParseException;
import io.rocekit.doctor.artifact.TextSource;

/**
 * Parser for {@link ArtifactKind#PERFTEST_BW}. It reads every perftest run in the text (a paste may
 * hold a latency test too); callers take {@link PerftestOutput#bandwidth()}.
 */
public final class PerftestBwParser implements ArtifactParser<PerftestOutput> {
    @Override
    public ArtifactKind kind() {
        return ArtifactKind.PERFTEST_BW;
    }

    @Override
    public PerftestOutput parse(TextSource source) throws ParseException {
        return PerftestReader.read(source);
    }
}
