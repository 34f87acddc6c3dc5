package io.rocekit.monitor.alert;

import io.rocekit.core.finding.Evidence;
import io.rocekit.monitor.rate.CounterRate;
import io.rocekit.monitor.rate.PortRates;
import io.rocekit.monitor.rate.SampleRates;
import java.util.Locale;

/** Evidence and subjects the monitor rules share. */
final class RateText {
    static final String COUNTERS_DOC = "Linux Documentation/networking/device_drivers/ethernet/mellanox/mlx5/counters.rst; "
            + "drivers/infiniband/hw/mlx5/counters.c";

    private RateText() {
    }

    /** {@code mlx5_0/1 (ens1f0np0)}. */
    static String subject(PortRates p) {
        return p.port().key() + p.port().netdev().map(n -> " (" + n + ")").orElse("");
    }

    /** {@code hw_counters/np_cnp_sent rose by 2000 in 2.0 s (1000/s)}. */
    static Evidence evidence(String where, String name, CounterRate r, SampleRates rates) {
        return Evidence.value(String.format(Locale.ROOT, "%s/%s rose by %s in %.1f s (%s/s; now %s)", where, name,
                Long.toUnsignedString(r.delta().increase()), rates.intervalSeconds(), perSecond(r.perSecond()),
                Long.toUnsignedString(r.value()))
                + switch (r.delta().kind()) {
                    case WRAPPED_32 -> "; the 32-bit counter wrapped";
                    case WRAPPED_64 -> "; the 64-bit counter wrapped";
                    case RESET -> "; the counter was reset, counted from 0";
                    default -> "";
                });
    }

    static String perSecond(double v) {
        if (v >= 1e6) {
            return String.format(Locale.ROOT, "%.2fM", v / 1e6);
        }
        if (v >= 1e3) {
            return String.format(Locale.ROOT, "%.1fk", v / 1e3);
        }
        return String.format(Locale.ROOT, v >= 10 ? "%.0f" : "%.2f", v);
    }

    /** Where a counter lives, for evidence text. */
    static String where(PortRates p, String name) {
        if (p.hwCounters().containsKey(name)) {
            return "hw_counters";
        }
        if (p.counters().containsKey(name)) {
            return "counters";
        }
        return p.netdev().map(n -> n.ethtool().containsKey(name) ? "ethtool -S " + n.netdev()
                : "statistics of " + n.netdev()).orElse("?");
    }
}
