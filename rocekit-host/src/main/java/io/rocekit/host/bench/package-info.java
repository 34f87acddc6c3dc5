/**
 * What the benchmark parsers produce: runs ({@link io.rocekit.host.bench.BenchRun}, one per
 * table a tool printed, with their rows and the lines they came from) and NCCL debug logs
 * ({@link io.rocekit.host.bench.NcclLog}). Values only; the judging lives in
 * {@code bench.judge}.
 */
package io.rocekit.host.bench;
