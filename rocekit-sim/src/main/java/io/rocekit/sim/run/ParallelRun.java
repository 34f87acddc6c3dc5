package io.rocekit.sim.run;

import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.engine.BinaryHeapEventQueue;
import io.rocekit.sim.engine.CalendarEventQueue;
import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.engine.EventQueue;
import io.rocekit.sim.net.Network;
import io.rocekit.sim.net.PacketPoolAhead;
import io.rocekit.sim.net.ResultCollector;
import io.rocekit.sim.topology.Partition;
import io.rocekit.sim.topology.Routing;
import io.rocekit.sim.topology.Wiring;
import io.rocekit.sim.traffic.Flow;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntFunction;

/**
 * One simulation on several threads, each simulating one part of the fabric ({@link Partition})
 * with a network and an event loop of its own (issue 22). Time advances in windows no longer than
 * the shortest cut link's delay: within a window no part can affect another, since a frame on a cut
 * link arrives a link delay after it left at the earliest. At the end of each window the threads
 * wait for each other, take in the frames sent to their part, and agree on the next window.
 *
 * <p>The result does not depend on how the threads are scheduled: each part runs its own events in
 * their order, and takes in the other parts' frames in their order at a fixed point. Events of
 * equal time in different parts are not ordered among each other as one thread orders them, so
 * a partitioned run is not byte-identical to a single-threaded one (docs/sim.md, "Threads").
 */
final class ParallelRun {
    private static final long PROGRESS_EVERY_EVENTS = 1_000_000;
    private final Part[] parts;
    /** Threads; thread t runs parts t, t + threads, t + 2 threads, ... */
    private final int threads;
    private final SpinBarrier barrier;
    private final long windowPs;
    private final long untilPs;
    private final RunOptions options;
    private final int flowsTotal;
    /** Published by each part between the two barriers of a window's end, read by all after. */
    private final long[] nextPs;
    private final long[] nowPs;
    private final long[] eventsRun;
    private final int[] unfinished;
    /** Per thread: CPU time (-1 where the JVM cannot tell) and time waiting at the window's end. */
    private final long[] cpuNanos;
    private final long[] waitNanos;
    /** Per thread: windows run (the same for every thread; printed with partsDebug). */
    private final long[] windowsRun;

    /** One thread's part: its network, event loop and reading ahead, and the CPU it took. */
    private static final class Part {
        final int index;
        final EventLoop loop;
        final Network net;
        final InlineReadAhead inline;
        long runNanos;

        Part(int index, EventLoop loop, Network net, InlineReadAhead inline) {
            this.index = index;
            this.loop = loop;
            this.net = net;
            this.inline = inline;
        }

        /** Runs this part's events up to and including {@code endPs}. */
        void runUntil(long endPs, Network handler) {
            long slice = inline == null ? Long.MAX_VALUE : InlineReadAhead.EVERY_EVENTS;
            while (!loop.idleUntil(endPs)) {
                if (inline != null) {
                    inline.readNext();
                }
                loop.run(endPs, handler, slice);
            }
        }
    }

    /** What every thread decides alike from what the parts published: the next window, or the end. */
    private record Window(boolean stop, long endPs) {
    }

    private ParallelRun(int partCount, int threads, long windowPs, RunOptions options, int flowsTotal) {
        this.parts = new Part[partCount];
        this.threads = Math.min(threads, partCount);
        this.windowPs = windowPs;
        this.untilPs = options.untilPs();
        this.options = options;
        this.flowsTotal = flowsTotal;
        int n = parts.length;
        barrier = new SpinBarrier(this.threads);
        nextPs = new long[n];
        nowPs = new long[n];
        eventsRun = new long[n];
        unfinished = new int[n];
        cpuNanos = new long[this.threads];
        waitNanos = new long[this.threads];
        windowsRun = new long[this.threads];
    }

    /**
     * Why {@code flows} on {@code wiring} cannot run in {@code threads} parts, or null when they can:
     * flows that wait for other flows (their start depends on a completion in another part), or no
     * link between parts with a delay to run apart by.
     */
    static String whyNot(Wiring wiring, List<Flow> flows, Partition partition) {
        if (flows.stream().anyMatch(f -> f.afterFlow() >= 0)) {
            return "some flows start when others complete (a collective's steps)";
        }
        long w = partition.windowPs();
        if (w == Long.MAX_VALUE) {
            return "the fabric does not divide into " + partition.parts() + " parts";
        }
        if (w <= 0) {
            return "a link between parts has no delay, so the parts cannot run apart in time";
        }
        return null;
    }

