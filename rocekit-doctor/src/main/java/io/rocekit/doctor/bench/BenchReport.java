package io.rocekit.doctor.bench;

import io.rocekit.core.finding.Finding;
import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.doctor.bench.rate.PortRate;
import io.rocekit.host.bench.NcclLog;
import java.util.List;

/**
 * The result of {@link BenchAnalysis#analyze}: one verdict per run, the NCCL logs, the port rates
 * found, the side-by-side comparisons and the findings in report order.
 *
 * @param verdicts    per run, in input order
 * @param logs        NCCL logs with something to say
 * @param ports       port rates from ibv_devinfo / ibstat inputs
 * @param comparisons runs of the same test side by side
 * @param findings    in report order (most severe first)
 * @param ignored     inputs that hold no benchmark output, log or port rate
 */
public record BenchReport(
        List<RunVerdict> verdicts,
        List<NcclLog> logs,
        List<PortRate> ports,
        List<Comparison> comparisons,
        List<Finding> findings,
        List<String> ignored) {
    public BenchReport {
        verdicts = List.copyOf(verdicts);
        logs = List.copyOf(logs);
        ports = List.copyOf(ports);
        comparisons = List.copyOf(comparisons);
        findings = List.copyOf(findings);
        ignored = List.copyOf(ignored);
    }
}
