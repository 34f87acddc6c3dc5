/** {@code show_gids}: GID index, address, RoCE version and netdev of every device and port. */
package io.rocekit.host.parse.showgids;
