/** Runs the doctor over many snapshots in parallel, folding each summary as it arrives. */
package io.rocekit.fleet.run;
