/** Rendering of analysis results to text, JSON and HTML; analysis code never renders itself. */
package io.rocekit.cli.render;
