/** Files of {@code /proc}: the kernel command line and the interrupt counts per CPU. */
package io.rocekit.host.parse.proc;
