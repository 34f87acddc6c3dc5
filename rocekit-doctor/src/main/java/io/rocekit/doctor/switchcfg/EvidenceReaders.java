package io.rocekit.doctor.switchcfg;

import io.rocekit.fabric.model.Vendor;
import io.rocekit.fabric.read.SwitchReaders;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.detect.ArtifactDetector;
import io.rocekit.host.parse.Parsers;
import java.util.List;
import java.util.Optional;

/**
 * The detector and the parsers of the doctor's evidence: the host layer's, plus the switch
 * configurations rocekit-fabric recognises and reads (a switch configuration handed to the doctor
 * is checked against the host's QoS).
 */
public final class EvidenceReaders {
    private EvidenceReaders() {
    }

    /**
     * The switch configuration format of a text ({@code sonic}, {@code nvue}, {@code cumulus-traffic-conf},
     * {@code eos}, {@code nxos}, {@code comware}, {@code junos}), if it is one; rocekit-fabric decides.
     */
    public static Optional<String> switchFormat(TextSource source) {
        return SwitchReaders.detect(String.join("\n", source.lines())).map(Vendor::id);
    }

    /** A detector that also recognises switch configurations. */
    public static ArtifactDetector detector() {
        return new ArtifactDetector(EvidenceReaders::switchFormat);
    }

    /** Every parser of the host layer and the switch configuration parser. */
    public static Parsers parsers() {
        return Parsers.hostAnd(List.of(new SwitchConfigParser()));
    }
}
