/** The RoCEv2 Invariant CRC: compute and verify over IPv4 and IPv6 with the exact masking. */
package io.rocekit.wire.icrc;
