/** Wire benchmarks: header decoding, ICRC, and the capture generator for the tshark comparison. */
package io.rocekit.bench.wire;
