/**
 * What the hosts send: flows ({@link io.rocekit.sim.traffic.Flow}) read from the HPCC flow-file
 * format or generated (incast, permutation, all-to-all, ring-AllReduce steps, Poisson arrivals at
 * a target load with sizes from a {@link io.rocekit.sim.traffic.FlowSizeCdf}).
 */
package io.rocekit.sim.traffic;
