/** {@code ibstat}: channel adapters, firmware, and port state, rate and link layer. */
package io.rocekit.host.parse.ibstat;
