/**
 * The doctor's commands: {@code collect} (a node's evidence into a snapshot), {@code topo} (the
 * PCIe/GPU/NIC topology as a matrix), {@code doctor} (every rule over the evidence),
 * {@code identify} (what a file is) and {@code rules} (the rule catalogue of every area).
 */
package io.rocekit.cli.doctor;
