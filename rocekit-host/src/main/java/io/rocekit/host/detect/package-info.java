/**
 * What a file is: recognition of every {@link io.rocekit.host.artifact.ArtifactKind} by content
 * (never by file name), and the splitting of pasted terminal transcripts into their outputs.
 */
package io.rocekit.host.detect;
