/**
 * {@code lspci -vv}/{@code -vvv} (with or without {@code -nn}, {@code -D}) and its grep
 * fragments: device blocks with link capability and status, device control payload sizes, ACS
 * capability and control bits per bridge, NUMA node and bridge bus ranges.
 */
package io.rocekit.host.parse.lspci;
