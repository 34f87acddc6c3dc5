package io.rocekit.doctor.rule.bench;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.bench.judge.Rocm;
import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.host.bench.NcclTestsDevice;
import io.rocekit.host.bench.NcclTestsRun;
import io.rocekit.host.bench.RunStatus;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code bench.single-rank}: an nccl-tests run where every process formed a communicator of its
 * own: busbw 0.00 on every row while algbw is not, or several device lines claiming rank 0. The
 * classic cause is launching with mpirun a binary built without {@code MPI=1} ("Avg bus bandwidth
 * = 0"). WARN: the run measured nothing about the network.
 */
public final class SingleRankRule implements BenchRule {
    public static final String ID = "bench.single-rank";
    private static final RuleInfo INFO = new RuleInfo(ID, Severity.WARN,
            "An nccl-tests run in which every process ran alone (busbw 0 on every row, or several processes printing "
                    + "Rank 0), or a single rank: it measured no communication.",
            "nccl-tests device lines and rows",
            "rebuild nccl-tests with MPI support (make MPI=1 MPI_HOME=...) before launching it with mpirun, or run one "
                    + "process with -g <GPUs> on a single node",
            "NVIDIA/nccl-tests README (MPI=1 build for multi-process runs); nccl-tests issues #107, #294");

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(BenchContext context, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (RunVerdict v : context.verdicts()) {
            if (!(v.run() instanceof NcclTestsRun run) || run.status() == RunStatus.FAILED) {
                continue;
            }
            boolean zero = run.rows().stream().allMatch(r -> r.outOfPlace().busBwGBps() == 0.0)
                    && run.rows().stream().anyMatch(r -> r.outOfPlace().algBwGBps() > 0.0);
            if (!zero && !run.duplicateRanks()) {
                continue;
            }
            List<Evidence> ev = new ArrayList<>();
            if (run.duplicateRanks()) {
                run.devices().stream().filter(d -> d.rank() == 0).limit(3).map(NcclTestsDevice::line).forEach(ev::add);
            }
            run.rows().stream().filter(r -> r.outOfPlace().algBwGBps() > 0).findFirst().ifPresent(r -> ev.add(r.line()));
            run.avgLine().ifPresent(ev::add);
            boolean oneDevice = run.devices().size() == 1;
            String title = oneDevice
                    ? run.test() + ": a single rank (one device line, busbw 0.00 on every row): nothing was communicated"
                    : run.test() + ": every process ran alone (" + (run.duplicateRanks() ? "several processes are rank 0"
                            : "busbw 0.00 on every row") + "): nccl-tests was built without MPI=1, nothing was communicated";
            Causes c = new Causes().rocm(Rocm.in(run, v.log()));
            if (oneDevice) {
                c.seen("a 1-rank communicator moves no data (busbw = algbw x 0): run one process with -g <GPUs>, or "
                        + "several processes with mpirun and a build with MPI=1");
            } else {
                // rccl-tests builds against HIP and RCCL (ROCm/rccl-tests README, "Build"), nccl-tests against CUDA and NCCL
                c.seen("rebuild: make MPI=1 MPI_HOME=<path> " + (c.rocm() ? "HIP_HOME=<path> NCCL_HOME=<path to RCCL>"
                        : "CUDA_HOME=<path> NCCL_HOME=<path>") + ", then relaunch with mpirun; on one node, one process with "
                        + "-g <GPUs> needs no MPI");
            }
            out.add(new Finding(ID, Severity.WARN, title, Subjects.of(run), ev, c.remediation(), INFO.source()));
        }
        return out;
    }
}
