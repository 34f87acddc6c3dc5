/**
 * Synthetic RoCEv2 traffic with exact ground truth (drops with go-back-N, reordering, CE marks,
 * ACKs, NAKs and CNPs), written as pcap: for property tests, benchmarks and demonstrations.
 */
package io.rocekit.capture.synth;
