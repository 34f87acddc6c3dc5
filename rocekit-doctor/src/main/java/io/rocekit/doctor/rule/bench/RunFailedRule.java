package io.rocekit.doctor.rule.bench;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.bench.judge.Rocm;
import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.doctor.bench.judge.Troubleshooting;
import io.rocekit.host.bench.BenchRun;
import io.rocekit.host.bench.RunStatus;
import io.rocekit.host.parse.nccllog.IbCompletionError;
import io.rocekit.host.parse.perftest.PerftestCompletionError;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code bench.run-failed}: the benchmark itself failed and printed why (an error line and no result
 * row, or an RDMA work completion that failed during the run). A failed run is the most important thing a benchmark can say: its rows
 * are not a bandwidth figure, and the error names what broke. When NCCL reported a failed work
 * completion, the finding carries it decoded (ibv_wc_status and opcode names, vendor error) with
 * the usual causes of that status. FAIL.
 */
public final class RunFailedRule implements BenchRule {
    public static final String ID = "bench.run-failed";
    private static final int EVIDENCE_LINES = 6;
    private static final RuleInfo INFO = new RuleInfo(ID, Severity.FAIL,
            "A perftest or nccl-tests run that failed: no result rows, or an RDMA work completion failed during the "
                    + "run (decoded: ibv_wc_status, opcode, vendor error, and the status's usual causes).",
            "the run's error lines: test failures, NCCL WARN 'NET/IB : Got completion ... with error', rdma-core's "
                    + "'got completion with error' CQE dump, perftest's 'Couldn't connect' and alike",
            "fix what the error names first, then rerun; for a failed work completion the status says where "
                    + "(IBV_WC_LOC_PROT_ERR: GPU memory registration, IBV_WC_RETRY_EXC_ERR: link, peer or lossless "
                    + "class), and NCCL_DEBUG=INFO shows the transport that was chosen",
            "rdma-core libibverbs/verbs.h (enum ibv_wc_status, enum ibv_wc_opcode) and ibv_poll_cq(3) (status "
                    + "meanings); NVIDIA/nccl src/transport/net_ib.cc ('Got completion ... with error'); "
                    + "NVIDIA/nccl-tests src/common.cu ('Test NCCL failure')");

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(BenchContext context, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (RunVerdict v : context.verdicts()) {
            BenchRun run = v.run();
            if (run.status() != RunStatus.FAILED && run.status() != RunStatus.PARTIAL) {
                continue;
            }
            Optional<IbCompletionError> wc = run.errors().stream()
                    .flatMap(e -> IbCompletionError.parse(e.text()).stream()).findFirst();
            if (run.status() == RunStatus.PARTIAL && wc.isEmpty() && !PerftestCompletionError.printed(run.errors())) {
                // rows, then a cut: the status says so; a failed work completion after rows is a failed run,
                // as nccl-tests' is (its failure line makes the run failed)
                continue;
            }
            if (wc.isEmpty() && run.errors().stream().allMatch(e -> e.text().contains("NCCL WARN"))) {
                // No error line of its own: an excerpt that stops after the header is cut, not failed;
                // the run's status line says so, and a FAIL would claim what the input does not show.
                continue;
            }
            // perftest's own 'Failed status N: wr_id W syndrom 0xS', decoded the same way
            Optional<PerftestCompletionError> pc = wc.isPresent() ? Optional.empty() : PerftestCompletionError.in(run.errors());
            String title = run.test() + " failed: " + wc.map(c -> c.statusName() + " (" + c.status() + ") on "
                    + c.opcodeName() + " (" + c.opcode() + "), vendor error " + c.vendorErr() + " (0x"
                    + Long.toHexString(c.vendorErr()) + ")")
                    .orElse(run.statusReason().orElse("the run ended in an error")
                            + pc.map(p -> " (" + p.summary() + ")").orElse(""));
            List<Evidence> ev = new ArrayList<>();
            run.errors().stream().filter(e -> IbCompletionError.parse(e.text()).isPresent()).limit(1).forEach(ev::add);
            run.errors().stream().filter(e -> !ev.contains(e)).limit(EVIDENCE_LINES - ev.size()).forEach(ev::add);
            run.statusReason().ifPresent(r -> ev.add(Evidence.inFile(run.file(), r)));
            Causes c = new Causes().rocm(Rocm.in(run, v.log()));
            wc.ifPresent(w -> c.seen(w.describe()));
            wc.ifPresent(w -> fixes(w.status(), c, true));
            pc.ifPresent(p -> c.seen(p.describe()));
            pc.ifPresent(p -> fixes(p.status(), c, false));
            if (wc.isEmpty() && pc.isEmpty()) {
                c.check(PerftestCompletionError.printed(run.errors())
                        ? "a work completion failed with a status rocekit does not decode (ibv_wc_status_str() prints"
                                + " 'unknown' for statuses it has no text for): see ibv_poll_cq(3), fix it and rerun"
                        : "the run printed no result it could stand by; fix the first error above and rerun");
            }
            out.add(new Finding(ID, Severity.FAIL, title, Subjects.of(run), ev, c.remediation(), INFO.source()));
        }
        return out;
    }

    /** What to check for the usual causes of each status. */
    private static void fixes(int status, Causes c, boolean nccl) {
        switch (status) {
            case 4, 8, 10 -> c.check("GPUDirect RDMA: " + (c.rocm()
                    ? "ls /sys/kernel/mm/memory_peers/amdkfd/version (the amdgpu peer-memory client RCCL needs), or DMA-BUF"
                    : "lsmod | grep nvidia_peermem (load it with modprobe nvidia-peermem), or DMA-BUF (NCCL_DMABUF_ENABLE=1, "
                            + "open kernel modules)")
                    + (nccl ? "; rerun with NCCL_NET_GDR_LEVEL=LOC to confirm the GPU memory path is at fault"
                            : "; rerun without --use_cuda/--use_rocm: if host memory works, the GPU memory path is at fault"))
                    .table(Troubleshooting.GPU_MEMORY_REGISTRATION, Troubleshooting.ACS_P2P);
            case 12, 13, 20 -> c.check("the path to the peer: both ports ACTIVE (ibv_devinfo), the peer "
                    + "process alive, the same GID index and subnet on both hosts (show_gids), and PFC/ECN on the "
                    + "RoCE priority along the path (mlnx_qos -i IFACE)")
                    .table(Troubleshooting.ECN_PFC, Troubleshooting.DSCP_QUEUE);
            case 5 -> c.check("a flush follows an earlier error: look for the first completion error of the run");
            default -> c.check("ibv_poll_cq(3) for " + io.rocekit.host.bench.WcStatus.name(status)
                    + (nccl ? "; rerun with NCCL_DEBUG=INFO" : ""));
        }
    }
}
