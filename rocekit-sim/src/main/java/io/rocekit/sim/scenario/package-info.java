/**
 * Scenario files: one YAML document naming the fabric, the traffic, the profile and knob
 * overrides, and what to trace (schema in docs/sim.md). Loading is strict: an unknown key or an
 * impossible value is refused with its key path and the reason.
 */
package io.rocekit.sim.scenario;
