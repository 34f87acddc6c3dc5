/**
 * What every {@code rocekit} command shares, below the commands: the exit-code contract
 * ({@link io.rocekit.cli.command.ExitCodes}), the input error that maps to exit 2, the output
 * streams and terminal checks, and the version. The command packages use it; it uses none of them
 * (so the CLI's packages form no cycle).
 */
package io.rocekit.cli.command;
