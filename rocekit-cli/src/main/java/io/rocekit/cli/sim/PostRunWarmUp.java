package io.rocekit.cli.sim;

import io.rocekit.cli.render.Json;
import io.rocekit.sim.config.Settings;
import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.run.ProgressListener;
import io.rocekit.sim.run.RunOptions;
import io.rocekit.sim.run.SimResult;
import io.rocekit.sim.run.SimRun;
import io.rocekit.sim.scenario.Scenario;
import io.rocekit.sim.scenario.ScenarioLoader;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.List;

/**
 * Runs, once and on a thread of its own while a long simulation runs, what only runs after it:
 * a tiny simulation's summary as JSON (Jackson), as text and as the HTML report. On the k=32
 * fat-tree the first use of that code (loading and initialising some 890 classes, then running
 * them in the interpreter) was about a second of wall time after the event loop, on the one
 * thread the user waits for (issue 22, docs/performance.md); during the loop the second core is
 * idle but for the compiler. What it costs the simulation: its garbage brings forward a young
 * collection that would otherwise come just after the loop (k=32: four collections either way).
 *
 * <p>Started from the progress report after {@link #AFTER_EVENTS} events: a run that short does
 * not need it, and the tiny run's 729 events weigh nothing in a profile of millions. Nothing is
 * written anywhere; the results are dropped.
 */
final class PostRunWarmUp implements Runnable {
    /** Events after which a run is long enough for the warm-up to pay (about a second of simulation). */
    static final long AFTER_EVENTS = 2_000_000;

    /** Four hosts on two switches, one flow each way: every part of the summary has something to show. */
    private static final String TINY_SCENARIO = """
            name: warm-up
            profile: hpcc-dcqcn
            topology:
              leaf-spine: {leaves: 2, spines: 1, hosts-per-leaf: 2, host-rate: 100Gbps, delay: 1us}
            traffic:
              - permutation: {size: 20KB}
            """;

    private PostRunWarmUp() {
    }

    /** Wraps {@code inner} so that the warm-up starts, once, when a run has passed {@link #AFTER_EVENTS}. */
    static ProgressListener startingWith(ProgressListener inner) {
        return new ProgressListener() {
            private boolean started;

            @Override
            public void progress(long nowPs, int flowsDone, int flowsTotal, long events) {
                if (!started && events >= AFTER_EVENTS) {
                    started = true;
                    Thread t = new Thread(new PostRunWarmUp(), "rocekit-sim-warm-up");
                    t.setDaemon(true);
                    t.setPriority(Thread.MIN_PRIORITY);
                    t.start();
                }
                inner.progress(nowPs, flowsDone, flowsTotal, events);
            }

            @Override
            public void routesSearched(int searched, int switches) {
                inner.routesSearched(searched, switches);
            }
        };
    }

    @Override
    public void run() {
        try {
            warmUp();
        } catch (RuntimeException e) {
            // Only a head start: the user's own run goes through the same code and reports what fails.
        }
    }

    /** The tiny run and its renderings; returns the HTML report's length (what a test can check). */
    static int warmUp() {
        Scenario sc = ScenarioLoader.parse("warm-up", TINY_SCENARIO, null);
        Settings settings = SimCommand.settings(sc.profile(), sc.topology().nicRateBitsPerSec(), List.of(), null);
        SimConfig cfg = SimConfig.from(settings);
        SimResult r = SimRun.run(sc.topology(), sc.flows(), cfg, RunOptions.defaults());
        SimSummary summary = SimSummary.of(sc.name(), sc.profile(), cfg.seed(), new SimSummary.Fabric(
                sc.topology().nodeCount(), sc.topology().hostIds().length, sc.topology().switchIds().length,
                sc.topology().links().size()), r, settings.asMap());
        Json.pretty(summary);
        TextReport.print(new PrintWriter(Writer.nullWriter()), summary);
        return HtmlReport.render(summary, r).render().length();
    }
}
