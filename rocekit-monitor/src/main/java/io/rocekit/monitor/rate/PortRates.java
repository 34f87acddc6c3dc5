package io.rocekit.monitor.rate;

import io.rocekit.monitor.sample.PortSample;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The counters of one RDMA port (and of its interface, when it has one) over an interval. Only
 * counters present in both samples have a rate.
 *
 * @param port        the port at the end of the interval
 * @param counters    {@code ports/P/counters}, raw units (data in 4-octet words)
 * @param hwCounters  {@code ports/P/hw_counters}
 * @param netdev      the interface's rates, when the port has an interface
 */
public record PortRates(PortSample port, SortedMap<String, CounterRate> counters,
        SortedMap<String, CounterRate> hwCounters, Optional<NetdevRates> netdev) {
    public PortRates {
        Objects.requireNonNull(port, "port");
        counters = Collections.unmodifiableSortedMap(new TreeMap<>(counters));
        hwCounters = Collections.unmodifiableSortedMap(new TreeMap<>(hwCounters));
        Objects.requireNonNull(netdev, "netdev");
    }

    /**
     * The hw_counters rate of {@code mlx5Name}, or of the file another driver names the same count
     * ({@link HwCounterAliases}); the entry's key is the file read.
     */
    public Optional<Map.Entry<String, CounterRate>> hw(String mlx5Name) {
        return HwCounterAliases.find(hwCounters, mlx5Name);
    }

    /** The rate of {@code name} in hw_counters, then counters, then the interface's ethtool and statistics. */
    public Optional<CounterRate> any(String name) {
        CounterRate r = hwCounters.get(name);
        if (r == null) {
            r = counters.get(name);
        }
        if (r != null) {
            return Optional.of(r);
        }
        return netdev.flatMap(n -> n.any(name));
    }
}
