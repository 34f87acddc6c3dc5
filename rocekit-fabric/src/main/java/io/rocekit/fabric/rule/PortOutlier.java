package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Rule;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.QueueQos;
import io.rocekit.fabric.read.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/** Ports of one configuration that differ from their peers in PFC priorities, RoCE DSCP class or ECN thresholds. */
public final class PortOutlier implements Rule<FabricEvidence> {
    public static final String ID = "fabric.port-outlier";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "Ports of one configuration agree on PFC priorities, the RoCE DSCP's class and the ECN thresholds of each "
                        + "queue; a port that differs from the majority (or a tie) is reported with both values. Rounded "
                        + "displays (NVUE's KB) are compared as written.",
                "per port PFC priorities, DSCP map, ECN thresholds",
                "Make the odd port like its peers, or confirm the difference is intended.", Sources.CL_ROCE);
    }

    @Override
    public List<Finding> check(FabricEvidence e, Limits limits) {
        List<PortQos> peers = e.config().ports().stream().filter(p -> !p.port().startsWith("profile "))
                .filter(p -> !p.isSystemPort()).toList(); // a VOQ system port has queues only: no PFC or classification to compare
        if (peers.size() < 2) {
            return List.of();
        }
        List<Finding> out = new ArrayList<>();
        compare(e, peers, "PFC priorities", p -> Optional.of(p.pfcPriorities().isEmpty() ? "none" : Numbers.compact(p.pfcPriorities())),
                "pfc", out);
        int dscp = e.expected().roceDscp();
        compare(e, peers, "class of DSCP " + dscp, p -> p.tcOfDscp(dscp).isPresent()
                ? Optional.of(String.valueOf(p.tcOfDscp(dscp).getAsInt())) : Optional.empty(), "dscp", out);
        for (int q = 0; q < 8; q++) {
            int queue = q;
            compare(e, peers, "queue " + q + " ECN minimum", p -> p.queue(queue).flatMap(QueueQos::ecn).flatMap(x -> x.min())
                    .map(t -> t.asWritten()), "queue." + q, out);
            compare(e, peers, "queue " + q + " ECN maximum", p -> p.queue(queue).flatMap(QueueQos::ecn).flatMap(x -> x.max())
                    .map(t -> t.asWritten()), "queue." + q, out);
        }
        return out;
    }

    static final String DUAL_TOR_SOURCE = "sonic-net/SONiC doc/qos/tunnel_dscp_remapping.md "
            + "(https://github.com/sonic-net/SONiC/blob/master/doc/qos/tunnel_dscp_remapping.md); sonic-net/sonic-buildimage "
            + "files/build_templates/qos_config.j2 (port_names_list_extra_queues)";

    /**
     * Two groups of PFC priorities that differ only as SONiC's dual-ToR tunnel QoS remap makes them: one group all
     * ports the reader found in the remap's watchdog split ({@code pfcwd.split}) with PFC 2,3,4,6, the other PFC
     * 3,4. Returns the split's evidence of the first such port.
     */
    private static Optional<Evidence> dualTorSplit(List<PortQos> a, List<PortQos> b) {
        return remapOf(a, b).or(() -> remapOf(b, a));
    }

    private static Optional<Evidence> remapOf(List<PortQos> remapped, List<PortQos> plain) {
        boolean split = remapped.stream().allMatch(p -> p.pfcPriorities().equals(DUAL_TOR_PFC) && p.where("pfcwd.split").isPresent());
        return split && plain.stream().allMatch(p -> p.pfcPriorities().equals(LOSSLESS_PFC))
                ? remapped.get(0).where("pfcwd.split") : Optional.empty();
    }

    private static final java.util.Set<Integer> DUAL_TOR_PFC = java.util.Set.of(2, 3, 4, 6);
    private static final java.util.Set<Integer> LOSSLESS_PFC = java.util.Set.of(3, 4);

    /** Compares one aspect among the ports that have it. */
    private void compare(FabricEvidence e, List<PortQos> peers, String what, Function<PortQos, Optional<String>> value,
            String aspect, List<Finding> out) {
        Map<String, List<PortQos>> byValue = new LinkedHashMap<>();
        for (PortQos p : peers) {
            value.apply(p).ifPresent(v -> byValue.computeIfAbsent(v, x -> new ArrayList<>()).add(p));
        }
        if (byValue.size() < 2) {
            return;
        }
        List<Map.Entry<String, List<PortQos>>> sorted = byValue.entrySet().stream()
                .sorted((a, b) -> Integer.compare(b.getValue().size(), a.getValue().size())).toList();
        Map.Entry<String, List<PortQos>> majority = sorted.get(0);
        boolean tie = sorted.get(1).getValue().size() == majority.getValue().size();
        for (Map.Entry<String, List<PortQos>> odd : sorted.subList(1, sorted.size())) {
            List<Evidence> ev = new ArrayList<>();
            odd.getValue().get(0).where(aspect).ifPresent(ev::add);
            majority.getValue().get(0).where(aspect).ifPresent(ev::add);
            String ports = odd.getValue().stream().map(PortQos::port).limit(6).reduce((a, b) -> a + ", " + b).orElse("")
                    + (odd.getValue().size() > 6 ? " (" + odd.getValue().size() + " ports)" : "");
            String title = what + " " + odd.getKey() + " on " + ports + " but " + majority.getKey()
                    + " on " + (tie ? "" : "the other ") + majority.getValue().size() + " port" + (majority.getValue().size() > 1 ? "s" : "")
                    + (tie ? " (" + majority.getValue().get(0).port() + ")" : "");
            Optional<Evidence> split = aspect.equals("pfc") ? dualTorSplit(odd.getValue(), majority.getValue()) : Optional.empty();
            if (split.isPresent()) {
                out.add(new Finding(ID, Severity.INFO, title + ": SONiC's dual-ToR tunnel QoS remap (PFC on 2,6 as well, on the "
                        + "ports that face the tunnel peer)", e.config().label() + ": " + ports, List.of(split.get(), ev.get(ev.size() - 1)),
                        List.of("Nothing to change: qos_config.j2 writes pfc_enable \"2,3,4,6\" on these ports when the tunnel QoS "
                                + "remap is on."), DUAL_TOR_SOURCE));
                continue;
            }
            out.add(new Finding(ID, Severity.WARN, title,
                    e.config().label() + ": " + ports, ev.isEmpty() ? List.of(Evidence.inFile(e.config().file(), what)) : ev,
                    List.of("Make " + what + " the same on every port, or confirm the difference is intended."), info().source()));
        }
    }
}
