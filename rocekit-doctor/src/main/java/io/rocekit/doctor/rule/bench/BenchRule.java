package io.rocekit.doctor.rule.bench;

import io.rocekit.core.rule.Rule;

/**
 * A bench rule: the core {@link Rule} contract over {@link BenchContext} (the verdicts of the runs
 * and the NCCL logs). Its thresholds are typed; the numbers and their reasons live in
 * {@link io.rocekit.doctor.bench.judge.Thresholds}.
 */
public interface BenchRule extends Rule<BenchContext> {
}
