/**
 * Reading counters once: sysfs ({@code class/infiniband}, {@code class/net}) under any root and
 * {@code ethtool -S}, into an immutable {@link io.rocekit.monitor.sample.Sample}. Read-only, no
 * shell, bounded: what cannot be read becomes a note, never an exception.
 */
package io.rocekit.monitor.sample;
