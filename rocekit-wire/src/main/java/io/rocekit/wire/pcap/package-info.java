/**
 * Capture files: streaming pcap and pcapng readers (format detected by content, gzip
 * transparent), a pcap writer, and the link types rocekit decodes.
 */
package io.rocekit.wire.pcap;
