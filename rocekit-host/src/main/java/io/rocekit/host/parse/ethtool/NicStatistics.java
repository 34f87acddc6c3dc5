package io.rocekit.host.parse.ethtool;

import io.rocekit.host.artifact.SourceLine;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * {@code ethtool -S IFACE} (or grep fragments of it): counters in input order.
 *
 * @param counters the counters
 */
public record NicStatistics(List<NicStatistics.Counter> counters) {
    public NicStatistics {
        counters = List.copyOf(counters);
    }

    /** One counter, cumulative since the driver loaded. */
    public record Counter(String name, long value, SourceLine line) {
        public Counter {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(line, "line");
        }
    }

    /** The counter named {@code name}, if shown. */
    public Optional<Counter> counter(String name) {
        return counters.stream().filter(c -> c.name().equals(name)).findFirst();
    }

    /** The counters whose names match {@code regex} entirely. */
    public List<Counter> matching(String regex) {
        Pattern p = Pattern.compile(regex);
        return counters.stream().filter(c -> p.matcher(c.name()).matches()).toList();
    }
}
