/**
 * What a piece of evidence is ({@link io.rocekit.doctor.artifact.ArtifactKind}), the text it is
 * read from ({@link io.rocekit.doctor.artifact.TextSource}) and the contract every parser keeps
 * ({@link io.rocekit.doctor.artifact.ArtifactParser}, {@link io.rocekit.doctor.artifact.ParseException}).
 */
package io.rocekit.doctor.artifact;
