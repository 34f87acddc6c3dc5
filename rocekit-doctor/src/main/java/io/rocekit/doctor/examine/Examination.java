package io.rocekit.doctor.examine;

import io.rocekit.core.finding.Finding;
import io.rocekit.host.topology.Topology;
import java.util.List;
import java.util.Optional;

/**
 * What the doctor found on one node.
 *
 * @param host      the node's name, if known
 * @param artifacts every input part with its kind
 * @param topology  the topology, when the evidence shows one
 * @param findings  every rule's findings, most severe first
 */
public record Examination(Optional<String> host, List<ArtifactRef> artifacts, Optional<Topology> topology,
                          List<Finding> findings) {
    public Examination {
        artifacts = List.copyOf(artifacts);
        findings = List.copyOf(findings);
    }
}
