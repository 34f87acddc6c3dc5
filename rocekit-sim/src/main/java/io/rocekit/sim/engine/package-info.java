/**
 * The discrete-event engine: an {@link io.rocekit.sim.engine.EventQueue} of primitive
 * {@code (time, event)} pairs with two implementations (binary heap, calendar queue) and the
 * {@link io.rocekit.sim.engine.EventLoop} that pops them in order and hands them to the model.
 *
 * <p>Events are {@code int} tokens chosen by the model (a kind and an index packed together), so
 * scheduling and running an event allocates nothing. Times are picoseconds; events at the same
 * time run in the order they were inserted (as ns-3's {@code EventKey} does with its uid).
 */
package io.rocekit.sim.engine;
