/**
 * Many nodes at once: the doctor on every snapshot of a cluster, reduced to small per-node
 * summaries, then what no single node shows: settings that drift from the majority, benchmark
 * results and counter rates that are robust outliers, and every rule's findings across nodes.
 */
package io.rocekit.fleet;
