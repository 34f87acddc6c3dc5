/**
 * Benchmark outputs and NCCL logs judged against line rate: perftest ({@code ib_*_bw},
 * {@code ib_*_lat}), nccl-tests ({@code *_perf}) and {@code NCCL_DEBUG=INFO} logs are parsed into
 * runs, their figures re-checked, their bandwidth compared with what the NICs allow, and rules turn
 * that into findings. {@link io.rocekit.doctor.bench.BenchAnalysis} is the one entry point; the
 * subpackages hold the parsers (one per tool), the judging and the rules.
 */
package io.rocekit.doctor.bench;
