package io.rocekit.doctor.rule.counter;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.Devices;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.parse.hwcounters.RdmaCounters;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code nic.counter.retransmission}: RDMA transport loss and recovery: {@code local_ack_timeout_err}
 * (the retransmit timer expired: severe loss or a dead peer), {@code packet_seq_err} and
 * {@code implied_nak_seq_err} (the responder saw a gap), {@code out_of_sequence},
 * {@code duplicate_request}, {@code rnr_nak_retry_err}, {@code roce_adp_retrans}.
 *
 * <p>Rationale: on a lossless RoCE fabric these stay at zero; any rise means packets were lost
 * (PFC not protecting the class, a bad link) or a receiver stalled. Each timeout costs a whole
 * retransmission timeout (NCCL_IB_TIMEOUT), so it is the most expensive.
 */
public final class RetransmissionRule implements Rule {
    public static final String ID = "nic.counter.retransmission";
    private static final List<String> LOSS = List.of("local_ack_timeout_err", "packet_seq_err", "implied_nak_seq_err",
            "out_of_sequence", "duplicate_request", "rnr_nak_retry_err", "roce_adp_retrans", "roce_adp_retrans_to");

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "RDMA transport loss and retransmission counters above zero: local_ack_timeout_err, packet_seq_err, "
                        + "implied_nak_seq_err, out_of_sequence, duplicate_request, rnr_nak_retry_err, roce_adp_retrans(_to).",
                "hw_counters listing, show_counters or rdma statistic",
                "Find where packets are lost: rx_discards_phy/rx_prio*_discards on both ends, PFC on the RoCE priority, "
                        + "switch drop counters, link errors (rx_crc_errors_phy, symbol errors); rnr_nak_retry_err means a "
                        + "receiver not posting buffers.",
                CounterSupport.DOC);
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (ParsedArtifact<RdmaCounters> a : evidence.all(RdmaCounters.class)) {
            Map<String, List<RdmaCounters.Counter>> byPort = new LinkedHashMap<>();
            for (RdmaCounters.Counter c : a.model().counters()) {
                if (LOSS.contains(c.name()) && c.value() > 0) {
                    byPort.computeIfAbsent(c.where(), k -> new ArrayList<>()).add(c);
                }
            }
            for (Map.Entry<String, List<RdmaCounters.Counter>> e : byPort.entrySet()) {
                List<Evidence> ev = new ArrayList<>();
                List<String> parts = new ArrayList<>();
                for (RdmaCounters.Counter c : e.getValue()) {
                    ev.add(a.evidence(c.line()));
                    parts.add(c.name() + " " + c.value());
                }
                ev.add(Evidence.value(CounterSupport.CUMULATIVE));
                boolean timeouts = e.getValue().stream().anyMatch(c -> c.name().equals("local_ack_timeout_err"));
                String dev = Devices.dev(Devices.rdmaDeviceOfPort(e.getKey()).or(() -> Devices.rdmaDeviceOfFile(a.file())));
                String netdev = Devices.netdevOfRdma(Devices.nicOf(evidence, dev), dev);
                out.add(new Finding(ID, Severity.WARN,
                        (timeouts ? "Transport timeouts and retransmissions: " : "Retransmissions: ") + String.join(", ", parts),
                        e.getKey().isEmpty() ? "RDMA port of " + a.file() : e.getKey(), ev,
                        List.of("ethtool -S " + netdev + " | grep -E 'discard|out_of_buffer|pause|crc'   # where packets are lost",
                                "Check PFC on the RoCE priority (nic.pfc-priority) and the switch's drop counters"),
                        CounterSupport.DOC));
            }
        }
        return out;
    }
}
