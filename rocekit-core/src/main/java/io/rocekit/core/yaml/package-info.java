/**
 * YAML: the one loader configuration ({@link io.rocekit.core.yaml.YamlLoader}: document size,
 * nesting depth, alias and expanded-node limits, strict UTF-8 files) every YAML reader uses, and
 * reading the parsed values with the key path of every value ({@link io.rocekit.core.yaml.YamlNode}),
 * so that every input error names the file and the place.
 */
package io.rocekit.core.yaml;