    /** The parts {@code flows} on {@code wiring} run in on {@code threads} threads, or null when they cannot. */
    static Partition partition(Wiring wiring, List<Flow> flows, int threads) {
        Partition p = parts(wiring, threads);
        return whyNot(wiring, flows, p) == null ? p : null;
    }

    /** The parts for {@code threads} threads (more with -Drocekit.sim.partsPerThread, an experiment: docs/performance.md). */
    static Partition parts(Wiring wiring, int threads) {
        return Partition.byLevel(wiring, threads * Integer.getInteger("rocekit.sim.partsPerThread", 1));
    }

    /**
     * The packet pools to start allocating: one for every flow without a partition, else one per
     * part for the flows its hosts send (each part allocates the packets it sends and those it takes
     * in, and grows its pool for the latter as it needs).
     */
    static PacketPoolAhead[] poolsAhead(Partition partition, List<Flow> flows, int mtuBytes) {
        if (partition == null) {
            return new PacketPoolAhead[] {PacketPoolAhead.start(flows, mtuBytes)};
        }
        PacketPoolAhead[] pools = new PacketPoolAhead[partition.parts()];
        for (int i = 0; i < pools.length; i++) {
            int part = i;
            pools[i] = PacketPoolAhead.start(flows.stream().filter(f -> partition.partOf(f.src()) == part).toList(),
                    mtuBytes);
        }
        return pools;
    }

    static SimResult run(Wiring wiring, Routing routing, List<Flow> flows, SimConfig cfg, RunOptions options,
            Partition partition, PacketPoolAhead[] pools, long startNanos) {
        // Each thread builds its own part: the set-up of one overlaps the others', and each part's
        // arrays are first touched by the thread that runs it.
        IntFunction<Part> build = i -> {
            // the event list one thread would use for this fabric (the heap on small ones: LS32)
            EventQueue queue = SimRun.useHeap(cfg.eventQueue(), wiring.topology()) ? new BinaryHeapEventQueue(4096)
                    : new CalendarEventQueue(100_000);
            EventLoop loop = new EventLoop(queue);
            Network net = new Network(wiring, routing, cfg, flows, loop, options.tracedFlows(), pools[i]);
            net.confineTo(partition, i);
            net.start();
            return new Part(i, loop, net, reading(options, queue, net));
        };
        ParallelRun run = new ParallelRun(partition.parts(), options.threads(), partition.windowPs(), options,
                flows.size());
        run.runThreads(build);
        return run.result(flows, startNanos);
    }

    private static InlineReadAhead reading(RunOptions options, EventQueue queue, Network net) {
        SimRun.Reading r = SimRun.reading(options.readAhead(), queue, net);
        // A reading thread would take a core from the parts: each part reads inline instead.
        return r == SimRun.Reading.NONE ? null : new InlineReadAhead((CalendarEventQueue) queue, net.readAhead());
    }

    private void runThreads(IntFunction<Part> build) {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread[] workers = new Thread[threads];
        for (int t = 1; t < threads; t++) {
            int index = t;
            workers[t] = new Thread(() -> runWorker(index, build, failure), "rocekit-sim-part-" + t);
            workers[t].setDaemon(true);
            workers[t].start();
        }
        runWorker(0, build, failure);
        for (int t = 1; t < threads; t++) {
            joinQuietly(workers[t]);
        }
        Throwable t = failure.get();
        if (t instanceof RuntimeException e) {
            throw e;
        }
        if (t instanceof Error e) {
            throw e;
        }
        if (t != null) {
            throw new IllegalStateException(t);
        }
    }

