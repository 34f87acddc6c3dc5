/**
 * Reading parsed YAML (the maps, lists and scalars SnakeYAML Engine returns) with the key path of
 * every value, so that every input error names the file and the place: one reader for sim
 * scenarios and tune sweeps.
 */
package io.rocekit.core.yaml;
