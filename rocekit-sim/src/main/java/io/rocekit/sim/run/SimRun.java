package io.rocekit.sim.run;

import io.rocekit.sim.SimInputException;
import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.engine.BinaryHeapEventQueue;
import io.rocekit.sim.engine.CalendarEventQueue;
import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.engine.EventQueue;
import io.rocekit.sim.metrics.BucketSummary;
import io.rocekit.sim.metrics.FlowRecord;
import io.rocekit.sim.metrics.RunStats;
import io.rocekit.sim.net.Network;
import io.rocekit.sim.net.PacketPoolAhead;
import io.rocekit.sim.net.ResultCollector;
import io.rocekit.sim.topology.Partition;
import io.rocekit.sim.topology.Routing;
import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.topology.Wiring;
import io.rocekit.sim.traffic.Flow;
import java.util.ArrayList;
import java.util.List;

/** Runs one simulation from its inputs to a {@link SimResult}. */
public final class SimRun {
    private static final long PROGRESS_EVERY_EVENTS = 1_000_000;

    private SimRun() {
    }

    /** Links above which the calendar queue beats the heap (LS32, 64 links: heap; FAT320, 480: calendar). */
    static final int CALENDAR_ABOVE_LINKS = 256;

    static boolean useHeap(String choice, Topology t) {
        return switch (choice) {
            case "heap" -> true;
            case "calendar" -> false;
            default -> t.links().size() <= CALENDAR_ABOVE_LINKS;
        };
    }

    /**
     * State (packet pool and per-port records) above which AUTO reads ahead: twice a large
     * last-level cache (32 MB). k=32 permutation, 96 MB: a tenth (quiet host) to a fifth (busy
     * second core) less simulation CPU reading inline; k=16 (12 MB) was no faster with it, and k=16
     * and FAT320 were slower with the reading thread (docs/performance.md, "Fifth round" and
     * "Eighth round").
     */
    static final long READ_AHEAD_MIN_STATE_BYTES = 64L << 20;

    /** Who reads ahead of a run's events: nobody, the simulation thread itself, or a second thread. */
    enum Reading { NONE, INLINE, THREAD }

    static Reading reading(RunOptions.ReadAhead mode, EventQueue queue, Network net) {
        if (!(queue instanceof CalendarEventQueue)) {
            return Reading.NONE; // reading ahead takes the next events from the calendar's current day
        }
        return switch (mode) {
            case OFF -> Reading.NONE;
            case INLINE -> Reading.INLINE;
            case THREAD -> Reading.THREAD;
            case AUTO -> net.stateBytes() >= READ_AHEAD_MIN_STATE_BYTES ? Reading.INLINE : Reading.NONE;
        };
    }

    /**
     * Runs the events up to the options' end, reading ahead where that is asked for and pays: inline
     * the loop runs in slices of {@link InlineReadAhead#EVERY_EVENTS}, with a reading before each.
     */
    private static void runEvents(EventQueue queue, EventLoop loop, Network net, ResultCollector collector,
            RunOptions options) {
        Reading reading = reading(options.readAhead(), queue, net);
        ReadAheadThread thread = reading == Reading.THREAD
                ? ReadAheadThread.start((CalendarEventQueue) queue, loop, net.readAhead()) : null;
        InlineReadAhead inline = reading == Reading.INLINE
                ? new InlineReadAhead((CalendarEventQueue) queue, net.readAhead()) : null;
        long slice = inline == null ? PROGRESS_EVERY_EVENTS : InlineReadAhead.EVERY_EVENTS;
        long until = options.untilPs();
        long progressAt = loop.eventsRun() + PROGRESS_EVERY_EVENTS;
        try {
            while (!loop.stopped() && !loop.idleUntil(until)) {
                if (inline != null) {
                    inline.readNext();
                }
                loop.run(until, net, slice);
                if (loop.eventsRun() >= progressAt || loop.stopped() || loop.idleUntil(until)) {
                    progressAt = loop.eventsRun() + PROGRESS_EVERY_EVENTS;
                    options.progress().progress(loop.nowPs(), collector.flowsDone(), collector.flowsTotal(),
                            loop.eventsRun());
                }
            }
        } finally {
            if (thread != null) {
                thread.stop();
            }
        }
    }

    /**
     * Runs the simulation; a heap too small for the fabric and its traffic is an input error naming
     * the sizes and the heap to ask for (exit 2), not an internal error: the simulator's memory
     * grows with ports, flows and packets in flight, which the input sets (docs/sim.md, "Memory").
     */
    public static SimResult run(Topology topology, List<Flow> flows, SimConfig cfg, RunOptions options) {
        try {
            return runInHeap(topology, flows, cfg, options);
        } catch (OutOfMemoryError e) {
            throw outOfHeap(topology, flows.size(), e);
        }
    }

