package io.rocekit.monitor.prometheus;

import io.prometheus.metrics.model.snapshots.CounterSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.InfoSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshot;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Metric families being filled for one scrape. Names are the exposed names ({@code ..._total}
 * for counters, {@code ..._info} for info metrics); the Prometheus client adds those suffixes
 * itself, so they are taken off here. A family with no sample is left out, as node_exporter
 * leaves out metrics whose files do not exist.
 */
final class Families {
    enum Type { COUNTER, GAUGE, INFO }

    private record Point(Labels labels, double value) {
    }

    private static final class Family {
        final Type type;
        final String help;
        final List<Point> points = new ArrayList<>();
        final Set<Labels> seen = new HashSet<>();

        Family(Type type, String help) {
            this.type = type;
            this.help = help;
        }
    }

    /** By exposed name; the order of the exposition is MetricSnapshots' own (sorted by name). */
    private final Map<String, Family> families = new HashMap<>();

    /** Adds one sample; a second sample with the same labels is ignored (the first wins). */
    void add(String exposedName, Type type, String help, Labels labels, double value) {
        Family f = families.computeIfAbsent(exposedName, n -> new Family(type, help));
        if (f.type != type) {
            throw new IllegalStateException(exposedName + " declared as " + f.type + " and " + type);
        }
        if (f.seen.add(labels)) {
            f.points.add(new Point(labels, value));
        }
    }

    MetricSnapshots snapshots() {
        List<MetricSnapshot> out = new ArrayList<>();
        for (Map.Entry<String, Family> e : families.entrySet()) {
            Family f = e.getValue();
            switch (f.type) {
                case COUNTER -> {
                    CounterSnapshot.Builder b = CounterSnapshot.builder().name(strip(e.getKey(), "_total")).help(f.help);
                    for (Point p : f.points) {
                        b.dataPoint(CounterSnapshot.CounterDataPointSnapshot.builder().labels(p.labels).value(p.value).build());
                    }
                    out.add(b.build());
                }
                case GAUGE -> {
                    GaugeSnapshot.Builder b = GaugeSnapshot.builder().name(e.getKey()).help(f.help);
                    for (Point p : f.points) {
                        b.dataPoint(GaugeSnapshot.GaugeDataPointSnapshot.builder().labels(p.labels).value(p.value).build());
                    }
                    out.add(b.build());
                }
                case INFO -> {
                    InfoSnapshot.Builder b = InfoSnapshot.builder().name(strip(e.getKey(), "_info")).help(f.help);
                    for (Point p : f.points) {
                        b.dataPoint(InfoSnapshot.InfoDataPointSnapshot.builder().labels(p.labels).build());
                    }
                    out.add(b.build());
                }
                default -> throw new IllegalStateException(f.type.toString());
            }
        }
        return new MetricSnapshots(out);
    }

    private static String strip(String name, String suffix) {
        if (!name.endsWith(suffix)) {
            throw new IllegalArgumentException(name + " must end with " + suffix);
        }
        return name.substring(0, name.length() - suffix.length());
    }
}
