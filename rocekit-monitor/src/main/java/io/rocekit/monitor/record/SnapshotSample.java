package io.rocekit.monitor.record;

import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.ethtool.NicStatistics;
import io.rocekit.host.parse.ethtool.NicStatisticsParser;
import io.rocekit.host.snapshot.Manifest;
import io.rocekit.host.snapshot.Snapshot;
import io.rocekit.host.snapshot.SnapshotException;
import io.rocekit.monitor.sample.Sample;
import io.rocekit.monitor.sample.Sampler;
import io.rocekit.monitor.sample.SnapshotSysfs;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The counters of a doctor snapshot as a {@link Sample}: its sysfs copy, its
 * {@code commands/ethtool-S.IF.txt}, and the collection time of its manifest (to the second: two
 * snapshots a minute apart give rates to within 2 %).
 */
public final class SnapshotSample {
    private SnapshotSample() {
    }

    /** @throws SnapshotException when the snapshot has no manifest time */
    public static Sample read(Snapshot snapshot) throws SnapshotException {
        Optional<Manifest> m = snapshot.manifest();
        if (m.isEmpty()) {
            throw new SnapshotException(snapshot.name() + ": no manifest.json: expected a snapshot written by 'rocekit collect'");
        }
        long millis;
        try {
            millis = Instant.parse(m.get().time()).toEpochMilli();
        } catch (DateTimeParseException e) {
            throw new SnapshotException(snapshot.name() + "/manifest.json: expected an ISO time in 'time', found '"
                    + m.get().time() + "'");
        }
        Sampler sampler = new Sampler(new SnapshotSysfs(snapshot), (netdev, notes) -> ethtool(snapshot, netdev, notes),
                () -> millis, () -> millis * 1_000_000L);
        return sampler.sample();
    }

    private static Optional<SortedMap<String, Long>> ethtool(Snapshot s, String netdev,
            java.util.function.Consumer<String> notes) {
        String rel = "commands/ethtool-S." + netdev + ".txt";
        try {
            Optional<String> text = s.readText(rel);
            if (text.isEmpty() || text.get().isBlank()) {
                return Optional.empty();
            }
            NicStatistics st = new NicStatisticsParser().parse(TextSource.of(s.name() + "/" + rel, text.get()));
            SortedMap<String, Long> out = new TreeMap<>();
            st.counters().forEach(c -> out.put(c.name(), c.value()));
            return Optional.of(out);
        } catch (SnapshotException | ParseException e) {
            notes.accept(e.getMessage());
            return Optional.empty();
        }
    }
}
