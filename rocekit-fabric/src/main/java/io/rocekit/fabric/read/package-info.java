/**
 * Readers of real switch configurations into the normalised model, one per format, and the
 * recogniser that tells the formats apart by content. Readers keep and count lines they do not
 * understand and never guess at them; a broken file gives {@code file:line} and what was expected.
 */
package io.rocekit.fabric.read;
