package io.rocekit.doctor.fuzz;

/** The time bound every fuzz target holds for one input. */
final class Budget {
    /** Seconds one input may take: readers are linear and take milliseconds once warm; the bound leaves room for the first input, which loads and instruments the classes on a busy machine, and still catches a hang. */
    static final double SECONDS_PER_INPUT = 30;

    private Budget() {
    }

    static void check(long startNanos, int inputLength) {
        double s = (System.nanoTime() - startNanos) / 1e9;
        if (s > SECONDS_PER_INPUT) {
            throw new AssertionError(String.format(java.util.Locale.ROOT,
                    "an input of %d bytes took %.1f s (bound %.0f s)", inputLength, s, SECONDS_PER_INPUT));
        }
    }
}
