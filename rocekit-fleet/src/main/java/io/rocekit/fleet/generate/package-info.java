/**
 * Seeded fleets for {@code rocekit fleet --demo}, tests and benchmarks: copies of a real snapshot
 * with planted differences (firmware, mlxconfig, QoS, ACS, a degraded link, slow benchmark results),
 * and the list of what was planted, so a test can check that the report names exactly those. Not
 * an entry point of its own: users reach it through {@code rocekit fleet --demo[=NODES]
 * [--demo-dir DIR]}.
 */
package io.rocekit.fleet.generate;
