/**
 * {@code rocekit rules}: the catalogue of every area's rules ({@link io.rocekit.cli.rules.Catalogues}),
 * printed as a table, JSON, Markdown ({@code docs/rules.md}) or, with {@code --verbose}, with every
 * threshold and how to override it.
 */
package io.rocekit.cli.rules;
