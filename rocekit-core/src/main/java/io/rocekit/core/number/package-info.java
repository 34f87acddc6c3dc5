/**
 * Reading numbers users write in configurations, intents and options: one range-checked parser
 * ({@link io.rocekit.core.number.ConfigNumbers}) returning a {@link io.rocekit.core.number.Parsed}
 * value or the reason it is not one, so that no reader calls {@code Integer.parseInt} on unbounded
 * digits or computes with a value before its range is known.
 */
package io.rocekit.core.number;
