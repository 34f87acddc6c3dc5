package io.rocekit.tune.run;

/** Told how a sweep advances (the command line draws a bar with an ETA from it). */
public interface SweepProgress {
    SweepProgress NONE = new SweepProgress() {
        @Override
        public void phase(String name, int toRun, int cached) {
        }

        @Override
        public void done(Row r) {
        }
    };

    /** A batch starts: {@code toRun} simulations to run, {@code cached} found in the results file. */
    void phase(String name, int toRun, int cached);

    void done(Row r);
}
