package io.rocekit.monitor.alert;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Threshold;
import io.rocekit.core.unit.Unit;
import io.rocekit.monitor.rate.CounterRate;
import io.rocekit.monitor.rate.PortRates;
import io.rocekit.monitor.rate.SampleRates;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code monitor.cnp-without-ecn}: the DCQCN loop broken at the notification point. A receiver
 * sends CNPs ({@code np_cnp_sent}) only for RoCE packets that arrived ECN-marked
 * ({@code np_ecn_marked_roce_packets}); CNPs without marks mean the counters disagree about the
 * priority being watched (CNPs for another class) and marks without CNPs mean the notification
 * point is disabled for the marked priority, so senders never slow down and queues fill to PFC.
 */
public final class CnpWithoutEcnRule implements MonitorRule {
    public static final String ID = "monitor.cnp-without-ecn";
    static final Threshold MIN = new Threshold("minRate", 1, Unit.PER_SECOND,
            "CNPs (or ECN marks) per second below which the other side's silence is not judged. rocekit's own default, not a vendor figure");

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "On a RoCE port, CNPs sent while no ECN-marked packets arrive, or ECN-marked packets arriving while no "
                        + "CNP is sent (the notification point disabled for that priority): DCQCN cannot work.",
                "rates of hw_counters np_cnp_sent and np_ecn_marked_roce_packets",
                "Enable the notification point on the RoCE priority (/sys/class/net/IF/ecn/roce_np/enable/PRIO = 1, or "
                        + "mlxconfig ROCE_CC_PRIO_MASK) and mark ECN on the same priority on the switch.",
                "rocekit's own limit (1/s is a default, not a vendor figure); " + RateText.COUNTERS_DOC
                        + "; NVIDIA DCQCN documentation (ecn/roce_np)");
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(MIN);
    }

    @Override
    public List<Finding> check(SampleRates rates, Limits limits) {
        List<Finding> out = new ArrayList<>();
        double min = limits.get(MIN);
        for (PortRates p : rates.ports()) {
            var cnpFile = p.hw("np_cnp_sent");
            var ecnFile = p.hw("np_ecn_marked_roce_packets");
            if (cnpFile.isEmpty() || ecnFile.isEmpty()) {
                continue; // the DCQCN counters are absent: nothing to judge
            }
            CounterRate cnp = cnpFile.get().getValue();
            CounterRate ecn = ecnFile.get().getValue();
            String cnpName = cnpFile.get().getKey();
            String ecnName = ecnFile.get().getKey();
            if (cnp.perSecond() >= min && ecn.delta().increase() == 0) {
                out.add(new Finding(ID, Severity.WARN, "CNPs sent (" + RateText.perSecond(cnp.perSecond())
                        + "/s) while no ECN-marked RoCE packet arrived", RateText.subject(p),
                        List.of(RateText.evidence("hw_counters", cnpName, cnp, rates),
                                RateText.evidence("hw_counters", ecnName, ecn, rates)),
                        List.of("Check which priority the switch marks and which the NIC watches (mlnx_qos -i IF; "
                                + "cat /sys/class/net/IF/ecn/roce_np/enable/*)"),
                        info().source()));
            } else if (ecn.perSecond() >= min && cnp.delta().increase() == 0) {
                out.add(new Finding(ID, Severity.WARN, "ECN-marked RoCE packets arrive ("
                        + RateText.perSecond(ecn.perSecond()) + "/s) but no CNP is sent: the notification point is off "
                        + "for that priority", RateText.subject(p),
                        List.of(RateText.evidence("hw_counters", ecnName, ecn, rates),
                                RateText.evidence("hw_counters", cnpName, cnp, rates)),
                        List.of("cat /sys/class/net/IF/ecn/roce_np/enable/*   # 1 on the RoCE priority",
                                "echo 1 | sudo tee /sys/class/net/IF/ecn/roce_np/enable/3   # if 3 is the RoCE priority"),
                        info().source()));
            }
        }
        return out;
    }

    @Override
    public List<PromAlert> alerts(Limits limits) {
        double min = limits.get(MIN);
        // mlx5 np_cnp_sent, else irdma cnpSent or bnxt_re tx_cnp_pkts (and the ECN marks alike), per port
        String cnp = PromQl.hwRate("np_cnp_sent", "", "5m");
        String ecn = PromQl.hwRate("np_ecn_marked_roce_packets", "", "5m");
        String by = "max by (instance, device, port) ";
        // matched per node and port: an idle node's zero marks must not meet a busy node's CNPs
        String on = " and on (instance, device, port) ";
        return List.of(
                new PromAlert("RoceCnpWithoutEcn", by + "(" + cnp + ") >= " + min + on + by + "(" + ecn + ") == 0", "5m",
                        Severity.WARN, "{{ $labels.instance }} {{ $labels.device }}/{{ $labels.port }} sends CNPs without "
                                + "ECN-marked packets"),
                new PromAlert("RoceEcnWithoutCnp", by + "(" + ecn + ") >= " + min + on + by + "(" + cnp + ") == 0", "5m",
                        Severity.WARN, "{{ $labels.instance }} {{ $labels.device }}/{{ $labels.port }} receives ECN marks "
                                + "but sends no CNP"));
    }
}
