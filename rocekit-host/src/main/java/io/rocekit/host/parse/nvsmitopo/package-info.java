/**
 * {@code nvidia-smi topo -m} and {@code -mp}: the connection matrix between GPUs and NICs with its
 * affinity columns and legends, in every column variant drivers print (NICs named {@code NICk}
 * with a NIC legend or by device in the header; {@code CPU Affinity}, {@code NUMA Affinity},
 * {@code GPU NUMA ID}; TABs or spaces; pastes cut short).
 */
package io.rocekit.host.parse.nvsmitopo;
