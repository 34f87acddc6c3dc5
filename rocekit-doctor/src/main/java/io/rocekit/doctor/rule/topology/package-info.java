/** Rules on the node's PCIe/GPU/NIC topology ({@code topology.*}). */
package io.rocekit.doctor.rule.topology;
