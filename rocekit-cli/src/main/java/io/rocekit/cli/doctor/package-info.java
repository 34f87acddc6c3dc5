/**
 * The doctor's commands: {@code collect} (a node's evidence into a snapshot), {@code topo} (the
 * PCIe/GPU/NIC topology as a matrix) and {@code doctor} (every rule over the evidence).
 */
package io.rocekit.cli.doctor;
