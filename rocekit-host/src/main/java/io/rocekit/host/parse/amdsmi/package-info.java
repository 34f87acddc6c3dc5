/**
 * AMD's GPU link tables: {@code rocm-smi --showtopo} (weight, hops and link type matrices between
 * GPUs under banners, then each GPU's NUMA node) and {@code amd-smi topology} (the same tables as
 * {@code WEIGHT TABLE:}, {@code HOPS TABLE:}, {@code LINK TYPE TABLE:}, rows and columns named by
 * the GPUs' PCI addresses). Both read into {@link io.rocekit.host.parse.amdsmi.AmdGpuLinks}.
 */
package io.rocekit.host.parse.amdsmi;
