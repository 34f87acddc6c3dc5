/**
 * picocli mixins shared by several commands, so that an option is declared once and means the same
 * everywhere.
 */
package io.rocekit.cli.options;
