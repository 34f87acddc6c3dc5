/**
 * One model of a node's PCIe/GPU/NIC topology, whatever it was read from (the sysfs tree of a
 * snapshot, an NCCL topology XML, {@code lspci -tv}, or an {@code nvidia-smi topo -m} matrix),
 * with ACS states of the bridges (from {@code lspci -vvv} or the PCI config space). Every GPU–NIC
 * pair is classified the way NCCL does (PIX, PXB, PHB, SYS; NODE as nvidia-smi prints it), with
 * the bridges on its path.
 */
package io.rocekit.host.topology;
