package io.rocekit.sim.net;

import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.engine.EventHandler;
import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.metrics.FabricStats;
import io.rocekit.sim.metrics.NetProbe;
import io.rocekit.sim.topology.Partition;
import io.rocekit.sim.topology.Routing;
import io.rocekit.sim.topology.Wiring;
import io.rocekit.sim.traffic.Flow;
import java.util.List;

/**
 * One simulated fabric: builds its parts and hands every event to the part that owns it.
 *
 * <ul>
 *   <li>{@link Links}: serialisation and propagation of every link direction;</li>
 *   <li>{@link PortQueues}: the egress queues of every port;</li>
 *   <li>{@link PauseState}: which priorities each port's peer has paused (PFC, receiving side);</li>
 *   <li>{@link Switches}: forwarding, {@link SwitchMmu shared buffer}, {@link EcnMarker ECN}, the
 *       egress scheduler and PFC generation;</li>
 *   <li>{@link FlowRoutes}: where each flow's packets go at each hop;</li>
 *   <li>{@link NicSender} (queue pairs, pacing, go-back-N, with the DCQCN {@link ReactionPoint})
 *       and {@link NicReceiver} (ACK/NAK, the notification point);</li>
 *   <li>{@link FlowStarts}: when flows start;</li>
 *   <li>a {@link NetProbe} told everything worth counting ({@link FabricStats} in a run).</li>
 * </ul>
 */
public final class Network implements EventHandler {
    final Wiring wiring;
    final Routing routing;
    final SimConfig cfg;
    final Flow[] flows;
    final PacketPool pkts;
    final FabricStats stats;
    private final NetProbe probe;
    final Links links;
    final PortQueues queues;
    final PauseState pause;
    final Switches switches;
    final NicSender sender;
    final NicReceiver receiver;
    final FlowStarts starts;
    final QueueSampler sampler;
    private final EventLoop loop;
    final FlowRoutes routes;
    private final ReactionPoint rp;
    final boolean[] onSwitch;
    private final int[] portNode;
    /** Partitioned runs: the part this network simulates and what it sends the others; null otherwise. */
    private Partition part;
    private int self;
    /** Partitioned runs: the frames sent this window to each other part. */
    private FrameExports[] exports;
    /** Flows whose queue pair this network opens: those from its own hosts (null: every flow). */
    private boolean[] sendsFlow;
    /** After {@link #absorb}: the other parts' data bytes in the fabric and packet slots. */
    private long otherPartsBytesInFabric;
    private int otherPartsPacketSlots;
    /**
     * Longs per port in the shared per-port records: the link's, the queues', the statistics' and
     * the ECN thresholds' (4 + 3 + 8 + 3 = 18, 144 bytes), in that order, so that an enqueue
     * (busy-until, queues, queue integral) touches the first 96 bytes. Derived, so that a field
     * added to one of them cannot overlap the next record.
     */
    private static final int LINK_AT = 0;
    private static final int QUEUES_AT = LINK_AT + Links.REC;
    private static final int STATS_AT = QUEUES_AT + PortQueues.REC;
    private static final int ECN_AT = STATS_AT + FabricStats.PORT_REC;
    private static final int PORT_RECORD = ECN_AT + EcnMarker.REC;

    public Network(Wiring wiring, Routing routing, SimConfig cfg, List<Flow> flowList, EventLoop loop,
            int[] tracedFlows) {
        this(wiring, routing, cfg, flowList, loop, tracedFlows, null);
    }

