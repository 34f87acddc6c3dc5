/** Placeholder removed when the module lands. */
package io.rocekit.doctor;
