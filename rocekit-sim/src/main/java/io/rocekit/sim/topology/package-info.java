/**
 * The fabric as a graph: hosts, switches and full-duplex links ({@link
 * io.rocekit.sim.topology.Topology}), built by generators (star, leaf-spine, fat-tree) or read
 * from the HPCC simulator's topology file; the ports each link creates ({@link
 * io.rocekit.sim.topology.Wiring}); shortest-path ECMP routes and the per-switch 5-tuple hash.
 */
package io.rocekit.sim.topology;