    /** @param poolAhead the packet pool's array, started for the same flows and MTU; null: allocated here */
    public Network(Wiring wiring, Routing routing, SimConfig cfg, List<Flow> flowList, EventLoop loop,
            int[] tracedFlows, PacketPoolAhead poolAhead) {
        this.wiring = wiring;
        this.routing = routing;
        this.cfg = cfg;
        this.loop = loop;
        flows = flowList.toArray(new Flow[0]);
        pkts = poolAhead != null ? new PacketPool(poolAhead.take())
                : new PacketPool(initialPacketSlots(flows, cfg.packet().mtuBytes()));
        int portCount = wiring.portCount();
        onSwitch = new boolean[portCount];
        portNode = new int[portCount];
        for (int p = 0; p < portCount; p++) {
            portNode[p] = wiring.node(p);
            onSwitch[p] = !wiring.topology().isHost(portNode[p]);
        }
        // One 144-byte record per port holding what a dequeue and the transmission after it touch:
        // the link's serialiser, the port's statistics, its queues' port record and its ECN
        // thresholds. In four arrays they were four misses to memory per hop at k=32 (issue 22).
        long[] portRecords = new long[portCount * PORT_RECORD];
        stats = new FabricStats(portCount, flows.length, tracedFlows, portRecords, STATS_AT, PORT_RECORD);
        probe = stats;
        long nicRate = wiring.topology().nicRateBitsPerSec();
        links = new Links(wiring, loop, pkts, probe, cfg.packet().nsTruncatedSerialization(),
                cfg.packet().wireOverheadBytes(), portRecords, LINK_AT, PORT_RECORD);
        queues = new PortQueues(portCount, pkts, portRecords, QUEUES_AT, PORT_RECORD);
        pause = new PauseState(wiring, loop, probe, cfg.sw().pauseQuanta(), cfg.sw().pauseUntilResume());
        routes = new FlowRoutes(routing, pkts, flows.length);
        switches = new Switches(portCount, cfg.sw(), cfg.packet().pfcBytes(), loop, pkts, links, queues, pause,
                new SwitchMmu(wiring, cfg.sw(), nicRate),
                new EcnMarker(wiring, portNode, cfg.sw(), cfg.seed(), portRecords, ECN_AT, PORT_RECORD), routes, probe);
        rp = new ReactionPoint(cfg.dcqcn(), flows.length, loop, probe);
        starts = new FlowStarts(flows, loop, this::openFlow);
        sender = new NicSender(wiring, flows, cfg.packet(), cfg.nic(), loop, pkts, links, queues, pause, rp, probe,
                starts::onFinish);
        receiver = new NicReceiver(flows, cfg.packet(), cfg.nic(), cfg.dcqcn(), cfg.sw().ackHighPriority(), pkts,
                sender, probe);
        sampler = new QueueSampler(loop, onSwitch, stats, sender, cfg.queueSampleIntervalPs());
    }

    /** Most packet slots allocated up front: 4 M slots, 128 MB; beyond, the pool grows as it needs. */
    static final int MAX_INITIAL_PACKET_SLOTS = 1 << 22;
    /** A long flow is window- and rate-limited: counted up to 1,024 packets (1 MB at a 1 KB MTU). */
    static final long MAX_INITIAL_SLOTS_PER_FLOW = 1024;

    /**
     * The packet pool's first size: the data packets of the flows that start together at the
     * first instant (short flows started together are in the fabric together: the k=32
     * permutation's peak is 2,096,133 slots of its 2,097,152 data packets), plus room for control
     * frames. Growing by doubling from
     * a few thousand slots instead allocated, zeroed and copied about four times the peak (k=32:
     * 268 MB for 67 MB used), each new page a fault (docs/performance.md, "Third round"). Which
     * slot a packet gets does not depend on the pool's size, so outputs do not either.
     */
    static int initialPacketSlots(Flow[] flows, int mtuBytes) {
        long first = Long.MAX_VALUE;
        for (Flow f : flows) {
            first = Math.min(first, f.startPs());
        }
        long packets = 4096;
        for (Flow f : flows) {
            if (f.startPs() == first) {
                packets += Math.min(f.sizeBytes() / Math.max(1, mtuBytes) + 1, MAX_INITIAL_SLOTS_PER_FLOW);
            }
            if (packets >= MAX_INITIAL_PACKET_SLOTS) {
                return MAX_INITIAL_PACKET_SLOTS;
            }
        }
        return (int) packets;
    }

    /** Schedules the first flow and the sampler; call once before running the loop. */
    public void start() {
        starts.scheduleFirst();
        if (sender.unfinished() == 0) {
            loop.stop();
        }
        sampler.start(starts.firstStartPs());
    }

