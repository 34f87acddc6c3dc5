/** Ethernet II and IEEE 802.1Q/802.1ad tags: flyweight views and writers. */
package io.rocekit.wire.eth;
