/** Rules on the host OS: IOMMU mode, CPU governor and idle states, IRQ placement, hugepages. */
package io.rocekit.doctor.rule.host;
