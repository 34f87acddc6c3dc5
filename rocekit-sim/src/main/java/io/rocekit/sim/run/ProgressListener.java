package io.rocekit.sim.run;

/** Told every million events how far a run has got, and before that how far its set-up has. */
@FunctionalInterface
public interface ProgressListener {
    ProgressListener NONE = (nowPs, flowsDone, flowsTotal, events) -> { };

    void progress(long simNowPs, int flowsDone, int flowsTotal, long events);

    /**
     * The routes are being worked out: {@code searched} of {@code switches} switches with hosts
     * done. Minutes on the largest fabrics (a k=128 fat-tree: 8,192 such switches), seconds below.
     */
    default void routesSearched(int searched, int switches) {
    }
}
