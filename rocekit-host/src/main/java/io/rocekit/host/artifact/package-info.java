/**
 * What a piece of evidence is ({@link io.rocekit.host.artifact.ArtifactKind}), the text it is
 * read from ({@link io.rocekit.host.artifact.TextSource}) and the contract every parser keeps
 * ({@link io.rocekit.host.artifact.ArtifactParser}, {@link io.rocekit.host.artifact.ParseException}).
 */
package io.rocekit.host.artifact;
