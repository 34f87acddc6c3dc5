/**
 * Benchmark outputs and NCCL logs judged against line rate. The parsers live with the doctor's
 * other parsers ({@code doctor.parse.perftest}, {@code doctor.parse.nccltests},
 * {@code doctor.parse.nccllog}), the rules with its other rules ({@code doctor.rule.bench}); this
 * package holds {@link io.rocekit.doctor.bench.BenchAnalysis}, the one entry point, and
 * {@link io.rocekit.doctor.bench.DoctorRuleAdapter}, which lets the doctor's engine run the bench
 * rules; its subpackages hold the run models, port rates and the judging (figures re-checked,
 * efficiency against what the NICs allow).
 */
package io.rocekit.doctor.bench;
