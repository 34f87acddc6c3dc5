package io.rocekit.doctor.rule.nic;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.roce.Tos;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.facts.HostFacts;
import io.rocekit.host.facts.TosValue;
import io.rocekit.host.parse.mlnxqos.QosSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * {@code nic.roce-tos}: the ToS RoCE connections are sent with maps to a priority without PFC.
 *
 * <p>Rationale: the NIC classifies by DSCP (ToS >> 2). The RDMA-CM default ToS is 0 (DSCP 0,
 * priority 0), so RDMA-CM users (NVMe-oF, perftest -R) run outside the lossless priority unless
 * {@code cma_roce_tos} (or MLNX_OFED's per-device {@code traffic_class}) sets the ToS (106 for DSCP 26 with ECT(0): {@link Tos}). NCCL
 * ignores both: its ToS is {@code NCCL_IB_TC} (default 0). Judged only where a ToS and the NIC's
 * QoS are both known.
 */
public final class RoceTosRule implements Rule {
    public static final String ID = "nic.roce-tos";
    private static final String REFERENCE = "Mellanox/mlnx-tools sbin/cma_roce_tos (writes the 8-bit ToS to "
            + "rdma_cm/DEV/ports/N/default_roce_tos, default 0); NVIDIA/doroce-linux doRoCE.sh (ToS 106); "
            + "NCCL environment variables (NCCL_IB_TC, default 0); " + RoceDefaults.SOURCE;

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "The RDMA-CM default ToS (or MLNX_OFED traffic_class) puts RoCE traffic on a DSCP whose priority has no "
                        + "PFC while PFC is on elsewhere: those connections run lossy. NCCL uses NCCL_IB_TC instead (0 when unset): a "
                        + "RoCE NCCL log is judged the same way against a NIC that trusts DSCP, unless traffic_class overrides it.",
                "snapshot sys/kernel/config/rdma_cm/DEV/ports/N/default_roce_tos, sys/class/infiniband/DEV/tc/N/traffic_class; "
                        + "NCCL_DEBUG=INFO log (NCCL_IB_TC set by environment, NET/IB : Using .../RoCE); mlnx_qos -i IFACE (trust, DSCP map, PFC)",
                "`cma_roce_tos -d DEV -t " + Tos.ecnCapable(RoceDefaults.ROCE_DSCP) + "` (" + Tos.explain(RoceDefaults.ROCE_DSCP) + ") for RDMA-CM users, and NCCL_IB_TC=" + Tos.ecnCapable(RoceDefaults.ROCE_DSCP) + " for NCCL.",
                REFERENCE);
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        Optional<HostFacts> facts = evidence.derived(HostFacts.class);
        List<HostFacts.Value> set = facts.map(HostFacts::roceTos).orElse(List.of());
        List<Finding> out = new ArrayList<>();
        java.util.Set<String> ncclReported = new java.util.HashSet<>();
        // MLNX_OFED's traffic_class overrides every QP, NCCL's too: then NCCL_IB_TC is not what is sent
        List<io.rocekit.host.bench.NcclLog> logs = set.stream().anyMatch(v -> v.path().endsWith("traffic_class")
                && TosValue.of(v.value()).isPresent()) ? List.of() : NcclLogs.of(evidence);
        for (ParsedArtifact<QosSettings> a : evidence.all(QosSettings.class)) {
            QosSettings q = a.model();
            if (q.pfc().isEmpty() || q.pfc().get().enabledPriorities().isEmpty()) {
                continue;
            }
            for (HostFacts.Value tos : set) {
                OptionalInt read = TosValue.of(tos.value());
                if (read.isEmpty()) {
                    continue;
                }
                int t = read.getAsInt();
                unprotected(q, t, false).ifPresent(prio -> out.add(new Finding(ID, Severity.WARN,
                        "RoCE ToS " + t + " (DSCP " + (t >> 2) + ") lands in priority " + prio
                                + ", which has no PFC (PFC on " + q.pfc().get().enabledPriorities() + ")",
                        tos.path(), List.of(Evidence.inFile(tos.path(), tos.value()), a.evidence(q.pfc().get().enabledLine())),
                        fixesFor(tos.path(), q), REFERENCE)));
            }
            nccl(logs, a, ncclReported, out);
        }
        return out;
    }

    /**
     * NCCL's own ToS ({@code NCCL_IB_TC}, 0 when unset) against this NIC's DSCP map and PFC, where the NIC
     * trusts DSCP (under trust PCP the ToS does not choose the priority). One finding per log: a node's NICs share
     * one configuration as a rule, and which NIC an interface's mlnx_qos belongs to is not in that output, so the
     * first NIC that leaves the ToS without PFC speaks for the log rather than eight copies of it.
     */
    private static void nccl(List<io.rocekit.host.bench.NcclLog> logs, ParsedArtifact<QosSettings> a, java.util.Set<String> reported,
            List<Finding> out) {
        QosSettings q = a.model();
        for (io.rocekit.host.bench.NcclLog log : logs) {
            if (reported.contains(log.file())) {
                continue;
            }
            java.util.Optional<NcclTos.Sent> sent = NcclTos.of(log);
            OptionalInt prio = sent.isPresent() ? unprotected(q, sent.get().tos(), true) : OptionalInt.empty();
            if (prio.isEmpty() || !reported.add(log.file())) {
                continue;
            }
            NcclTos.Sent s = sent.get();
            out.add(new Finding(ID, Severity.WARN, "NCCL's RoCE ToS " + s.tos() + " (" + s.how() + ", DSCP " + (s.tos() >> 2)
                    + ") lands in priority " + prio.getAsInt() + ", which has no PFC (PFC on " + q.pfc().get().enabledPriorities() + ")",
                    log.file(), List.of(s.line(), a.evidence(q.pfc().get().enabledLine())), List.of(ncclFix(q)), REFERENCE));
        }
    }

    /**
     * The DSCP to send RoCE with on this NIC: DSCP 26 where it lands on a priority with PFC, else the lowest DSCP
     * that does (a NIC with PFC on 5 and {@code prio:5 dscp:40,...} gets 40, ToS 162, not 106, which would land in
     * priority 3 again without PFC).
     */
    private static int losslessDscp(QosSettings q) {
        List<Integer> pfc = q.pfc().get().enabledPriorities();
        if (covered(q, RoceDefaults.ROCE_DSCP, pfc)) {
            return RoceDefaults.ROCE_DSCP;
        }
        return java.util.stream.IntStream.range(0, 64).filter(d -> covered(q, d, pfc)).findFirst().orElse(RoceDefaults.ROCE_DSCP);
    }

    /** {@code export NCCL_IB_TC=...} with {@link #losslessDscp}. */
    private static String ncclFix(QosSettings q) {
        int dscp = losslessDscp(q);
        OptionalInt prio = q.priorityOfDscp(dscp);
        return "export NCCL_IB_TC=" + Tos.ecnCapable(dscp) + "   # " + Tos.explain(dscp)
                + (prio.isPresent() ? " -> priority " + prio.getAsInt() : "") + "; NCCL sets its QPs' traffic class itself (default 0)";
    }

    private static boolean covered(QosSettings q, int dscp, List<Integer> pfc) {
        OptionalInt prio = q.priorityOfDscp(dscp);
        return prio.isPresent() && pfc.contains(prio.getAsInt());
    }

    /** The priority ToS {@code tos} lands in on this NIC when PFC does not cover it; DSCP trust only if asked. */
    private static OptionalInt unprotected(QosSettings q, int tos, boolean dscpTrustOnly) {
        boolean dscp = q.trust().filter(x -> x == QosSettings.Trust.DSCP).isPresent();
        if (dscpTrustOnly && !dscp) {
            return OptionalInt.empty();
        }
        OptionalInt prio = dscp ? q.priorityOfDscp(tos >> 2) : OptionalInt.of(0);
        return prio.isEmpty() || q.pfc().get().enabledPriorities().contains(prio.getAsInt()) ? OptionalInt.empty() : prio;
    }

    /**
     * The fix for the file that set the ToS: MLNX_OFED's {@code traffic_class} overrides every QP of
     * the device (NCCL's too), so it is set again there; the RDMA-CM default with cma_roce_tos. With the
     * default marking (DSCP 26, priority 3).
     */
    static List<String> fixes(String path) {
        return fixes(path, RoceDefaults.ROCE_DSCP, RoceDefaults.ROCE_PRIORITY);
    }

    /** As {@link #fixes(String)}, for DSCP {@code dscp}, which lands in {@code priority} on the NIC. */
    static List<String> fixes(String path, int dscp, int priority) {
        int tos = Tos.ecnCapable(dscp);
        String nccl = "export NCCL_IB_TC=" + tos + "   # NCCL does not use the RDMA-CM default";
        java.util.regex.Matcher tc = java.util.regex.Pattern.compile("infiniband/([^/]+)/tc/(\\d+)/traffic_class$").matcher(path);
        if (tc.find()) {
            return List.of("echo " + tos + " | sudo tee /sys/class/infiniband/" + tc.group(1) + "/tc/" + tc.group(2)
                    + "/traffic_class   # " + Tos.explain(dscp) + "; MLNX_OFED: every QP of the device");
        }
        return List.of("cma_roce_tos -d " + deviceOf(path) + " -t " + tos + "   # RDMA-CM users: DSCP " + dscp
                + " -> priority " + priority, nccl);
    }

    /** The fix on this NIC: where its trust is DSCP, a DSCP it maps to a priority with PFC. */
    private static List<String> fixesFor(String path, QosSettings q) {
        if (q.trust().filter(x -> x == QosSettings.Trust.DSCP).isEmpty()) {
            return fixes(path);
        }
        int dscp = losslessDscp(q);
        return fixes(path, dscp, q.priorityOfDscp(dscp).orElse(RoceDefaults.ROCE_PRIORITY));
    }

    /** The RDMA device of a {@code .../rdma_cm/DEV/ports/N/default_roce_tos} path, else {@code <dev>}. */
    static String deviceOf(String path) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("rdma_cm/([^/]+)/ports/").matcher(path);
        return io.rocekit.doctor.rule.Devices.dev(m.find() ? java.util.Optional.of(m.group(1)) : java.util.Optional.empty());
    }
}
