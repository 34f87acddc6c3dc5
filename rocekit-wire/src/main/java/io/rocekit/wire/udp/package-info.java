/** UDP header flyweight; port 4791 is RoCEv2. */
package io.rocekit.wire.udp;
