package io.rocekit.sim.run;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Where the threads of a partitioned run wait for each other at the end of every window (issue 22:
 * at k=32 some 50 windows of about 700,000 events, at smaller fabrics thousands of short ones, so
 * the wait spins briefly before it yields instead of parking). A thread that fails says so with
 * {@link #fail}, and the others leave their wait with {@link Aborted} instead of waiting forever.
 * Everything a thread wrote before {@link #await} is visible to every thread after it.
 */
final class SpinBarrier {
    /** Thrown in the threads still waiting when another one failed. */
    static final class Aborted extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Aborted() {
            super("another thread of the run failed", null, false, false);
        }
    }

    private static final int SPINS_BEFORE_YIELD = 20_000;
    private final int parties;
    private final AtomicInteger arrived = new AtomicInteger();
    private volatile int generation;
    private volatile boolean failed;

    SpinBarrier(int parties) {
        this.parties = parties;
    }

    void await() {
        if (failed) {
            throw new Aborted();
        }
        int gen = generation;
        if (arrived.incrementAndGet() == parties) {
            arrived.set(0);
            generation = gen + 1;
            return;
        }
        int spins = 0;
        while (generation == gen) {
            if (failed) {
                throw new Aborted();
            }
            if (++spins < SPINS_BEFORE_YIELD) {
                Thread.onSpinWait();
            } else {
                Thread.yield();
            }
        }
    }

    void fail() {
        failed = true;
    }
}
