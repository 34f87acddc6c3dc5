package io.rocekit.doctor.rule.bench;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.bench.judge.Rocm;
import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.doctor.bench.judge.Troubleshooting;
import io.rocekit.host.bench.NcclTestsResult;
import io.rocekit.host.bench.NcclTestsRow;
import io.rocekit.host.bench.NcclTestsRun;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code bench.wrong-results}: nccl-tests found elements with wrong values after a collective
 * ({@code #wrong} above 0 in a row, or {@code # Out of bounds values : N FAILED}). Bandwidth figures
 * of such a run mean nothing: data was corrupted on the way. FAIL.
 */
public final class WrongResultsRule implements BenchRule {
    public static final String ID = "bench.wrong-results";
    private static final RuleInfo INFO = new RuleInfo(ID, Severity.FAIL,
            "nccl-tests validated the results and found wrong elements (#wrong > 0, or Out of bounds values > 0).",
            "nccl-tests rows (#wrong columns) and the '# Out of bounds values' footer",
            "find the corrupting path: rerun with NCCL_P2P_DISABLE=1, then NCCL_NET_GDR_LEVEL=LOC, to isolate "
                    + "peer-to-peer and GPUDirect paths; check GPU memory errors (nvidia-smi -q -d ECC; on ROCm amd-smi "
                    + "metric --ecc) and ACS",
            "NVIDIA/nccl-tests src/common.cu (CheckData, '#wrong', 'Out of bounds values'); NCCL troubleshooting (ACS)");

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(BenchContext context, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (RunVerdict v : context.verdicts()) {
            if (!(v.run() instanceof NcclTestsRun run)) {
                continue;
            }
            List<NcclTestsRow> wrongRows = run.rows().stream().filter(WrongResultsRule::wrong).toList();
            long oob = run.outOfBounds().orElse(0);
            if (wrongRows.isEmpty() && oob == 0) {
                continue;
            }
            long elements = wrongRows.stream().mapToLong(r -> count(r.outOfPlace())
                    + r.inPlace().map(WrongResultsRule::count).orElse(0L)).sum();
            List<Evidence> ev = new ArrayList<>();
            wrongRows.stream().limit(4).map(NcclTestsRow::line).forEach(ev::add);
            run.outOfBoundsLine().filter(l -> oob > 0).ifPresent(ev::add);
            String title = run.test() + " returned wrong data: " + (wrongRows.isEmpty() ? oob + " size(s) out of bounds"
                    : elements + " wrong element(s) in " + wrongRows.size() + " of " + run.rows().size() + " sizes")
                    + "; its bandwidth figures are not valid";
            boolean rocm = Rocm.in(run, v.log());
            Causes c = new Causes().rocm(rocm)
                    .seen("rerun with NCCL_P2P_DISABLE=1 and then with NCCL_NET_GDR_LEVEL=LOC: the path whose removal "
                            + "clears #wrong is the corrupting one; check " + (rocm ? "amd-smi metric --ecc" : "nvidia-smi -q -d ECC")
                            + " for memory errors")
                    .table(Troubleshooting.ACS_P2P, Troubleshooting.GPU_MEMORY_REGISTRATION);
            out.add(new Finding(ID, Severity.FAIL, title, Subjects.of(run), ev, c.remediation(), INFO.source()));
        }
        return out;
    }

    private static boolean wrong(NcclTestsRow r) {
        return count(r.outOfPlace()) > 0 || r.inPlace().map(WrongResultsRule::count).orElse(0L) > 0;
    }

    private static long count(NcclTestsResult g) {
        return g.wrong().orElse(0);
    }
}
