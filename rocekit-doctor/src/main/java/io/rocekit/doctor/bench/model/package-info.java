/**
 * What the benchmark parsers produce: runs ({@link io.rocekit.doctor.bench.model.BenchRun}, one per
 * table a tool printed, with their rows and the lines they came from) and NCCL debug logs
 * ({@link io.rocekit.doctor.bench.model.NcclLog}). Values only; the judging lives in
 * {@code bench.judge}.
 */
package io.rocekit.doctor.bench.model;
