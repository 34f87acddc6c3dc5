/** Rules on PCIe links and registers of GPUs, NICs and bridges (lspci, nvidia-smi). */
package io.rocekit.doctor.rule.pcie;
