/** {@code mlxconfig q} / {@code mstconfig q}: ConnectX firmware (NVConfig) parameters with default, current and next-boot values. */
package io.rocekit.host.parse.mlxconfig;
