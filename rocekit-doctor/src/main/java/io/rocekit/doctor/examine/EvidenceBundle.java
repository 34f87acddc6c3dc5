package io.rocekit.doctor.examine;

import io.rocekit.host.facts.ObservedQos;
import java.util.Optional;

/**
 * Everything the doctor was given about one node, read and typed: the parts of its snapshot and
 * loose files (switch configurations among them) and the DSCP values its captured traffic carried.
 *
 * @param parts    the parts read and parsed
 * @param observed the DSCP values seen in packet captures, when captures were given
 */
public record EvidenceBundle(LoadedEvidence parts, Optional<ObservedQos> observed) {
}
