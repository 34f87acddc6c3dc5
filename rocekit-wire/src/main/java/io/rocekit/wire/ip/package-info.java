/** IPv4 and IPv6 headers: flyweight views, writers, the Internet checksum and address text. */
package io.rocekit.wire.ip;
