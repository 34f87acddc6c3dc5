package io.rocekit.host.parse.nccltests;

import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.bench.NcclTestsRun;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Every nccl-tests run in one text (a script may run several tests; processes of a build without
 * MPI each print their own header), and the NCCL_DEBUG=INFO lines interleaved with them.
 *
 * @param runs the runs in print order
 * @param log  what the interleaved NCCL log lines say, when there are any
 */
public record NcclTestsOutput(List<NcclTestsRun> runs, Optional<NcclLog> log) {
    public NcclTestsOutput {
        runs = List.copyOf(runs);
        Objects.requireNonNull(log, "log");
    }
}
