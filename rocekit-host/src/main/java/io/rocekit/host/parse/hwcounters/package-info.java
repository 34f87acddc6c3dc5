/** mlx5 RDMA counters: sysfs {@code hw_counters}/{@code counters} listings, {@code show_counters}, {@code rdma statistic show}. */
package io.rocekit.host.parse.hwcounters;
