/** {@code ethtool IFACE} (link settings), {@code ethtool -i} (driver, firmware) and {@code ethtool -S} (counters). */
package io.rocekit.host.parse.ethtool;
