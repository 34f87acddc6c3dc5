/** {@code rocekit fleet}: the doctor over a cluster's snapshots, rendered as text, JSON or HTML. */
package io.rocekit.cli.fleet;
