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
 * {@code monitor.lossless-drops}: drops rising where RoCE expects none: per-priority discards on
 * the lossless priority (FAIL: PFC is not protecting it), port discards for a full receive buffer,
 * and out-of-buffer drops (an RDMA receive queue or an Ethernet ring with nothing posted).
 */
public final class LosslessDropRule implements MonitorRule {
    public static final String ID = "monitor.lossless-drops";
    static final Threshold PRIORITIES = new Threshold("priorities", 8, Unit.PRIORITIES,
            "the PFC-protected (lossless) priorities, e.g. 3,4 for a second lossless class (3 in NVIDIA's RoCE "
                    + "configuration guides)").between(1, 255);
    static final Threshold MIN = new Threshold("minRate", 1, Unit.PER_SECOND,
            "drops per second from which a rising counter is reported. rocekit's own default, not a vendor figure");

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "Drops rising: per-priority buffer/congestion discards on the lossless priority (FAIL), port receive "
                        + "discards for a full NIC buffer (rx_discards_phy, WARN), RDMA out_of_buffer and Ethernet "
                        + "rx_out_of_buffer (WARN).",
                "rates of ethtool -S rx_prioN_buf_discard / rx_prioN_cong_discard / rx_prioN_discards / rx_discards_phy"
                        + " / rx_out_of_buffer and hw_counters out_of_buffer",
                "Discards on the lossless priority: PFC is off or its headroom too small on this priority (mlnx_qos -i IF "
                        + "--pfc, buffer sizes); out_of_buffer: the application posts receives too slowly.",
                "rocekit's own limits (minRate 1/s is a default, not a vendor figure: set yours with --set); "
                        + RateText.COUNTERS_DOC);
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(PRIORITIES, MIN);
    }

    @Override
    public List<Finding> check(SampleRates rates, Limits limits) {
        List<Finding> out = new ArrayList<>();
        double min = limits.get(MIN);
        List<Integer> lossless = Unit.priorities(limits.get(PRIORITIES));
        for (PortRates p : rates.ports()) {
            for (int prio : lossless) {
                drops(p, rates, prio, min, out);
            }
            rising(p, rates, "rx_discards_phy", min, "Receive discards at the port: the NIC buffer was full", out,
                    "Check pause frames: without PFC on the RoCE priority a full buffer drops");
            rising(p, rates, "rx_out_of_buffer", min, "Ethernet receive rings empty (rx_out_of_buffer): the host is too slow",
                    out, "Check IRQ affinity and CPU load of the NIC's NUMA node; grow rings (ethtool -G)");
            var oobFile = p.hw("out_of_buffer"); // bnxt_re: rx_out_of_buffer
            CounterRate oob = oobFile.map(java.util.Map.Entry::getValue).orElse(null);
            if (oob != null && oob.perSecond() >= min) {
                out.add(finding(p, rates, oobFile.get().getKey(), oob, Severity.WARN, "RDMA receive queue empty "
                        + RateText.perSecond(oob.perSecond()) + "/s (out_of_buffer): the application posts receives too slowly",
                        "Raise the receive queue depth or SRQ size of the application (NCCL: more channels or buffers)"));
            }
        }
        return out;
    }

    private static void drops(PortRates p, SampleRates rates, int prio, double min, List<Finding> out) {
        for (String kind : List.of("buf_discard", "cong_discard", "discards")) {
            String name = "rx_prio" + prio + "_" + kind;
            p.netdev().flatMap(n -> java.util.Optional.ofNullable(n.ethtool().get(name))).ifPresent(r -> {
                if (r.perSecond() >= min) {
                    out.add(finding(p, rates, name, r, Severity.FAIL, "Drops on the lossless priority " + prio
                            + " (" + name + " " + RateText.perSecond(r.perSecond()) + "/s): PFC is not protecting it",
                            "mlnx_qos -i " + p.port().netdev().orElse("IF") + "   # pfc enabled on " + prio
                                    + "? buffer sizes and headroom"));
                }
            });
        }
    }

    private static void rising(PortRates p, SampleRates rates, String name, double min, String title, List<Finding> out,
            String fix) {
        p.netdev().flatMap(n -> java.util.Optional.ofNullable(n.ethtool().get(name))).ifPresent(r -> {
            if (r.perSecond() >= min) {
                out.add(finding(p, rates, name, r, Severity.WARN, title + " (" + RateText.perSecond(r.perSecond()) + "/s)", fix));
            }
        });
    }

    private static Finding finding(PortRates p, SampleRates rates, String name, CounterRate r, Severity s, String title,
            String fix) {
        return new Finding(ID, s, title, RateText.subject(p), List.of(RateText.evidence(RateText.where(p, name), name, r, rates)),
                List.of(fix), RateText.COUNTERS_DOC);
    }

    @Override
    public List<PromAlert> alerts(Limits limits) {
        double min = limits.get(MIN);
        String prio = PromQl.priorities(limits.get(PRIORITIES));
        String by = " by (instance, device, port, netdev, priority) ";
        return List.of(
                new PromAlert("RoceLosslessPriorityDrops", "max" + by + "(rate(rocekit_ethtool_priority_buffer_discards_total{"
                        + prio + "}[5m])) >= " + min + " or max" + by + "(rate(rocekit_ethtool_priority_congestion_discards_total{"
                        + prio + "}[5m])) >= " + min + " or max" + by + "(rate(rocekit_ethtool_priority_discards_total{"
                        + prio + "}[5m])) >= " + min,
                        "2m", Severity.FAIL, "{{ $labels.instance }} {{ $labels.netdev }} drops on lossless priority "
                                + "{{ $labels.priority }}"),
                new PromAlert("RoceReceiveDiscards", "max by (instance, device, port, netdev) "
                        + "(rate(rocekit_ethtool_discards_phy_received_total[5m])) >= " + min,
                        "5m", Severity.WARN, "{{ $labels.instance }} {{ $labels.netdev }} drops at the port: NIC buffer full"),
                new PromAlert("RoceRdmaOutOfBuffer", "max by (instance, device, port) ("
                        + PromQl.hwRate("out_of_buffer", "", "5m") + ") >= " + min,
                        "5m", Severity.WARN, "{{ $labels.instance }} {{ $labels.device }}/{{ $labels.port }} RDMA receive "
                                + "queue empty"),
                new PromAlert("RoceEthernetOutOfBuffer", "max by (instance, device, port, netdev) "
                        + "(rate(rocekit_ethtool_out_of_buffer_total[5m])) >= " + min,
                        "5m", Severity.WARN, "{{ $labels.instance }} {{ $labels.netdev }} receive rings empty: host too slow"));
    }
}
