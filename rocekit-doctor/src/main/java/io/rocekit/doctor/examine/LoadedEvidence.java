package io.rocekit.doctor.examine;

import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.snapshot.Snapshot;
import java.util.List;
import java.util.Optional;

/**
 * Inputs read and parsed.
 *
 * @param host      the node's name (from the snapshot manifest), if known
 * @param refs      every part seen, with its kind
 * @param artifacts the parsed parts
 * @param snapshot  the snapshot read, if any (its sysfs copy feeds the topology)
 */
public record LoadedEvidence(Optional<String> host, List<ArtifactRef> refs, List<ParsedArtifact<?>> artifacts,
                             Optional<Snapshot> snapshot) {
    public LoadedEvidence {
        refs = List.copyOf(refs);
        artifacts = List.copyOf(artifacts);
    }
}
