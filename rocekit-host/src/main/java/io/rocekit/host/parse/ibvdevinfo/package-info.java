/** {@code ibv_devinfo [-v]}: HCAs, firmware, part ids, ports (state, MTU, link layer, speed) and GID tables. */
package io.rocekit.host.parse.ibvdevinfo;
