/**
 * Typed units for values a user may type (thresholds, overrides): each {@link io.rocekit.core.unit.Unit}
 * parses text such as {@code 85%}, {@code 1.5MB}, {@code 10us} or {@code 400G} into a double in its
 * base unit and formats it back so that the text parses to the same value.
 */
package io.rocekit.core.unit;
