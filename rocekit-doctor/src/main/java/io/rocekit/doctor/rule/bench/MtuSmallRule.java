package io.rocekit.doctor.rule.bench;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Quantities;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Threshold;
import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.doctor.bench.judge.Thresholds;
import io.rocekit.host.bench.BenchRun;
import io.rocekit.host.bench.PerftestBwRun;
import io.rocekit.host.bench.PerftestHeader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code perftest.mtu-small}: the MTU a perftest QP ran with ({@code Mtu : 1024[B]}) is below 4096.
 * perftest uses the port's active MTU unless told otherwise, and on RoCE the active MTU is the
 * largest IB MTU that fits the interface MTU: 1024 behind a 1500-byte interface. Every packet then
 * carries a quarter of the payload for the same headers: goodput is capped at
 * {@code mtu / (mtu + 82)} of line rate (92.6 % at 1024, 98.0 % at 4096). WARN. Bandwidth runs
 * only: a goodput ceiling says nothing about a latency run (ib_*_lat), whose figure is the time of
 * one message, most of them smaller than any MTU.
 */
public final class MtuSmallRule implements BenchRule {
    public static final String ID = "perftest.mtu-small";
    private static final RuleInfo INFO = new RuleInfo(ID, Severity.WARN,
            "The MTU a perftest bandwidth run used (header 'Mtu') is below 4096 B: on RoCE the interface MTU is below "
                    + "4200, and RDMA goodput is capped lower (92.6 % of line rate at 1024 B against 98.0 % at 4096 B). "
                    + "Latency runs (ib_*_lat) are not judged: a goodput ceiling is not a latency figure.",
            "perftest header line 'Mtu : N[B]' and 'Link type'",
            "set the interface MTU to 9000 (at least 4200) on both hosts and every switch port on the path, so the RoCE "
                    + "active MTU becomes 4096 (ibv_devinfo active_mtu); rerun perftest (optionally -m 4096)",
            "IBTA Annex A17 (RoCEv2 path MTU = IB MTU that fits the Ethernet MTU); "
                    + "IBTA Vol 1 (RoCE path MTU 256..4096); IBTA Annex A17 (RoCEv2 headers); docs/bench.md (protocol ceiling)");

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(Thresholds.MIN_MTU);
    }

    @Override
    public List<Finding> check(BenchContext context, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (RunVerdict v : context.verdicts()) {
            Optional<PerftestHeader> header = header(v.run());
            if (header.isEmpty() || header.get().mtuBytes().isEmpty()) {
                continue;
            }
            int mtu = header.get().mtuBytes().getAsInt();
            if (mtu >= limits.get(Thresholds.MIN_MTU)) {
                continue;
            }
            boolean roce = header.get().roce();
            double ceiling = Thresholds.protocolCeiling(mtu, roce);
            List<Evidence> ev = new ArrayList<>();
            header.get().lineOf("Mtu").ifPresent(ev::add);
            header.get().lineOf("Link type").ifPresent(ev::add);
            ev.add(Evidence.value(String.format(Locale.ROOT, "goodput ceiling %d / (%d + %d) = %s of line rate (%s at 4096)",
                    mtu, mtu, roce ? Thresholds.ROCE_OVERHEAD_BYTES : Thresholds.IB_OVERHEAD_BYTES, Quantities.percent(ceiling),
                    Quantities.percent(Thresholds.protocolCeiling(4096, roce)))));
            String title = String.format(Locale.ROOT, "%s ran with MTU %d B%s: RDMA goodput is capped at %s of line rate",
                    v.run().test(), mtu, roce ? " on RoCE (interface MTU below 4200)" : "", Quantities.percent(ceiling));
            Causes c = new Causes();
            if (roce) {
                c.seen("RoCE's active MTU follows the interface: ip link set dev <iface> mtu 9000 on both hosts (and the "
                        + "switch ports), then check ibv_devinfo shows active_mtu 4096");
            } else {
                c.seen("InfiniBand MTU is set by the subnet manager and the port: check ibv_devinfo active_mtu and the "
                        + "partition's MTU in the SM configuration");
            }
            out.add(new Finding(ID, Severity.WARN, title, Subjects.of(v.run()), ev, c.remediation(), INFO.source()));
        }
        return out;
    }

    /** The header of a bandwidth run; a latency run has no goodput to cap. */
    private static Optional<PerftestHeader> header(BenchRun run) {
        return run instanceof PerftestBwRun b ? Optional.of(b.header()) : Optional.empty();
    }
}
