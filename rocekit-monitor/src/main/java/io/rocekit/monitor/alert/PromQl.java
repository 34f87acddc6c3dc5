package io.rocekit.monitor.alert;

import io.rocekit.core.unit.Unit;
import io.rocekit.monitor.prometheus.HwCounterNames;
import io.rocekit.monitor.rate.HwCounterAliases;
import java.util.List;
import java.util.stream.Collectors;

/** PromQL pieces the alert rules share. */
final class PromQl {
    private PromQl() {
    }

    /** A label matcher for a {@link Unit#PRIORITIES} value: {@code priority=~"3|4"}. */
    static String priorities(double mask) {
        if (Unit.priorities(mask).size() == 8) {
            return "priority=~\"[0-7]\"";
        }
        return "priority=~\"" + Unit.priorities(mask).stream().map(String::valueOf).collect(Collectors.joining("|"))
                + "\"";
    }

    /**
     * The rate of an {@code hw_counters} count under the mlx5 file's name and under the other drivers'
     * ({@link HwCounterAliases}: bnxt_re {@code rx_out_of_buffer} for {@code out_of_buffer}), joined
     * with {@code or}: rate drops the metric name, so a port that has the mlx5 file keeps its rate and
     * another driver's file counts only on a port without it, as the live rules read them.
     */
    static String hwRate(String mlx5File, String selector, String window) {
        List<String> files = HwCounterAliases.files(mlx5File);
        String rates = files.stream().map(f -> "rate(" + HwCounterNames.metric(f) + selector + "[" + window + "])")
                .collect(Collectors.joining(" or "));
        return files.size() == 1 ? rates : "(" + rates + ")";
    }

    /**
     * The sum per {@code by} of the rates of several {@code hw_counters} counts, each read as
     * {@link #hwRate}. {@code rate({__name__=~"a|b"})} cannot do it: rate drops the name, and two
     * counters of one port then have the same labels, which Prometheus refuses ("vector cannot contain
     * metrics with the same labelset"). Each rate is labelled with its count first, so that {@code or}
     * keeps them all.
     */
    static String sumOfHwRates(List<String> mlx5Files, String selector, String window, String by) {
        return "sum by (" + by + ") (" + mlx5Files.stream()
                .map(f -> "label_replace(" + hwRate(f, selector, window) + ", \"counter\", \""
                        + HwCounterNames.metric(f) + "\", \"\", \"\")")
                .collect(Collectors.joining(" or ")) + ")";
    }
}
