/**
 * The running fabric. Everything per packet, port, queue pair and switch lives in primitive
 * arrays indexed by integers (packets are indices into a {@link io.rocekit.sim.net.PacketPool}),
 * so the event loop allocates nothing per packet or event. Each link direction holds its
 * in-flight packets in a FIFO and keeps one pending arrival event (htsim's pipe); each port keeps
 * at most one pending end-of-transmission event.
 *
 * <p>{@link io.rocekit.sim.net.Network} moves packets over links and through switches (shared
 * buffer, PFC, ECN); {@link io.rocekit.sim.net.HostStack} is the NICs (queue pairs, pacing, ACKs,
 * go-back-N, the DCQCN notification point); {@link io.rocekit.sim.net.ReactionPoint} is the DCQCN
 * sender algorithm.
 */
package io.rocekit.sim.net;
