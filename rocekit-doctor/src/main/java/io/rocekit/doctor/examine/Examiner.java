package io.rocekit.doctor.examine;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.RuleEngine;
import io.rocekit.doctor.ruleset.DoctorRules;
import io.rocekit.host.snapshot.SnapshotException;
import io.rocekit.host.topology.Topology;
import java.util.List;
import java.util.Optional;

/** Loaded evidence to an {@link Examination}: topology, then every doctor rule. */
public final class Examiner {
    /** The doctor's rules and the benchmark rules (they say nothing without benchmark artifacts). */
    private final RuleEngine engine;

    /** At default thresholds. */
    public Examiner() {
        this(RuleSettings.defaults());
    }

    /** With the user's threshold overrides (validated by the caller against the catalogue). */
    public Examiner(RuleSettings settings) {
        this(java.util.stream.Stream.concat(
                DoctorRules.all().stream(), io.rocekit.doctor.bench.BenchAnalysis.doctorRules().stream()).toList(),
                settings);
    }

    private Examiner(List<? extends io.rocekit.doctor.rule.Rule> rules, RuleSettings settings) {
        this.engine = new RuleEngine(rules, settings);
    }

    /** Only the rules that compare the host with switch configurations ({@code fabric check --host}). */
    public static Examiner hostAgainstSwitch(RuleSettings settings) {
        return new Examiner(DoctorRules.hostAgainstSwitch(), settings);
    }

    /** The evidence {@link EvidenceBuilder} assembled. */
    public Examination examine(EvidenceBundle evidence) throws SnapshotException {
        return examine(evidence.parts(), evidence.observed());
    }

    public Examination examine(LoadedEvidence loaded) throws SnapshotException {
        return examine(loaded, Optional.empty());
    }

    /** With the DSCP values the node's traffic was seen with in packet captures (the switch-against-host rules read them). */
    public Examination examine(LoadedEvidence loaded, Optional<io.rocekit.host.facts.ObservedQos> observed)
            throws SnapshotException {
        Optional<Topology> topology = TopologyFromEvidence.of(loaded);
        NodeEvidence ev = new NodeEvidence(loaded.host(), loaded.artifacts(), List.of());
        if (observed.isPresent()) {
            ev = ev.with(observed.get());
        }
        if (topology.isPresent()) {
            ev = ev.with(topology.get());
        }
        if (loaded.snapshot().isPresent()) {
            // sysfs/procfs facts (governors, idle states, IRQ affinities, IOMMU groups) for the host rules
            ev = ev.with(io.rocekit.host.facts.HostFactsReader.read(loaded.snapshot().get()));
        }
        List<Finding> findings = engine.run(ev);
        return new Examination(loaded.host(), loaded.refs(), topology, findings);
    }
}
