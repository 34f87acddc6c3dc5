/**
 * The host-evidence layer: what a node shows, read and typed, judged nowhere. Snapshots
 * ({@code snapshot}) and their collection ({@code collect}), what a file is ({@code artifact},
 * {@code detect}), the parsers of command outputs ({@code parse.*}) and their benchmark records
 * ({@code bench}), sysfs/procfs facts ({@code facts}), PCIe/GPU/NIC topology ({@code topology}).
 * It depends on rocekit-core only; the doctor, the monitor and the fleet stand on it.
 */
package io.rocekit.host;
