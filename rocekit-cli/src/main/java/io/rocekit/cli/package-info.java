/**
 * The {@code rocekit} command: one picocli class per subcommand, the exit-code contract
 * ({@link io.rocekit.cli.command.ExitCodes}) and the wiring of streams and handlers
 * ({@link io.rocekit.cli.CommandLines}). Commands write only to the streams picocli owns.
 */
package io.rocekit.cli;
