/**
 * Capture-analysis benchmarks: the flow capture generator and the JMH measurement of
 * {@code CaptureAnalyzer} (the side-by-side run against tshark is {@code benchmarks/capture/}).
 */
package io.rocekit.bench.capture;