    private static void joinQuietly(Thread t) {
        boolean interrupted = false;
        while (true) {
            try {
                t.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Builds thread {@code t}'s parts and runs their windows; a failure is kept for the caller and stops the others. */
    private void runWorker(int t, IntFunction<Part> build, AtomicReference<Throwable> failure) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        boolean timed = mx.isCurrentThreadCpuTimeSupported();
        long cpu0 = timed ? mx.getCurrentThreadCpuTime() : 0;
        try {
            List<Part> mine = new ArrayList<>();
            for (int i = t; i < parts.length; i += threads) {
                parts[i] = build.apply(i);
                mine.add(parts[i]);
            }
            windows(t, mine);
        } catch (SpinBarrier.Aborted e) {
            // another thread failed and says why
        } catch (Throwable e) {
            failure.compareAndSet(null, e);
            barrier.fail();
        }
        cpuNanos[t] = timed ? mx.getCurrentThreadCpuTime() - cpu0 : -1;
    }

    /** The window loop of one thread over its parts; every thread decides alike when to stop. */
    private void windows(int t, List<Part> mine) {
        mine.forEach(this::publish);
        barrier.await();
        Window w = decide();
        long reportedAt = 0;
        while (!w.stop()) {
            for (Part p : mine) {
                long a = System.nanoTime();
                p.runUntil(w.endPs(), p.net);
                p.runNanos += System.nanoTime() - a;
            }
            long b = System.nanoTime();
            barrier.await();
            waitNanos[t] += System.nanoTime() - b;
            windowsRun[t]++;
            for (Part p : mine) {
                for (Part q : parts) {
                    if (q != p) {
                        p.net.importFrom(q.net);
                    }
                }
                publish(p);
            }
            barrier.await();
            mine.forEach(p -> p.net.clearExports());
            w = decide();
            if (t == 0) {
                reportedAt = progress(reportedAt, w);
            }
        }
    }

    private void publish(Part p) {
        nextPs[p.index] = p.loop.nextEventPs();
        nowPs[p.index] = p.loop.nowPs();
        eventsRun[p.index] = p.loop.eventsRun();
        unfinished[p.index] = p.net.unfinishedFlows();
    }

    private Window decide() {
        long next = Long.MAX_VALUE;
        int open = 0;
        for (int i = 0; i < parts.length; i++) {
            next = Math.min(next, nextPs[i]);
            open += unfinished[i];
        }
        if (open == 0 || next == Long.MAX_VALUE || next > untilPs) {
            return new Window(true, next);
        }
        long end = next > Long.MAX_VALUE - windowPs ? Long.MAX_VALUE : next + windowPs - 1;
        return new Window(false, Math.min(end, untilPs));
    }

    private long progress(long reportedAt, Window w) {
        long events = 0;
        long now = 0;
        int open = 0;
        for (int i = 0; i < parts.length; i++) {
            events += eventsRun[i];
            now = Math.max(now, nowPs[i]);
            open += unfinished[i];
        }
        if (events - reportedAt < PROGRESS_EVERY_EVENTS && !w.stop()) {
            return reportedAt;
        }
        options.progress().progress(now, flowsTotal - open, flowsTotal, events);
        return events;
    }

    /** The run's end: the last flow's end when all finished (where one thread stops), else the bound or the last event. */
    private long endPs() {
        int open = 0;
        long lastFinish = -1;
        long lastEvent = 0;
        for (Part p : parts) {
            open += p.net.unfinishedFlows();
            lastFinish = Math.max(lastFinish, p.net.lastFinishPs());
            lastEvent = Math.max(lastEvent, p.loop.nowPs());
        }
        if (open == 0 && lastFinish >= 0) {
            return lastFinish;
        }
        return untilPs != Long.MAX_VALUE ? Math.max(lastEvent, untilPs) : lastEvent;
    }

    private SimResult result(List<Flow> flows, long startNanos) {
        long end = endPs();
        boolean allDone = true;
        long events = 0;
        long cpu = 0;
        for (Part p : parts) {
            allDone &= p.net.unfinishedFlows() == 0;
            p.net.closeAt(Math.max(end, p.loop.nowPs()));
            events += p.loop.eventsRun() - (p.index == 0 ? 0 : p.net.replicatedEvents());
        }
        Network whole = parts[0].net;
        for (int i = 1; i < parts.length; i++) {
            whole.absorb(parts[i].net);
        }
        if (allDone) {
            whole.keepSamplesUpTo(end);
        }
        for (long c : cpuNanos) {
            cpu = cpu < 0 || c < 0 ? -1 : cpu + c;
        }
        long wall = System.nanoTime() - startNanos;
        if (Boolean.getBoolean("rocekit.sim.partsDebug")) {
            for (Part p : parts) {
                System.err.printf("part %d: running %.2f s, %d events%n", p.index, p.runNanos / 1e9,
                        p.loop.eventsRun());
            }
            for (int t = 0; t < threads; t++) {
                System.err.printf("thread %d: cpu %.2f s, waiting %.2f s, %d windows%n", t, cpuNanos[t] / 1e9,
                        waitNanos[t] / 1e9, windowsRun[t]);
            }
        }
        return SimRun.result(new ResultCollector(whole), flows, end, events, wall, cpu, parts[0].loop.queueName(),
                threads);
    }
}
