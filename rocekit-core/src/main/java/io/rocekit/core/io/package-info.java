/**
 * Reading input files within bounds every command shares: a file, not a directory; at most
 * {@link io.rocekit.core.io.TextFiles#MAX_BYTES} bytes of text with lines of at most
 * {@link io.rocekit.core.io.TextFiles#MAX_LINE_CHARS} characters; outputs checked before any
 * work starts. Breaking a bound is an {@link io.rocekit.core.io.InputFileException} that names the
 * file and the limit, which the CLI prints as an input error (exit 2).
 */
package io.rocekit.core.io;
