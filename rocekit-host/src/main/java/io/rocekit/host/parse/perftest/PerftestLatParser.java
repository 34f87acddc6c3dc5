package io.rocekit.host.parse.perftest;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;

/**
 * Parser for {@link ArtifactKind#PERFTEST_LAT}. It reads every perftest run in the text; callers
 * take {@link PerftestOutput#latency()}.
 */
public final class PerftestLatParser implements ArtifactParser<PerftestOutput> {
    @Override
    public ArtifactKind kind() {
        return ArtifactKind.PERFTEST_LAT;
    }

    @Override
    public PerftestOutput parse(TextSource source) throws ParseException {
        return PerftestReader.read(source);
    }
}
