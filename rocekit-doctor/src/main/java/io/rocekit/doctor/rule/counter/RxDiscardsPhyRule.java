package io.rocekit.doctor.rule.counter;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.parse.ethtool.NicStatistics;
import io.rocekit.host.parse.mlnxqos.QosSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * {@code nic.counter.rx-discards-phy}: packets the NIC dropped at the port for lack of receive
 * buffer ({@code rx_discards_phy}, and per priority {@code rx_prioN_discards} /
 * {@code rx_prioN_buf_discard}).
 *
 * <p>Rationale: the adapter could not drain to the host (PCIe or host congestion) or PFC is not
 * protecting the traffic. A drop on a PFC-enabled priority means the lossless class lost packets:
 * headroom or PFC is misconfigured, and RoCE will retransmit (go-back-N).
 */
public final class RxDiscardsPhyRule implements Rule {
    public static final String ID = "nic.counter.rx-discards-phy";
    private static final Pattern PRIO = Pattern.compile("rx_prio(\\d)_(?:discards|buf_discard)");
    private static final String REFERENCE = CounterSupport.DOC + "; mlnx_qos --help (--pfc: a comma-separated "
            + "0/1 list for priorities 0..7)" + "; Linux commit 827a8cb2dd2b 'net/mlx5e: Add discard "
            + "counters per priority' (an increasing count means the adapter is congested and cannot absorb the traffic)";

    /** The 8-value list mlnx_qos --pfc takes: the priorities already on, plus {@code prio}. */
    static String pfcWith(Set<Integer> on, int prio) {
        StringBuilder sb = new StringBuilder();
        for (int p = 0; p < 8; p++) {
            sb.append(p == 0 ? "" : ",").append(on.contains(p) || p == prio ? 1 : 0);
        }
        return sb.toString();
    }

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "The NIC dropped received packets at the port for lack of buffer: rx_discards_phy or rx_prioN_discards / "
                        + "rx_prioN_buf_discard above zero (WARN); on a priority with PFC enabled, the lossless class "
                        + "lost packets (FAIL).",
                "ethtool -S IFACE (rx_discards_phy, rx_prio*_discards, rx_prio*_buf_discard); mlnx_qos -i IFACE (PFC)",
                "Enable PFC on the RoCE priority at both ends (`mlnx_qos -i IFACE --pfc 0,0,0,1,0,0,0,0`: one 0/1 per "
                        + "priority 0..7, here priority 3); give it headroom (`mlnx_qos --cable_len`, buffer sizes); "
                        + "check PCIe (pcie.link-degraded, outbound_pci_stalled_*) if the host cannot drain.",
                REFERENCE);
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        Set<Integer> pfc = evidence.all(QosSettings.class).stream().map(ParsedArtifact::model)
                .flatMap(q -> q.pfc().stream()).flatMap(p -> p.enabledPriorities().stream()).collect(Collectors.toSet());
        // without mlnx_qos the NIC's PFC priorities are unknown: a '--pfc' list would switch off whatever is on
        boolean pfcKnown = evidence.all(QosSettings.class).stream().anyMatch(q -> q.model().pfc().isPresent());
        List<Finding> out = new ArrayList<>();
        List<ParsedArtifact<NicStatistics>> stats = evidence.all(NicStatistics.class);
        for (CounterSupport.Stat s : CounterSupport.stats(stats, "rx_discards_phy")) {
            if (s.counter().value() > 0) {
                out.add(new Finding(ID, Severity.WARN, "rx_discards_phy " + s.counter().value()
                        + ": the NIC dropped packets at the port for lack of buffer", CounterSupport.iface(s.artifact()),
                        List.of(s.evidence(), Evidence.value(CounterSupport.CUMULATIVE)),
                        List.of("ethtool -S " + CounterSupport.ifaceArg(s.artifact())
                                        + " | grep -E 'prio._(pause|discards|buf_discard)'   # which priority",
                                "mlnx_qos -i " + CounterSupport.ifaceArg(s.artifact()) + "   # is PFC on for that priority?"),
                        REFERENCE));
            }
        }
        for (CounterSupport.Stat s : CounterSupport.stats(stats, "rx_prio\\d_(?:discards|buf_discard)")) {
            if (s.counter().value() == 0) {
                continue;
            }
            Matcher m = PRIO.matcher(s.counter().name());
            int prio = m.matches() ? Integer.parseInt(m.group(1)) : -1;
            boolean lossless = pfc.contains(prio);
            out.add(new Finding(ID, lossless ? Severity.FAIL : Severity.WARN,
                    s.counter().name() + " " + s.counter().value() + (lossless ? ": drops on lossless priority " + prio
                            + " (PFC is on)" : ": drops on priority " + prio),
                    CounterSupport.iface(s.artifact()), List.of(s.evidence(), Evidence.value(CounterSupport.CUMULATIVE)),
                    List.of(lossless ? "mlnx_qos -i " + CounterSupport.ifaceArg(s.artifact())
                                    + " --cable_len <m>; check the receive buffer of priority " + prio
                                    + " exceeds its xoff (mlnx_qos --buffer_size)"
                                    : !pfcKnown ? "mlnx_qos -i " + CounterSupport.ifaceArg(s.artifact())
                                            + "   # which priorities have PFC; if priority " + prio + " carries RoCE, add it to"
                                            + " that list with --pfc (one 0/1 per priority 0..7, all eight given)"
                                    : "mlnx_qos -i " + CounterSupport.ifaceArg(s.artifact()) + " --pfc " + pfcWith(pfc, prio)
                                            + "   # PFC on priority " + prio + " too, if it carries RoCE (keeps "
                                            + (pfc.isEmpty() ? "none" : "priorities " + new java.util.TreeSet<>(pfc))
                                            + " on); --pfc takes one 0/1 per priority 0..7"),
                    REFERENCE));
        }
        return out;
    }
}
