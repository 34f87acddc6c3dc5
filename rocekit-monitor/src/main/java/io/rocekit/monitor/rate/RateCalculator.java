package io.rocekit.monitor.rate;

import io.rocekit.monitor.sample.NetdevSample;
import io.rocekit.monitor.sample.PortSample;
import io.rocekit.monitor.sample.PortState;
import io.rocekit.monitor.sample.Sample;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.TreeMap;

/** Rates between two samples of the same host. */
public final class RateCalculator {
    private RateCalculator() {
    }

    /**
     * The rates from {@code prev} to {@code cur}.
     *
     * @throws IllegalArgumentException when {@code cur} is not later than {@code prev}
     */
    public static SampleRates between(Sample prev, Sample cur) {
        long nanos = cur.monoNanos() - prev.monoNanos();
        if (nanos <= 0) {
            throw new IllegalArgumentException("samples not in time order (" + nanos + " ns apart)");
        }
        double seconds = nanos / 1e9;
        List<PortRates> ports = new ArrayList<>();
        List<String> changes = new ArrayList<>();
        for (PortSample p : cur.ports()) {
            Optional<PortSample> before = prev.port(p.key());
            if (before.isEmpty()) {
                changes.add(p.key() + ": appeared");
                continue;
            }
            change(p.key(), "state", before.get().state(), p.state(), changes);
            change(p.key(), "phys_state", before.get().physState(), p.physState(), changes);
            Optional<NetdevRates> net = p.netdev().flatMap(n -> netdev(prev.netdev(n), cur.netdev(n), seconds));
            ports.add(new PortRates(p, saturating(before.get().counters(), p.counters(), seconds),
                    wrapping(before.get().hwCounters(), p.hwCounters(), seconds), net));
        }
        for (PortSample p : prev.ports()) {
            if (cur.port(p.key()).isEmpty()) {
                changes.add(p.key() + ": disappeared");
            }
        }
        return new SampleRates(nanos, cur.timeMillis(), ports, changes);
    }

    private static void change(String key, String what, Optional<PortState> a, Optional<PortState> b, List<String> out) {
        if (a.isPresent() && b.isPresent() && a.get().id() != b.get().id()) {
            out.add(key + ": " + what + " " + a.get().name() + " -> " + b.get().name());
        }
    }

    private static Optional<NetdevRates> netdev(Optional<NetdevSample> a, Optional<NetdevSample> b, double seconds) {
        if (a.isEmpty() || b.isEmpty()) {
            return Optional.empty();
        }
        SortedMap<String, Long> ea = a.get().ethtool().orElse(new TreeMap<>());
        SortedMap<String, Long> eb = b.get().ethtool().orElse(new TreeMap<>());
        return Optional.of(new NetdevRates(b.get().netdev(), wrapping(a.get().statistics(), b.get().statistics(), seconds),
                wrapping(ea, eb, seconds)));
    }

    static SortedMap<String, CounterRate> wrapping(Map<String, Long> a, Map<String, Long> b, double seconds) {
        SortedMap<String, CounterRate> out = new TreeMap<>();
        for (Map.Entry<String, Long> e : b.entrySet()) {
            Long before = a.get(e.getKey());
            if (before != null) {
                Delta d = Delta.wrapping(before, e.getValue());
                out.put(e.getKey(), new CounterRate(d.increaseAsDouble() / seconds, d, e.getValue()));
            }
        }
        return out;
    }

    static SortedMap<String, CounterRate> saturating(Map<String, Long> a, Map<String, Long> b, double seconds) {
        SortedMap<String, CounterRate> out = new TreeMap<>();
        for (Map.Entry<String, Long> e : b.entrySet()) {
            Long before = a.get(e.getKey());
            if (before == null) {
                continue;
            }
            OptionalInt w = IbCounterWidths.width(e.getKey());
            // Data and packet counters above 2^32 - 1 come from the 64-bit extended counters.
            int width = w.isEmpty() || Long.compareUnsigned(e.getValue(), 0xFFFF_FFFFL) > 0
                    || Long.compareUnsigned(before, 0xFFFF_FFFFL) > 0 ? 64 : w.getAsInt();
            Delta d = width == 64 ? Delta.wrapping(before, e.getValue()) : Delta.saturating(before, e.getValue(), width);
            out.put(e.getKey(), new CounterRate(d.increaseAsDouble() / seconds, d, e.getValue()));
        }
        return out;
    }
}
