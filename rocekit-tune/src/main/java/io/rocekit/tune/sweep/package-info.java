/**
 * The sweep file: base scenario, space of knob values (lists, linear and log ranges, ties,
 * random and Latin-hypercube samples), seeds, objectives, constraints, baselines and search
 * method. Loading is strict and every error names its key path.
 */
package io.rocekit.tune.sweep;
