package io.rocekit.host.parse.nccltests;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;

/** Parser for {@link ArtifactKind#NCCL_TESTS}. */
public final class NcclTestsParser implements ArtifactParser<NcclTestsOutput> {
    @Override
    public ArtifactKind kind() {
        return ArtifactKind.NCCL_TESTS;
    }

    @Override
    public NcclTestsOutput parse(TextSource source) throws ParseException {
        return NcclTestsReader.read(source);
    }
}
