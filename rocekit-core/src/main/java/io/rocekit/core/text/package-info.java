/** Making untrusted strings safe to print on a terminal or in a line-oriented report. */
package io.rocekit.core.text;
