/**
 * {@code rocekit collect}: gathers a node's evidence into a snapshot directory, read-only.
 * Commands run with argument lists (never a shell), a timeout and an output cap; sysfs and procfs
 * facts are copied file by file, links recorded as their target text; whatever is absent is
 * recorded as absent in {@code manifest.json}. The only writer is {@link
 * io.rocekit.host.collect.SnapshotWriter}, confined to the output directory.
 */
package io.rocekit.host.collect;
