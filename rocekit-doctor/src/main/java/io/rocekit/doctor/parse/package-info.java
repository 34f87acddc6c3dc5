/**
 * Parsers of command outputs, one subpackage per tool, and {@link io.rocekit.doctor.parse.Parsers},
 * the parser of each {@link io.rocekit.doctor.artifact.ArtifactKind}. Every parser is total: a
 * typed model or a {@link io.rocekit.doctor.artifact.ParseException} naming file, line and what
 * was expected; empty input gives an empty model.
 */
package io.rocekit.doctor.parse;
