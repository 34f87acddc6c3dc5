/** {@code rocekit fabric}: check switch configurations, compute PFC headroom. */
package io.rocekit.cli.fabric;
