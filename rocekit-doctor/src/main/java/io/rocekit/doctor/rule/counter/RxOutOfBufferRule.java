package io.rocekit.doctor.rule.counter;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Threshold;
import io.rocekit.core.unit.Unit;
import io.rocekit.doctor.rule.Devices;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.parse.ethtool.NicStatistics;
import io.rocekit.host.parse.hwcounters.RdmaCounters;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code nic.counter.rx-out-of-buffer}: packets dropped because a receive queue had no buffer
 * posted: {@code rx_out_of_buffer} (Ethernet RQs, ethtool -S) or {@code out_of_buffer} (RDMA RQs,
 * hw_counters).
 *
 * <p>Rationale: this is the host not keeping up (IRQ/NAPI starvation, a small ring, an
 * application that posts receives too slowly), not the network: the fix is on the host.
 */
public final class RxOutOfBufferRule implements Rule {
    public static final String ID = "nic.counter.rx-out-of-buffer";
    public static final long DEFAULT_MIN_COUNT = 1;

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "Receive queues ran out of posted buffers: rx_out_of_buffer (Ethernet, ethtool -S) or out_of_buffer "
                        + "(RDMA, hw_counters) above zero. The host is too slow to refill its queues; the network is not at fault.",
                "ethtool -S IFACE (rx_out_of_buffer); hw_counters listing, show_counters or rdma statistic (out_of_buffer)",
                "Ethernet: larger rings (`ethtool -G IFACE rx 8192`), IRQs on NUMA-local cores, irqbalance off. RDMA: "
                        + "post receives earlier/more (larger SRQ or receive queue depth) in the application.",
                CounterSupport.DOC);
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(MIN_COUNT);
    }

    /** Smallest count reported. */
    public static final Threshold MIN_COUNT = new Threshold("minCount", DEFAULT_MIN_COUNT, Unit.COUNT,
            "Smallest count reported (the counter is cumulative since the driver loaded).");

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (CounterSupport.Stat s : CounterSupport.stats(evidence.all(NicStatistics.class), "rx_out_of_buffer")) {
            if (s.counter().value() >= limits.get(MIN_COUNT)) {
                out.add(new Finding(ID, Severity.WARN,
                        "rx_out_of_buffer " + s.counter().value() + ": Ethernet receive queues ran dry (host too slow)",
                        CounterSupport.iface(s.artifact()), List.of(s.evidence(), Evidence.value(CounterSupport.CUMULATIVE)),
                        List.of("ethtool -g " + CounterSupport.ifaceArg(s.artifact()) + "; ethtool -G "
                                + CounterSupport.ifaceArg(s.artifact()) + " rx <max>   # larger receive ring",
                                "check host.irq-affinity: mlx5 IRQs on NUMA-local cores, irqbalance stopped"),
                        CounterSupport.DOC));
            }
        }
        for (CounterSupport.Hw h : CounterSupport.hw(evidence.all(RdmaCounters.class), "out_of_buffer")) {
            if (h.counter().value() >= limits.get(MIN_COUNT)) {
                out.add(new Finding(ID, Severity.WARN,
                        "out_of_buffer " + h.counter().value() + ": RDMA receive queues had no WQE posted (RNR-like drops)",
                        h.where(), List.of(h.evidence(), Evidence.value(CounterSupport.CUMULATIVE)),
                        List.of("Application: post receive WQEs ahead of traffic (deeper RQ/SRQ); check rnr_nak_retry_err",
                                "rdma statistic show link " + Devices.dev(h.counter().device().or(() -> Devices.rdmaDeviceOfFile(h.artifact().file()))) + "/1   # watch it rise"),
                        CounterSupport.DOC));
            }
        }
        return out;
    }
}
