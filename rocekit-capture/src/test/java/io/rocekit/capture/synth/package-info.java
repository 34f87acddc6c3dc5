/**
 * Synthetic RoCEv2 traffic with exact ground truth (drops with go-back-N, reordering, CE marks,
 * ACKs, NAKs and CNPs), written as pcap. Test support, not shipped: the capture module's property tests use it, and the
 * benchmarks through the module's test-jar.
 */
package io.rocekit.capture.synth;
