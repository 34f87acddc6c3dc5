/**
 * Reading input files within bounds every command shares: a file, not a directory; at most
 * {@link io.rocekit.core.io.TextFiles#MAX_BYTES} bytes of text with lines of at most
 * {@link io.rocekit.core.io.TextFiles#MAX_LINE_CHARS} characters; outputs checked before any
 * work starts. A user's own files (configurations, intents, sweeps, result tables) are read with
 * {@link io.rocekit.core.io.TextFiles#readUtf8(java.nio.file.Path)}: regular files only, bounded
 * by bytes read, strict UTF-8. Breaking a bound is an {@link io.rocekit.core.io.InputFileException}
 * that names the file and the limit (or the line and byte offset), which the CLI prints as an
 * input error (exit 2); {@link io.rocekit.core.io.InputValueException} is its unchecked sibling for
 * values (numbers out of range, YAML over a limit). Numbers: {@code io.rocekit.core.number}; YAML:
 * {@code io.rocekit.core.yaml}.
 */
package io.rocekit.core.io;
