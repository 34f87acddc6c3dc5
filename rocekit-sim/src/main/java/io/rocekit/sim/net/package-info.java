/**
 * The running fabric, in parts that each own their state: {@link io.rocekit.sim.net.Links}
 * (serialisation and propagation per link direction: htsim's pipe, one pending arrival and at
 * most one pending end-of-transmission event each), {@link io.rocekit.sim.net.PortQueues}
 * (egress FIFOs), {@link io.rocekit.sim.net.PauseState} (PFC as received),
 * {@link io.rocekit.sim.net.Switches} (forwarding, {@link io.rocekit.sim.net.SwitchMmu shared
 * buffer}, {@link io.rocekit.sim.net.EcnMarker ECN}, PFC generation),
 * {@link io.rocekit.sim.net.FlowRoutes} (per-flow paths), the NIC's
 * {@link io.rocekit.sim.net.NicSender} (queue pairs, pacing, go-back-N, with the DCQCN
 * {@link io.rocekit.sim.net.ReactionPoint}) and {@link io.rocekit.sim.net.NicReceiver} (ACK/NAK,
 * the notification point), and {@link io.rocekit.sim.net.FlowStarts}.
 * {@link io.rocekit.sim.net.Network} builds them and dispatches events; counters go out through
 * {@link io.rocekit.sim.metrics.NetProbe}.
 *
 * <p>Everything per packet, port, queue pair and switch lives in primitive arrays indexed by
 * integers (packets are indices into a {@link io.rocekit.sim.net.PacketPool}), so the event loop
 * allocates nothing per packet or event.
 */
package io.rocekit.sim.net;
