/**
 * rocekit's packet-level fabric simulator: a discrete-event engine ({@code engine}), the fabric
 * description ({@code topology}, {@code traffic}, {@code config}), the runtime model of switches,
 * links and NICs with DCQCN ({@code net}), what a run measures ({@code metrics}),
 * scenario files ({@code scenario}) and the glue that runs one simulation ({@code run}).
 *
 * <p>Simulated time is a {@code long} count of picoseconds everywhere. Each simulation is one
 * object graph: there is no global state, so many simulations can run in one JVM.
 */
package io.rocekit.sim;
