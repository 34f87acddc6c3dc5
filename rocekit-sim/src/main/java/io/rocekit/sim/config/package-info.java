/**
 * Every tunable of a simulation as a named knob ({@link io.rocekit.sim.config.Knobs}): packet
 * sizes, switch buffer/PFC/ECN, NIC acknowledgement and DCQCN (under the ConnectX firmware names),
 * and the model switches where public DCQCN models differ. A {@link
 * io.rocekit.sim.config.Settings} is an immutable knob-to-value map: a {@link
 * io.rocekit.sim.config.Profile} gives the defaults, {@code --set} and scenario files override
 * them, and {@link io.rocekit.sim.config.SimConfig#from} validates them into typed records.
 */
package io.rocekit.sim.config;