    @Override
    public void onEvent(int event, long nowPs) {
        int idx = event >>> Events.KIND_BITS;
        switch (event & Events.KIND_MASK) {
            case Events.TX_DONE -> {
                links.txDone(idx);
                if (onSwitch[idx]) {
                    switches.serve(idx, nowPs);
                } else {
                    sender.send(portNode[idx], nowPs);
                }
            }
            case Events.ARRIVE -> arrive(idx, nowPs);
            case Events.NIC_WAKE -> sender.onWake(idx, nowPs);
            case Events.FLOW_START -> starts.onStart(idx, nowPs);
            case Events.DECREASE -> rp.onDecrease(idx, nowPs);
            case Events.INCREASE -> rp.onIncrease(idx, nowPs);
            case Events.ALPHA -> rp.onAlphaTimer(idx, nowPs);
            case Events.SAMPLE -> sampler.sample(nowPs);
            case Events.PAUSE_EXPIRE -> {
                if (pause.expire(idx, nowPs)) {
                    resume(idx / 8, nowPs);
                }
            }
            case Events.PAUSE_REFRESH -> switches.refreshPause(idx, nowPs);
            default -> throw new IllegalStateException("unknown event kind " + (event & Events.KIND_MASK));
        }
    }

    /** Bytes of the state the events touch: the packet pool and the per-port, per-queue and buffer records. */
    public long stateBytes() {
        return 4L * pkts.a.length + 8L * links.rec.length + 4L * queues.queue.length + 8L * switches.mmu.pp.length
                + 4L * links.pipes.length;
    }

    /** What is read ahead of this fabric's events, inline or by a second thread (see {@link ReadAhead}). */
    public ReadAhead readAhead() {
        return new ReadAhead(this, PORT_RECORD);
    }

    /**
     * The first frame in flight from {@code port} reaches the port at the other end. Kept small
     * (the NIC and PFC cases in methods of their own) so the JIT inlines it into the dispatch.
     */
    private void arrive(int port, long nowPs) {
        int k = links.arrive(port);
        int in = Wiring.peer(port);
        if (pkts.kind(k) == PacketPool.PFC) {
            receivePfc(in, k, nowPs);
        } else if (onSwitch[in]) {
            switches.receive(in, k, nowPs);
        } else {
            nicReceive(portNode[in], k, nowPs);
        }
    }

    /** A NIC on host {@code h} receives packet {@code k} (not PFC). */
    private void nicReceive(int h, int k, long nowPs) {
        byte kind = pkts.kind(k);
        if (kind == PacketPool.DATA) {
            receiver.onData(h, k, nowPs);
        } else if (kind == PacketPool.ACK || kind == PacketPool.NACK) {
            sender.onAck(h, k, nowPs);
        } else if (kind == PacketPool.CNP) {
            sender.onCnp(pkts.flow(k), nowPs);
        }
        pkts.free(k);
    }

    /** Port {@code in} receives PFC frame {@code k}: its egress pauses or resumes that priority. */
    private void receivePfc(int in, int k, long nowPs) {
        int prio = pkts.prio(k);
        boolean isPause = (pkts.flags(k) & PacketPool.F_PAUSE) != 0;
        probe.pfcReceived(in, portNode[in], wiring.ifIndex(in), prio, isPause, nowPs);
        if (pause.receive(in, prio, isPause, nowPs)) {
            resume(in, nowPs);
        }
        pkts.free(k);
    }

    /** A paused priority of {@code port} runs again: a switch port is kicked, a NIC sends. */
    private void resume(int port, long nowPs) {
        if (onSwitch[port]) {
            switches.kick(port, nowPs);
        } else {
            sender.send(portNode[port], nowPs);
        }
    }

    /** A flow starts: its routes, then its queue pair (in a partitioned run, if its sender is here). */
    private void openFlow(int f, long nowPs) {
        routes.open(flows[f]);
        if (sendsFlow == null || sendsFlow[f]) {
            sender.open(f, nowPs);
        }
    }

    // ------------------------------------------------------------------ partitioned runs (issue 22)

