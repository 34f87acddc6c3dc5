/**
 * A node's sysfs/procfs facts read from a snapshot (CPU governors and idle states, hugepages,
 * NUMA CPUs, IRQ affinities, PCI NUMA nodes, IOMMU group types, peer-memory files), typed and
 * with their paths, for the host rules.
 */
package io.rocekit.host.facts;
