/**
 * {@code lspci -tv}: the PCI tree as lspci draws it (root buses {@code [dddd:bb]}, bridges with
 * their bus ranges {@code -[01-05]}, devices {@code dd.f} with names on leaf lines).
 */
package io.rocekit.host.parse.lspcitree;
