package io.rocekit.fleet.node;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.doctor.examine.EvidenceLoader;
import io.rocekit.doctor.examine.Examination;
import io.rocekit.doctor.examine.Examiner;
import io.rocekit.doctor.examine.LoadedEvidence;
import io.rocekit.doctor.examine.RateJudgement;
import io.rocekit.fleet.input.SnapshotSource;
import io.rocekit.host.snapshot.Snapshot;
import io.rocekit.host.snapshot.SnapshotException;
import io.rocekit.monitor.record.CounterRates;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The doctor on one snapshot, reduced to a {@link NodeSummary}. One instance per thread (the
 * doctor's loader and engine are reused across nodes); nothing of the node is kept afterwards. The
 * user's rule settings reach every judge on the node: the doctor's rules and the monitor rules on
 * counter rates.
 */
public final class Summarizer {
    /** Why a snapshot without any recognised tool output is left out of the comparison. */
    public static final String NOTHING_RECOGNISED = "no evidence recognised in the snapshot (empty, or collection"
            + " failed on this node): left out of the comparison";

    private final EvidenceLoader loader = new EvidenceLoader();
    private final RuleSettings settings;
    private final Examiner examiner;

    /** The doctor with every threshold at its default. */
    public Summarizer() {
        this(RuleSettings.defaults());
    }

    /** The doctor, and the monitor rules on counter rates, with the user's {@code settings}. */
    public Summarizer(RuleSettings settings) {
        this.settings = java.util.Objects.requireNonNull(settings, "settings");
        this.examiner = new Examiner(settings);
    }

    /** The settings this summarizer judges with. */
    public RuleSettings settings() {
        return settings;
    }

    /** Reads and examines {@code source}; a snapshot that cannot be read gives an unreadable summary. */
    public NodeSummary summarize(SnapshotSource source) {
        return summarize(source, io.rocekit.host.snapshot.ArchiveSnapshot.Admission.NONE);
    }

    /** {@link #summarize(SnapshotSource)}, an archive's bytes admitted by {@code admission} as they are read. */
    public NodeSummary summarize(SnapshotSource source, io.rocekit.host.snapshot.ArchiveSnapshot.Admission admission) {
        Snapshot s;
        try {
            s = source.open(admission);
        } catch (SnapshotException e) {
            return NodeSummary.unreadable(source.fallbackName(), source.path(), e.getMessage());
        }
        return summarize(s, source);
    }

    /** Examines an open snapshot. */
    public NodeSummary summarize(Snapshot s, SnapshotSource source) {
        String host = source.fallbackName();
        try {
            host = s.host().filter(h -> !h.isBlank()).orElse(host);
            LoadedEvidence loaded = loader.snapshot(s);
            Examination e = examiner.examine(loaded);
            // counters taken twice by collect --interval: judged as rates, as 'rocekit doctor --snapshot' does
            Optional<CounterRates> rates = CounterRates.inSnapshot(s);
            if (nothingRecognised(e) && rates.isEmpty()) {
                // "nothing understood" is not a node that agrees with every other: collection failed there
                return NodeSummary.unreadable(host, source.path(), NOTHING_RECOGNISED);
            }
            if (rates.isPresent()) {
                e = RateJudgement.replaceCumulative(e, rates.get().findings(settings));
            }
            NodeView v = new NodeView(s, loaded, e);
            FactSink sink = new FactSink();
            FirmwareFacts.read(v, sink);
            SoftwareFacts.read(v, sink);
            MlxconfigFacts.read(v, sink);
            QosFacts.read(v, sink);
            PcieFacts.read(v, sink);
            InventoryFacts.read(v, sink);
            BenchMetrics.read(v, sink);
            CounterMetrics.read(v, sink);
            rates.ifPresent(r -> CounterMetrics.measured(r, sink));
            Map<String, Severity> rules = new TreeMap<>();
            for (Finding f : e.findings()) {
                rules.merge(f.rule().intern(), f.severity(), (a, b) -> a.compareTo(b) >= 0 ? a : b);
            }
            return new NodeSummary(host.intern(), source.path(), sink.facts(), sink.metrics(), rules,
                    e.findings().size(), "");
        } catch (SnapshotException | io.rocekit.monitor.record.RecordingException | RuntimeException ex) {
            // one odd node must not stop a fleet run: it is listed as unreadable with the reason
            String why = !(ex instanceof RuntimeException) ? ex.getMessage()
                    : "internal error while examining (please report it): " + ex;
            return NodeSummary.unreadable(host, source.path(), why);
        }
    }

    /** No tool output recognised and no device in the sysfs the snapshot holds. */
    private static boolean nothingRecognised(Examination e) {
        boolean devices = e.topology().map(t -> !t.gpus().isEmpty() || !t.nics().isEmpty()).orElse(false);
        return !devices && e.artifacts().stream().noneMatch(Summarizer::recognised);
    }

    private static boolean recognised(io.rocekit.doctor.examine.ArtifactRef a) {
        return !a.kind().equals("unknown") && a.problem().isEmpty();
    }
}
