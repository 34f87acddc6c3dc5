package io.rocekit.monitor.record;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.host.snapshot.Snapshot;
import io.rocekit.host.snapshot.SnapshotException;
import io.rocekit.monitor.alert.MonitorRules;
import io.rocekit.monitor.rate.RateCalculator;
import io.rocekit.monitor.sample.Sample;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Counters at two or more times (a monitor recording, two snapshots, a snapshot whose collection
 * took the counters twice), judged as rates with the {@code monitor.*} rules; the doctor reports
 * those instead of its cumulative {@code nic.counter.*} findings (totals since boot).
 *
 * @param samples  the samples, in time order (at least two)
 * @param source   where they came from, for the report
 */
public record CounterRates(List<Sample> samples, String source) {
    /** What a snapshot's collection writes when asked to take the counters twice ({@code collect --interval}). */
    public static final String IN_SNAPSHOT = "counters.jsonl";

    public CounterRates {
        samples = List.copyOf(samples);
    }

    /** The samples of a recording ({@code monitor --record}). */
    public static CounterRates ofRecording(Path file) throws IOException, RecordingException {
        return new CounterRates(Recording.read(file), file.toString());
    }

    /** The counters of two snapshots of one node, the earlier first. */
    public static CounterRates ofSnapshots(Snapshot a, Snapshot b) throws SnapshotException, RecordingException {
        Sample first = SnapshotSample.read(a);
        Sample second = SnapshotSample.read(b);
        if (second.monoNanos() <= first.monoNanos()) {
            throw new RecordingException("--snapshot " + b.name() + " was collected at or before " + a.name()
                    + ": give the earlier snapshot first");
        }
        return new CounterRates(List.of(first, second), a.name() + " -> " + b.name());
    }

    /**
     * The recording a snapshot's collection left in it ({@code collect --interval}), if any: read
     * through the snapshot, so a {@code .tar.gz} holds it as well as a directory.
     */
    public static java.util.Optional<CounterRates> inSnapshot(Snapshot s) throws SnapshotException, RecordingException {
        java.util.Optional<String> text = s.readText(IN_SNAPSHOT);
        if (text.isEmpty()) {
            return java.util.Optional.empty();
        }
        String name = s.name() + "/" + IN_SNAPSHOT;
        try {
            return java.util.Optional.of(new CounterRates(
                    Recording.read(name, text.get()), name));
        } catch (IOException e) {
            throw new SnapshotException(name + ": " + e.getMessage(), e);
        }
    }

    /** The time the samples span. */
    public double seconds() {
        return (samples.get(samples.size() - 1).monoNanos() - samples.get(0).monoNanos()) / 1e9;
    }

    /** One line for the report: over what and how long. */
    public String describe() {
        Sample last = samples.get(samples.size() - 1);
        if (last.ports().isEmpty()) {
            return "the counters taken at two times (" + source + ") hold no RDMA port"
                    + (last.notes().isEmpty() ? "" : " (" + last.notes().get(0) + ")") + ": no rates to judge";
        }
        return String.format(Locale.ROOT, "counters judged as rates over %.1f s (%d samples, %s), not as totals since boot",
                seconds(), samples.size(), source);
    }

    /**
     * The monitor rules' findings on every interval between consecutive samples; a rule that fires
     * in several intervals on the same subject is reported once, at its worst. The doctor puts them
     * in place of its cumulative counter findings ({@code io.rocekit.doctor.examine.RateJudgement}).
     */
    public List<Finding> findings(RuleSettings settings) {
        Map<String, Finding> worst = new LinkedHashMap<>();
        for (int i = 1; i < samples.size(); i++) {
            for (Finding f : MonitorRules.check(RateCalculator.between(samples.get(i - 1), samples.get(i)), settings)) {
                worst.merge(f.rule() + "\u0000" + f.subject(), f,
                        (a, b) -> b.severity().compareTo(a.severity()) > 0 ? b : a);
            }
        }
        return List.copyOf(worst.values());
    }
}