    /**
     * Makes this network simulate part {@code self} of {@code partition}: frames leaving it on cut
     * links are exported (see {@link #importFrom}), it opens only its own hosts' flows, and its loop
     * does not stop when they are done. Call before {@link #start()}.
     */
    public void confineTo(Partition partition, int self) {
        if (starts.anyDependent()) {
            throw new IllegalStateException("flows that wait for others cannot run partitioned");
        }
        this.part = partition;
        this.self = self;
        exports = new FrameExports[partition.parts()];
        int[] exportTo = new int[wiring.portCount()];
        for (int p = 0; p < exportTo.length; p++) {
            int far = partition.partOf(portNode[Wiring.peer(p)]);
            boolean leaves = partition.partOf(portNode[p]) == self && far != self;
            exportTo[p] = leaves ? far : -1;
            if (leaves && exports[far] == null) {
                exports[far] = new FrameExports();
            }
        }
        links.exportOn(exportTo, exports);
        sendsFlow = new boolean[flows.length];
        for (int f = 0; f < flows.length; f++) {
            sendsFlow[f] = partition.partOf(flows[f].src()) == self;
        }
        sender.sendOnly(sendsFlow);
        boolean[] ownPorts = new boolean[wiring.portCount()];
        for (int p = 0; p < ownPorts.length; p++) {
            ownPorts[p] = partition.partOf(portNode[p]) == self;
        }
        sampler.sampleUntilStopped(ownPorts);
    }

    /** Takes in the frames {@code other} sent towards this part in the window that ended. */
    public void importFrom(Network other) {
        FrameExports toMe = other.exports[self];
        if (toMe != null) {
            links.importFrames(toMe);
        }
    }

    /** Forgets the frames exported in the window before (every other part has taken them in). */
    public void clearExports() {
        for (FrameExports e : exports) {
            if (e != null) {
                e.clear();
            }
        }
    }

    /** Flows of this network's own hosts not finished yet (every flow when not partitioned). */
    public int unfinishedFlows() {
        return sender.unfinished();
    }

    /** The latest finish time of a flow this network sent, -1 while one is unfinished or none finished. */
    public long lastFinishPs() {
        long last = -1;
        for (int f = 0; f < flows.length; f++) {
            if (sendsFlow == null || sendsFlow[f]) {
                if (!sender.finished(f)) {
                    return -1;
                }
                last = Math.max(last, sender.finishPs(f));
            }
        }
        return last;
    }

    /** Events every part runs for itself (flow starts, queue samples): counted once in a partitioned run. */
    public long replicatedEvents() {
        return starts.eventsRun + sampler.eventsRun;
    }

    /** Closes open pause intervals and queue integrals at {@code nowPs} (a part of a partitioned run). */
    public void closeAt(long nowPs) {
        finish(nowPs);
    }

    /**
     * Takes the results of {@code other}, another part of the same partitioned run, closed like
     * this one: its ports' statistics and queue series, its hosts' flows, its counters.
     */
    public void absorb(Network other) {
        boolean[] theirPorts = new boolean[wiring.portCount()];
        for (int p = 0; p < theirPorts.length; p++) {
            theirPorts[p] = part.partOf(portNode[p]) == other.self;
        }
        stats.absorb(other.stats, theirPorts);
        sender.absorb(other.sender, other.sendsFlow);
        sampler.absorb(other.sampler, theirPorts);
        otherPartsBytesInFabric += other.dataBytesInFabric();
        otherPartsPacketSlots += other.peakPacketSlots();
    }

    /** Drops queue samples taken after {@code endPs}, the last flow's end in a partitioned run. */
    public void keepSamplesUpTo(long endPs) {
        sampler.keepTicksUpTo(endPs);
    }

    /** Packet slots ever used: the peak of packets at once (of every part, after {@link #absorb}). */
    int peakPacketSlots() {
        return pkts.capacityUsed() + otherPartsPacketSlots;
    }

    boolean onSwitch(int port) {
        return onSwitch[port];
    }

    /** Closes open pause intervals and queue integrals at the end of a run. */
    void finish(long nowPs) {
        pause.close(nowPs);
        stats.closeQueues(nowPs);
    }

    /** Data bytes (frames without wire overhead) queued in switches or in flight on links. */
    long dataBytesInFabric() {
        return queues.dataBytesQueued() + links.dataBytesInFlight() + otherPartsBytesInFabric;
    }
}
