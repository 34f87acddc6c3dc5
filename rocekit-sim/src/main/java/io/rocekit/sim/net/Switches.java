package io.rocekit.sim.net;

import io.rocekit.sim.config.SwitchConfig;
import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.metrics.NetProbe;

/**
 * Every switch: forwarding (the egress port from the packet's route), admission into the shared
 * buffer ({@link SwitchMmu}), ECN marking ({@link EcnMarker}), the egress scheduler over the
 * port's queues, and the sending side of PFC (PAUSE when an ingress queue fills, RESUME when it
 * drains, refreshed at half the quanta in quanta mode).
 *
 * <p>Queue 0 (ACK/NAK when prioritised) and the MAC-control queue bypass the buffer accounting,
 * as in the reference.
 */
final class Switches {
    private final EventLoop loop;
    private final PacketPool pkts;
    private final Links links;
    private final PortQueues queues;
    private final PauseState pause;
    final SwitchMmu mmu;
    private final EcnMarker ecn;
    private final FlowRoutes routes;
    private final NetProbe probe;
    private final boolean ecnEnabled;
    /** Mark on the queue left behind at dequeue (the reference) rather than at enqueue. */
    private final boolean ecnAtDequeue;
    private final boolean pfcEnabled;
    private final int pfcFrameBytes;

    Switches(int portCount, SwitchConfig sw, int pfcFrameBytes, EventLoop loop, PacketPool pkts, Links links,
            PortQueues queues, PauseState pause, SwitchMmu mmu, EcnMarker ecn, FlowRoutes routes, NetProbe probe) {
        this.loop = loop;
        this.pkts = pkts;
        this.links = links;
        this.queues = queues;
        this.pause = pause;
        this.mmu = mmu;
        this.ecn = ecn;
        this.routes = routes;
        this.probe = probe;
        this.pfcFrameBytes = pfcFrameBytes;
        ecnEnabled = sw.ecnEnabled();
        ecnAtDequeue = sw.ecnAtDequeue();
        pfcEnabled = sw.pfcEnabled();
    }

    /** Packet {@code k} (not PFC) arrives on switch port {@code in}. */
    void receive(int in, int k, long nowPs) {
        int out = routes.nextPort(k);
        int q = pkts.prio(k);
        if (q != 0) {
            long bytes = pkts.sizeBytes(k);
            if (!mmu.admit(in, q, bytes)) {
                drop(in, k);
                return;
            }
            if (ecnEnabled && !ecnAtDequeue && pkts.kind(k) == PacketPool.DATA) {
                markMaybe(out, k, queues.bytes(out, q));
            }
            queues.addBytes(out, q, bytes);
            probe.queueChanged(out, bytes, nowPs);
            if (mmu.shouldPause(in, q)) {
                sendPfc(in, q, true, nowPs);
            }
        }
        pkts.setIngressPort(k, in);
        queues.enqueue(out, q, k);
        kick(out, nowPs);
    }

    private void drop(int in, int k) {
        probe.dropped(in, pkts.sizeBytes(k), pkts.kind(k) == PacketPool.DATA, pfcEnabled);
        pkts.free(k);
    }

    /** Starts {@code port}'s next transmission now if it is idle, else when it becomes idle. */
    void kick(int port, long nowPs) {
        if (links.txDonePending(port)) {
            return;
        }
        if (!links.busy(port, nowPs)) {
            serve(port, nowPs);
        } else {
            links.wakeAtTxEnd(port);
        }
    }

    /** The idle {@code port} sends the head of the queue its scheduler picks, if any. */
    void serve(int port, long nowPs) {
        int q = queues.pick(port, pause.pausedMask(port));
        if (q < 0) {
            return;
        }
        int k = queues.dequeue(port, q);
        if (q != 0 && q != PortQueues.MAC_CONTROL) {
            long bytes = pkts.sizeBytes(k);
            int in = pkts.ingressPort(k);
            mmu.release(in, q, bytes);
            long leftBytes = queues.addBytes(port, q, -bytes);
            probe.queueChanged(port, -bytes, nowPs);
            if (ecnEnabled && ecnAtDequeue && pkts.kind(k) == PacketPool.DATA) {
                markMaybe(port, k, leftBytes);
            }
            if (mmu.shouldResume(in, q)) {
                sendPfc(in, q, false, nowPs);
            }
        }
        links.transmit(port, k, nowPs);
        if (queues.queuedPackets(port) > 0) {
            links.wakeAtTxEnd(port);
        }
    }

    private void markMaybe(int port, int k, long queueBytes) {
        if (ecn.mark(port, queueBytes)) {
            pkts.addFlags(k, PacketPool.F_CE);
            probe.ecnMarked(port);
        }
    }

    /** Sends PAUSE or RESUME for {@code prio} out of ingress port {@code in}, ahead of everything. */
    private void sendPfc(int in, int prio, boolean isPause, long nowPs) {
        int k = pkts.alloc();
        pkts.init(k, PacketPool.PFC, prio, -1, pfcFrameBytes, 0);
        if (isPause) {
            pkts.addFlags(k, PacketPool.F_PAUSE);
        }
        queues.enqueue(in, PortQueues.MAC_CONTROL, k);
        kick(in, nowPs);
        probe.pfcSent(in, prio, isPause);
        if (isPause && !pause.untilResume()) {
            loop.scheduleAt(nowPs + pause.quantaPs(in) / 2, Events.of(Events.PAUSE_REFRESH, in * 8 + prio));
        }
    }

    /** Quanta mode: re-sends the PAUSE of {@code i} (port x 8 + priority) while it is still congested. */
    void refreshPause(int i, long nowPs) {
        int port = i / 8;
        int prio = i % 8;
        if (mmu.pauseActive(port, prio)) {
            sendPfc(port, prio, true, nowPs);
        }
    }
}
