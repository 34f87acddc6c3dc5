package io.rocekit.host.parse.perftest;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;

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
