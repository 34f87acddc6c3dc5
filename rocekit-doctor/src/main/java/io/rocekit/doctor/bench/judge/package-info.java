/**
 * Judging a run: its table re-checked against its own figures (algbw = size / time, busbw = algbw x
 * the collective's factor, the average footer), the line rate it should be compared with and where
 * that rate came from, how many NICs carried it, and the efficiency. The thresholds and typical
 * values live in {@link io.rocekit.doctor.bench.judge.Thresholds}; the troubleshooting table the
 * findings follow lives in {@link io.rocekit.doctor.bench.judge.Troubleshooting}.
 */
package io.rocekit.doctor.bench.judge;
