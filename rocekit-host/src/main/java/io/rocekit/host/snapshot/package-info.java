/**
 * A node's evidence as a directory (a <em>snapshot</em>): the layout that {@code rocekit collect}
 * writes and the doctor reads, its {@code manifest.json}, and reading that can never leave the
 * snapshot ({@code ..}, absolute paths and symbolic links are refused).
 *
 * <p>Layout: {@code manifest.json}; {@code commands/NAME.txt} (stdout of each command);
 * {@code sys/...} and {@code proc/...} (copies of sysfs/procfs files at their host path);
 * a symbolic link of the host is stored as a file {@code PATH.link} holding its target text.
 */
package io.rocekit.host.snapshot;
