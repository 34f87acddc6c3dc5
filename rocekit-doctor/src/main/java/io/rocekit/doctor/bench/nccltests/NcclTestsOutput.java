package io.rocekit.doctor.bench.nccltests;

import io.rocekit.doctor.bench.model.NcclTestsRun;
import java.util.List;

/**
 * Every nccl-tests run in one file (a script may run several tests; processes of a build without
 * MPI each print their own header).
 *
 * @param runs the runs in print order
 */
public record NcclTestsOutput(List<NcclTestsRun> runs) {
    public NcclTestsOutput {
        runs = List.copyOf(runs);
    }
}
