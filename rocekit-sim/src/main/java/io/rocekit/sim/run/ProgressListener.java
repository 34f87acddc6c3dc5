package io.rocekit.sim.run;

/** Told every million events how far a run has got. */
@FunctionalInterface
public interface ProgressListener {
    ProgressListener NONE = (nowPs, flowsDone, flowsTotal, events) -> { };

    void progress(long simNowPs, int flowsDone, int flowsTotal, long events);
}
