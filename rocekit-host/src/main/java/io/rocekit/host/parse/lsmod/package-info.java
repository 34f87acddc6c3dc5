/** {@code lsmod} and {@code /proc/modules}: which kernel modules are loaded (peer memory, drivers). */
package io.rocekit.host.parse.lsmod;
