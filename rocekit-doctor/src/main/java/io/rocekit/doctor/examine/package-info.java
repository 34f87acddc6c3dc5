/**
 * The doctor's pipeline: a snapshot or files in, every part detected and parsed, the topology
 * built, every rule run, one immutable {@link io.rocekit.doctor.examine.Examination} out.
 */
package io.rocekit.doctor.examine;
