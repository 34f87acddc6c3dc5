/**
 * {@code rocekit monitor --demo}: a scripted RoCE node (ConnectX-7 ports, link layer Ethernet)
 * whose sysfs and ethtool counters are computed at read time from a script of events, so the live
 * view, JSON, the exporter, recordings and alerts can be seen without hardware.
 */
package io.rocekit.monitor.demo;
