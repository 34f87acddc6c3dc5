package io.rocekit.monitor.rate;

import java.util.Collections;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The counters of one interface over an interval.
 *
 * @param netdev     its name
 * @param statistics {@code class/net/IF/statistics}
 * @param ethtool    {@code ethtool -S IF} (empty when ethtool did not run in either sample)
 */
public record NetdevRates(String netdev, SortedMap<String, CounterRate> statistics,
        SortedMap<String, CounterRate> ethtool) {
    public NetdevRates {
        Objects.requireNonNull(netdev, "netdev");
        statistics = Collections.unmodifiableSortedMap(new TreeMap<>(statistics));
        ethtool = Collections.unmodifiableSortedMap(new TreeMap<>(ethtool));
    }

    /** The rate of {@code name} in ethtool, then statistics. */
    public Optional<CounterRate> any(String name) {
        CounterRate r = ethtool.get(name);
        return Optional.ofNullable(r != null ? r : statistics.get(name));
    }
}
