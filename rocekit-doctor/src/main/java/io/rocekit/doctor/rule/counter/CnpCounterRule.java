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
import io.rocekit.host.topology.Nic;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code nic.counter.cnp}: DCQCN activity from the RDMA congestion counters: ECN-marked RoCE
 * packets received ({@code np_ecn_marked_roce_packets}), CNPs sent ({@code np_cnp_sent}), CNPs
 * acted on ({@code rp_cnp_handled}) and ignored ({@code rp_cnp_ignored}).
 *
 * <p>Rationale: marks without CNPs mean the notification point is off; CNPs ignored mean the
 * reaction point is off on that priority (ROCE_CC_PRIO_MASK, ecn enable). All zero means no ECN
 * marking was ever seen: ECN is not configured on the path, or there was no congestion. The
 * counters exist only where the device supports them: absent is reported as absent, not as 0.
 */
public final class CnpCounterRule implements Rule {
    public static final String ID = "nic.counter.cnp";
    private static final List<String> NAMES = List.of("np_ecn_marked_roce_packets", "np_cnp_sent", "rp_cnp_handled",
            "rp_cnp_ignored");

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "DCQCN counters: ECN-marked packets but no CNPs sent (WARN: notification point off), CNPs ignored "
                        + "(WARN: reaction point off on that priority), all zero (INFO: no ECN marking ever seen), "
                        + "absent (INFO: the device does not report them).",
                "hw_counters listing, show_counters or rdma statistic (np_ecn_marked_roce_packets, np_cnp_sent, "
                        + "rp_cnp_handled, rp_cnp_ignored)",
                "Enable DCQCN on the RoCE priority: ROCE_CC_PRIO_MASK_P1 (firmware) and "
                        + "/sys/class/net/IFACE/ecn/roce_np/enable/3, roce_rp/enable/3 (MLNX_OFED); ECN marking on the "
                        + "switch queue of that priority.",
                CounterSupport.DOC);
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (ParsedArtifact<RdmaCounters> a : evidence.all(RdmaCounters.class)) {
            if (a.model().counters().isEmpty()) {
                continue;
            }
            Map<String, Map<String, RdmaCounters.Counter>> byPort = new LinkedHashMap<>();
            for (RdmaCounters.Counter c : a.model().counters()) {
                byPort.computeIfAbsent(c.where(), k -> new LinkedHashMap<>()).put(c.name(), c);
            }
            for (Map.Entry<String, Map<String, RdmaCounters.Counter>> port : byPort.entrySet()) {
                String subject = port.getKey().isEmpty() ? "RDMA port of " + a.file() : port.getKey();
                String dev = Devices.dev(Devices.rdmaDeviceOfPort(port.getKey())
                        .or(() -> Devices.rdmaDeviceOfFile(a.file())));
                List<String> fix = fix(dev, Devices.nicOf(evidence, dev));
                Map<String, RdmaCounters.Counter> c = port.getValue();
                if (NAMES.stream().noneMatch(c::containsKey)) {
                    if (c.keySet().stream().anyMatch(n -> n.contains("_err") || n.contains("out_of"))) {
                        out.add(new Finding(ID, Severity.INFO,
                                "Congestion counters absent (np_cnp_sent, rp_cnp_handled, np_ecn_marked_roce_packets): "
                                        + "DCQCN activity cannot be judged", subject,
                                List.of(a.evidence(c.values().iterator().next().line()),
                                        Evidence.value("no np_*/rp_* counters among " + c.size() + " listed")),
                                List.of("ls /sys/class/infiniband/" + dev
                                        + "/ports/1/hw_counters/   # a newer driver/firmware adds them"),
                                CounterSupport.DOC));
                    }
                    continue;
                }
                long marked = value(c, "np_ecn_marked_roce_packets");
                long sent = value(c, "np_cnp_sent");
                long handled = value(c, "rp_cnp_handled");
                long ignored = value(c, "rp_cnp_ignored");
                List<Evidence> ev = new ArrayList<>();
                for (String n : NAMES) {
                    Optional.ofNullable(c.get(n)).ifPresent(x -> ev.add(a.evidence(x.line())));
                }
                if (marked > 0 && sent == 0 && c.containsKey("np_cnp_sent")) {
                    out.add(finding(fix, Severity.WARN, "ECN-marked RoCE packets arrived (" + marked
                            + ") but no CNP was sent: the notification point is off", subject, ev));
                }
                if (ignored > 0) {
                    out.add(finding(fix, Severity.WARN, "rp_cnp_ignored " + ignored
                            + ": CNPs arrived for a priority where the reaction point is off", subject, ev));
                }
                if (marked == 0 && sent == 0 && handled == 0 && ignored == 0) {
                    out.add(finding(fix, Severity.INFO, "No ECN marking ever seen (all DCQCN counters 0): ECN not configured on "
                            + "the path, or no congestion yet", subject, ev));
                } else if (!(marked > 0 && sent == 0) && ignored == 0) {
                    out.add(finding(fix, Severity.INFO, "DCQCN active: " + marked + " ECN-marked packets, " + sent + " CNPs sent, "
                            + handled + " handled", subject, ev));
                }
            }
        }
        return out;
    }

    private static long value(Map<String, RdmaCounters.Counter> c, String name) {
        return Optional.ofNullable(c.get(name)).map(RdmaCounters.Counter::value).orElse(0L);
    }

    private static Finding finding(List<String> fix, Severity s, String title, String subject, List<Evidence> ev) {
        List<Evidence> all = new ArrayList<>(ev);
        all.add(Evidence.value(CounterSupport.CUMULATIVE));
        return new Finding(ID, s, title, subject, all, fix, CounterSupport.DOC);
    }

    /**
     * Where to look, with the device's interface and PCI address from the node's topology when it
     * has them, else found through sysfs from the RDMA device ({@code /sys/class/infiniband/DEV/
     * device} is the PCI function, its {@code net/} the interface): commands that run as printed.
     * Placeholders only where not even the RDMA device is known.
     */
    static List<String> fix(String dev, Optional<Nic> nic) {
        if (dev.equals(Devices.UNKNOWN_DEV)) {
            return List.of("cat /sys/class/net/<iface>/ecn/roce_np/enable/3 /sys/class/net/<iface>/ecn/roce_rp/enable/3   # MLNX_OFED",
                    "rdma link show   # the netdev of each RDMA device (the <iface> above)",
                    "mlxconfig -d <pci address of the device> q ROCE_CC_PRIO_MASK_P1 ROCE_CC_ALGORITHM_P1   # firmware");
        }
        String net = Devices.netdevDirOfRdma(nic, dev);
        String bdf = Devices.pciAddressOfRdma(nic, dev);
        return List.of("cat " + net + "/ecn/roce_np/enable/3 " + net + "/ecn/roce_rp/enable/3   # MLNX_OFED; 1 = on",
                "mlxconfig -d " + bdf + " q ROCE_CC_PRIO_MASK_P1 ROCE_CC_ALGORITHM_P1   # firmware (" + dev + ")");
    }
}
