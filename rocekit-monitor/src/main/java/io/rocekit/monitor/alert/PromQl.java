package io.rocekit.monitor.alert;

import io.rocekit.core.unit.Unit;
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
     * The sum per {@code by} of the rates of several counters. {@code rate({__name__=~"a|b"})} cannot
     * do it: rate drops the name, and two counters of one port then have the same labels, which
     * Prometheus refuses ("vector cannot contain metrics with the same labelset"). Each rate is
     * labelled with its counter first, so that {@code or} keeps them all.
     */
    static String sumOfRates(java.util.List<String> metrics, String selector, String window, String by) {
        return "sum by (" + by + ") (" + metrics.stream()
                .map(m -> "label_replace(rate(" + m + selector + "[" + window + "]), \"counter\", \"" + m + "\", \"\", \"\")")
                .collect(Collectors.joining(" or ")) + ")";
    }
}
