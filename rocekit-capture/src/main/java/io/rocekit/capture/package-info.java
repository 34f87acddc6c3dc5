/**
 * Per-QP flow analysis of RoCEv2 captures: {@link io.rocekit.capture.CaptureAnalyzer} streams a
 * pcap/pcapng file once and returns an immutable {@link io.rocekit.capture.report.CaptureReport}
 * (flows with both directions of a connection paired, PSN gaps, retransmissions, NAKs, ACK
 * latency, CE marks and CNPs, QoS consistency, a timeline, and findings).
 */
package io.rocekit.capture;
