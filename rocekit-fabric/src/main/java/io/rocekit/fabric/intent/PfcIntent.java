package io.rocekit.fabric.intent;

import java.util.Collections;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * PFC: the lossless priorities and the watchdog over them.
 *
 * @param priorities the priorities PFC is enabled on; empty for a lossy design
 * @param watchdog   the watchdog, if one is meant to run
 */
public record PfcIntent(SortedSet<Integer> priorities, Optional<WatchdogIntent> watchdog) {
    public PfcIntent {
        priorities = Collections.unmodifiableSortedSet(new TreeSet<>(priorities));
        Objects.requireNonNull(watchdog, "watchdog");
    }
}
