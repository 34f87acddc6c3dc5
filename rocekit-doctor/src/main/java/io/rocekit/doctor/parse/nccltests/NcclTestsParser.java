package io.rocekit.doctor.parse.nccltests;

import io.rocekit.doctor.artifact.ArtifactKind;
import io.rocekit.doctor.artifact.ArtifactParser;
import io.rocekit.doctor.artifact.ParseException;
import io.rocekit.doctor.artifact.TextSource;

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
