package io.rocekit.doctor.switchcfg;

import io.rocekit.fabric.read.ConfigSyntaxException;
import io.rocekit.fabric.read.SwitchReaders;
import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;

/** A switch QoS configuration among a node's evidence, read with rocekit-fabric's readers. */
public final class SwitchConfigParser implements ArtifactParser<SwitchConfigs> {
    @Override
    public ArtifactKind kind() {
        return ArtifactKind.SWITCH_CONFIG;
    }

    @Override
    public SwitchConfigs parse(TextSource source) throws ParseException {
        try {
            return new SwitchConfigs(SwitchReaders.read(source.file(), String.join("\n", source.lines()) + "\n"));
        } catch (ConfigSyntaxException e) {
            // the fabric message already reads "file:line: expected ..."
            throw new ParseException(source.file(), 0, "a readable switch configuration (" + e.getMessage() + ")", null);
        }
    }
}
