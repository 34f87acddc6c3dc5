package io.rocekit.doctor.rule.bench;

import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.bench.NcclTestsRun;
import java.util.List;

/**
 * What the bench rules look at.
 *
 * @param verdicts one per run
 * @param logs     the NCCL logs
 */
public record BenchContext(List<RunVerdict> verdicts, List<NcclLog> logs) {
    public BenchContext {
        verdicts = List.copyOf(verdicts);
        logs = List.copyOf(logs);
    }

    /**
     * Hosts taking part in what a log describes: those its line prefixes show, or those the
     * nccl-tests device lines of the same file list, whichever is more.
     */
    public int hosts(NcclLog log) {
        int fromTests = verdicts.stream().map(RunVerdict::run)
                .filter(r -> r instanceof NcclTestsRun && r.file().equals(log.file()))
                .mapToInt(r -> ((NcclTestsRun) r).hostCount()).max().orElse(0);
        return Math.max(fromTests, log.hostCount());
    }
}
