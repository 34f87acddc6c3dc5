/**
 * The one text and number helper of every parser: {@link io.rocekit.host.parse.text.Values} (numbers,
 * throwing with file and line, or empty when not a number) and {@link io.rocekit.host.parse.text.Lines}
 * (tokens, comments, dashes, elisions of pasted outputs).
 */
package io.rocekit.host.parse.text;
