/**
 * Renderers: one intent to what an operator pastes or loads on each switch operating system
 * (SONiC CONFIG_DB JSON, NVUE {@code nv set} lines, EOS, NX-OS, Comware 7, Junos) and on the hosts
 * (mlnx_qos, cma_roce_tos, the ECN sysfs files, mlxconfig). Units are converted per vendor and the
 * conversion is printed as a comment where the format has comments. Nothing is ever pushed to a
 * device. Each renderer's output reads back (where rocekit has a reader) to the intent it came from.
 */
package io.rocekit.fabric.render;