    static SimInputException outOfHeap(Topology topology, int flows, OutOfMemoryError e) {
        long heap = Runtime.getRuntime().maxMemory();
        int hosts = topology.hostIds().length;
        return new SimInputException("this simulation (" + hosts + " hosts, " + (topology.nodeCount() - hosts)
                + " switches, " + 2 * topology.links().size() + " ports, " + flows + " flows) needs more than this"
                + " JVM's heap of " + (heap >> 20) + " MiB (" + e.getMessage() + "): give it more (ROCEKIT_JAVA_OPTS=-Xmx"
                + Math.max(1, (2 * heap + (1L << 30) - 1) >> 30) + "g) or simulate a smaller fabric or fewer flows"
                + " at once (about 1 KB per port, 400 B per flow, 32 B per packet in the fabric)");
    }

    private static SimResult runInHeap(Topology topology, List<Flow> flows, SimConfig cfg, RunOptions options) {
        long t0 = System.nanoTime();
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        boolean cpuTimed = threads.isCurrentThreadCpuTimeSupported();
        long cpu0 = cpuTimed ? threads.getCurrentThreadCpuTime() : 0;
        Wiring wiring = options.threads() > 1 ? new Wiring(topology) : null;
        Partition partition = wiring == null ? null : ParallelRun.partition(wiring, flows, options.threads());
        PacketPoolAhead[] pools = ParallelRun.poolsAhead(partition, flows, cfg.packet().mtuBytes());
        if (wiring == null) {
            wiring = new Wiring(topology);
        }
        ProgressListener progress = options.progress();
        Routing routing = new Routing(wiring, cfg.packet().mtuBytes(), progress::routesSearched);
        for (Flow f : flows) {
            if (!routing.reachable(f.src(), f.dst())) {
                throw new SimInputException("flow " + f.id() + ": no path from host " + f.src()
                        + " to host " + f.dst());
            }
        }
        if (partition != null) {
            return ParallelRun.run(wiring, routing, flows, cfg, options, partition, pools, t0);
        }
        EventQueue queue = useHeap(cfg.eventQueue(), topology) ? new BinaryHeapEventQueue(4096)
                : new CalendarEventQueue(100_000);
        EventLoop loop = new EventLoop(queue);
        Network net = new Network(wiring, routing, cfg, flows, loop, options.tracedFlows(), pools[0]);
        ResultCollector collector = new ResultCollector(net);
        net.start();
        long until = options.untilPs();
        runEvents(queue, loop, net, collector, options);
        long end = loop.nowPs();
        if (!loop.stopped() && until != Long.MAX_VALUE) {
            end = Math.max(end, until);
            loop.advanceTo(end);
        }
        collector.close(end);
        long wall = System.nanoTime() - t0;
        long cpu = cpuTimed ? threads.getCurrentThreadCpuTime() - cpu0 : -1;
        return result(collector, flows, end, loop.eventsRun(), wall, cpu, loop.queueName(), 1);
    }

    /**
     * Why a run asked for {@code threads} threads runs on one (null when it does not): the fabric
     * does not divide, or a flow waits for another.
     */
    public static String singleThreadReason(Topology topology, List<Flow> flows, int threads) {
        if (threads <= 1) {
            return null;
        }
        Wiring wiring = new Wiring(topology);
        return ParallelRun.whyNot(wiring, flows, ParallelRun.parts(wiring, threads));
    }

    /** The result of a finished run whose integrals {@code collector} closed at {@code end}. */
    static SimResult result(ResultCollector collector, List<Flow> flows, long end, long events, long wall, long cpu,
            String queueName, int threads) {
        List<FlowRecord> fr = collector.flows();
        List<BucketSummary> buckets = new ArrayList<>();
        for (long[] b : BucketSummary.standardBounds()) {
            buckets.add(BucketSummary.of(fr, b[0], b[1]));
        }
        long first = flows.isEmpty() ? 0 : flows.stream().mapToLong(Flow::startPs).min().orElse(0);
        RunStats stats = new RunStats(events, collector.packetHops(), wall, cpu, Math.max(0, end - first),
                collector.peakPacketSlots(), ResultCollector.bytesPerPacket(), queueName, threads);
        return new SimResult(fr, collector.ports(), collector.pfcEvents(), collector.queues(), collector.rates(),
                buckets, collector.totals(), collector.invariants(), stats, end);
    }
}
