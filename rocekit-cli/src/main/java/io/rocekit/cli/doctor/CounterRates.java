package io.rocekit.cli.doctor;

import io.rocekit.cli.InputException;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Findings;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.doctor.examine.Examination;
import io.rocekit.doctor.snapshot.Snapshot;
import io.rocekit.doctor.snapshot.SnapshotException;
import io.rocekit.monitor.alert.MonitorRules;
import io.rocekit.monitor.rate.RateCalculator;
import io.rocekit.monitor.record.Recording;
import io.rocekit.monitor.record.RecordingException;
import io.rocekit.monitor.record.SnapshotSample;
import io.rocekit.monitor.sample.Sample;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Counters at two or more times (a monitor recording, two snapshots, a snapshot whose collection
 * took the counters twice): the doctor then judges them as rates with the {@code monitor.*} rules
 * instead of as totals since boot with its cumulative {@code nic.counter.*} rules.
 *
 * @param samples  the samples, in time order (at least two)
 * @param source   where they came from, for the report
 */
record CounterRates(List<Sample> samples, String source) {
    /** What a snapshot's collection writes when asked to take the counters twice ({@code collect --interval}). */
    static final String IN_SNAPSHOT = "counters.jsonl";
    private static final String CUMULATIVE_RULES = "nic.counter.";

    CounterRates {
        samples = List.copyOf(samples);
    }

    static CounterRates ofRecording(Path file) throws IOException {
        try {
            return new CounterRates(Recording.read(file), file.toString());
        } catch (RecordingException e) {
            throw new InputException(e.getMessage(), e);
        }
    }

    static CounterRates ofSnapshots(Snapshot a, Snapshot b) {
        try {
            Sample first = SnapshotSample.read(a);
            Sample second = SnapshotSample.read(b);
            if (second.monoNanos() <= first.monoNanos()) {
                throw new InputException("--snapshot " + b.name() + " was collected at or before " + a.name()
                        + ": give the earlier snapshot first");
            }
            return new CounterRates(List.of(first, second), a.name() + " -> " + b.name());
        } catch (SnapshotException e) {
            throw new InputException(e.getMessage(), e);
        }
    }

    /** The recording a snapshot's collection left in it, if any. */
    static java.util.Optional<CounterRates> inSnapshot(Path dir) throws IOException {
        Path f = dir.resolve(IN_SNAPSHOT);
        return Files.isRegularFile(f) ? java.util.Optional.of(ofRecording(f)) : java.util.Optional.empty();
    }

    double seconds() {
        return (samples.get(samples.size() - 1).monoNanos() - samples.get(0).monoNanos()) / 1e9;
    }

    /** One line for the report: over what and how long. */
    String describe() {
        Sample last = samples.get(samples.size() - 1);
        if (last.ports().isEmpty()) {
            return "the counters taken at two times (" + source + ") hold no RDMA port"
                    + (last.notes().isEmpty() ? "" : " (" + last.notes().get(0) + ")") + ": no rates to judge";
        }
        return String.format(Locale.ROOT, "counters judged as rates over %.1f s (%d samples, %s), not as totals since boot",
                seconds(), samples.size(), source);
    }

    /**
     * {@code e} with the cumulative counter findings replaced by the monitor rules' findings on
     * every interval between consecutive samples; a rule that fires in several intervals on the
     * same subject is reported once, at its worst.
     */
    Examination judge(Examination e, RuleSettings settings) {
        List<Finding> out = new ArrayList<>();
        for (Finding f : e.findings()) {
            if (!f.rule().startsWith(CUMULATIVE_RULES)) {
                out.add(f);
            }
        }
        Map<String, Finding> worst = new LinkedHashMap<>();
        for (int i = 1; i < samples.size(); i++) {
            for (Finding f : MonitorRules.check(RateCalculator.between(samples.get(i - 1), samples.get(i)), settings)) {
                worst.merge(f.rule() + "\u0000" + f.subject(), f,
                        (a, b) -> b.severity().compareTo(a.severity()) > 0 ? b : a);
            }
        }
        out.addAll(worst.values());
        return new Examination(e.host(), e.artifacts(), e.topology(), Findings.sorted(out));
    }
}
