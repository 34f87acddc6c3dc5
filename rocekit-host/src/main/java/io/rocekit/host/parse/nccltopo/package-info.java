/**
 * NCCL's topology XML ({@code NCCL_TOPO_FILE}, {@code NCCL_TOPO_DUMP_FILE}): CPUs (NUMA nodes)
 * with their PCI trees, GPUs with NVLinks, NICs with their network devices.
 */
package io.rocekit.host.parse.nccltopo;
