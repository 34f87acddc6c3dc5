/**
 * Seeded fleets for tests and benchmarks: copies of a real snapshot with planted differences
 * (firmware, mlxconfig, QoS, ACS, a degraded link, slow benchmark results), and the list of what
 * was planted, so a test can check that the report names exactly those.
 */
package io.rocekit.fleet.generate;
