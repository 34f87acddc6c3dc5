package io.rocekit.doctor.parse.perftest;

import io.rocekit.doctor.artifact.ArtifactKind;
import io.rocekit.doctor.artifact.ArtifactParser;
import io.rocekit.doctor.artifact.ParseException;
import io.rocekit.doctor.artifact.TextSource;

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
