/**
 * The doctor's commands: {@code identify} (what a file is), {@code rules} (the rule catalogue of
 * every area) and the catalogue they share.
 */
package io.rocekit.cli.doctor;
