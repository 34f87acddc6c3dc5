/**
 * The doctor: artifacts (command outputs, sysfs, logs) to models to rules to findings.
 * Subpackages: {@code artifact} (what a file is and the shared parsing contract), one package per
 * area below it.
 */
package io.rocekit.doctor;
