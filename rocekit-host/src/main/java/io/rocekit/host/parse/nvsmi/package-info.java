/** {@code nvidia-smi -q}: driver, and per GPU its bus id, BAR1 size, PCIe link, ECC and MIG mode. */
package io.rocekit.host.parse.nvsmi;
