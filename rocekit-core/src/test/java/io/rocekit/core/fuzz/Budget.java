package io.rocekit.core.fuzz;

import java.util.Locale;

/**
 * The time bound every fuzz target (wire, capture, doctor, sim) holds for one input; shared through
 * core's test-jar so that all targets catch a hang the same way.
 */
public final class Budget {
    /** Seconds one input may take: readers are linear and take milliseconds once warm; the bound leaves room for the first input, which loads and instruments the classes on a busy machine, and still catches a hang. */
    public static final double SECONDS_PER_INPUT = 30;

    private Budget() {
    }

    /** Fails the fuzz input when it took longer than {@link #SECONDS_PER_INPUT} since {@code startNanos}. */
    public static void check(long startNanos, int inputLength) {
        double s = (System.nanoTime() - startNanos) / 1e9;
        if (s > SECONDS_PER_INPUT) {
            throw new AssertionError(String.format(Locale.ROOT,
                    "an input of %d bytes took %.1f s (bound %.0f s)", inputLength, s, SECONDS_PER_INPUT));
        }
    }
}
