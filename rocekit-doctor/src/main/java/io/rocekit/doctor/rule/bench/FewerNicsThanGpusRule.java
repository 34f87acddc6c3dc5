package io.rocekit.doctor.rule.bench;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.bench.judge.Troubleshooting;
import io.rocekit.host.bench.NcclLog;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * {@code nccl.fewer-nics-than-gpus}: the NICs NCCL lists in {@code NET/IB : Using [...]} are fewer
 * than the GPUs one node runs (the highest CUDA device index in the line prefixes, or the
 * {@code cudaDev} of {@code ncclCommInitRank}, plus one). GPUs then share NICs and each gets a
 * fraction of a NIC's line rate. WARN.
 */
public final class FewerNicsThanGpusRule implements BenchRule {
    public static final String ID = "nccl.fewer-nics-than-gpus";
    private static final RuleInfo INFO = new RuleInfo(ID, Severity.WARN,
            "NCCL uses fewer NICs than the node has GPUs (NET/IB : Using lists N devices while GPUs up to cudaDev M-1 "
                    + "take part): GPUs share NICs and get a fraction of line rate each.",
            "NCCL_DEBUG=INFO lines: NET/IB : Using [...], the [cudaDev] of line prefixes, ncclCommInitRank ... cudaDev",
            "give every GPU its own NIC (rail-optimised: one 400G NIC per H100/H200), check that all NIC ports are up and "
                    + "that NCCL_IB_HCA does not exclude any",
            "NCCL documentation (NCCL_IB_HCA); NVIDIA DGX H100 User Guide (8 GPUs, 8 ConnectX-7 400 Gb/s compute ports: one NIC "
                    + "per GPU)");

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(BenchContext context, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (NcclLog log : context.logs()) {
            OptionalInt gpus = log.gpusPerNode();
            int nics = log.netDevices().size();
            if (nics == 0 || gpus.isEmpty() || gpus.getAsInt() < 2 || nics >= gpus.getAsInt()) {
                continue;
            }
            List<Evidence> ev = new ArrayList<>();
            log.netUsingLine().ifPresent(ev::add);
            ev.add(Evidence.value(nics + " NIC(s) listed; GPUs per node >= " + gpus.getAsInt()
                    + " (highest CUDA device index seen + 1)"));
            String title = "NCCL uses " + nics + " NIC(s) for " + gpus.getAsInt() + " GPUs per node: "
                    + (gpus.getAsInt() % nics == 0 ? gpus.getAsInt() / nics + " GPUs share each NIC" : "GPUs share NICs")
                    + ", so each GPU gets at most " + String.format(java.util.Locale.ROOT, "%.0f", 100.0 * nics / gpus.getAsInt())
                    + " % of a NIC's line rate";
            Causes c = new Causes();
            if (log.env().containsKey("NCCL_IB_HCA")) {
                c.seen(log.env().get("NCCL_IB_HCA").text() + ": NCCL_IB_HCA limits NCCL to the NICs it names");
            }
            c.seen("list the RDMA ports and their state (ibv_devinfo, ibdev2netdev): NICs that are down or lack a RoCEv2 "
                    + "GID are not listed by NCCL");
            c.table(Troubleshooting.ACS_P2P);
            out.add(new Finding(ID, Severity.WARN, title, Subjects.of(log), ev, c.remediation(), INFO.source()));
        }
        return out;
    }
}
