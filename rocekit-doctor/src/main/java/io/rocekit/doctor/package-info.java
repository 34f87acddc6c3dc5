/**
 * The doctor: evidence to findings. It reads hosts through rocekit-host ({@code io.rocekit.host}:
 * snapshots, detection, parsers, topology) and judges here: {@code examine} (evidence in,
 * examination out), {@code rule.*} (one package per area), {@code bench} (benchmark judging),
 * {@code switchcfg} (switch configurations, read by rocekit-fabric, against the host's QoS).
 */
package io.rocekit.doctor;
