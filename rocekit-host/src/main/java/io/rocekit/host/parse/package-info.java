/**
 * Parsers of command outputs, one subpackage per tool, and {@link io.rocekit.host.parse.Parsers},
 * the parser of each {@link io.rocekit.host.artifact.ArtifactKind}. Every parser is total: a
 * typed model or a {@link io.rocekit.host.artifact.ParseException} naming file, line and what
 * was expected; empty input gives an empty model.
 */
package io.rocekit.host.parse;
