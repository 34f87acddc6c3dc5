package io.rocekit.fleet.run;

import io.rocekit.fleet.analysis.FleetAccumulator;
import io.rocekit.fleet.input.SnapshotSource;
import io.rocekit.fleet.node.NodeSummary;
import io.rocekit.fleet.node.Summarizer;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The doctor over many snapshots on local threads. At most a few snapshots per thread are in
 * flight, and each summary is folded into the accumulator as it arrives, so memory holds the
 * accumulator plus a handful of nodes being examined, however many nodes there are.
 */
public final class FleetRun {
    /** Told after each node: how many are done of how many. */
    @FunctionalInterface
    public interface Progress {
        void nodeDone(int done, int total);
    }

    private FleetRun() {
    }

    /** Examines every source on {@code threads} threads and folds the summaries. */
    public static FleetAccumulator run(List<SnapshotSource> sources, int threads, Progress progress) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        FleetAccumulator acc = new FleetAccumulator();
        ThreadLocal<Summarizer> summarizer = ThreadLocal.withInitial(Summarizer::new);
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "rocekit-fleet");
            t.setDaemon(true);
            return t;
        });
        try {
            ExecutorCompletionService<NodeSummary> done = new ExecutorCompletionService<>(pool);
            Iterator<SnapshotSource> next = sources.iterator();
            int inFlight = 0;
            int finished = 0;
            int window = threads * 2;
            while (next.hasNext() && inFlight < window) {
                SnapshotSource s = next.next();
                done.submit(() -> summarizer.get().summarize(s));
                inFlight++;
            }
            while (inFlight > 0) {
                NodeSummary n = done.take().get();
                inFlight--;
                acc.add(n);
                finished++;
                progress.nodeDone(finished, sources.size());
                if (next.hasNext()) {
                    SnapshotSource s = next.next();
                    done.submit(() -> summarizer.get().summarize(s));
                    inFlight++;
                }
            }
            return acc;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("fleet run interrupted", e);
        } catch (ExecutionException e) {
            // Summarizer turns every failure into an unreadable node; reaching here is a bug
            throw new IllegalStateException("a node's examination failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** One summary per source, in order, on this thread (for tests and Spark-free checks). */
    public static List<NodeSummary> summaries(List<SnapshotSource> sources) {
        Summarizer s = new Summarizer();
        return sources.stream().map(s::summarize).toList();
    }
}
