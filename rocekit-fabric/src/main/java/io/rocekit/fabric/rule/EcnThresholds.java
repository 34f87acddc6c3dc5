package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Quantities;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Threshold;
import io.rocekit.core.unit.Unit;
import io.rocekit.fabric.model.Ecn;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.QueueQos;
import java.util.List;

/**
 * ECN marking whose thresholds cannot work: missing, minimum above (or equal to) maximum, below one
 * MTU, or in units that cannot be compared in bytes.
 */
public final class EcnThresholds extends PortRule {
    public static final String ID = "fabric.ecn-thresholds";
    static final Threshold MIN_BYTES = new Threshold("minBytes", 9216, Unit.BYTES,
            "A marking threshold below one jumbo frame (9216 B, the RoCE MTU on the switch) marks on a single packet in the queue");

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "ECN marking has a minimum and a maximum threshold, the minimum below the maximum (equal is legal step "
                        + "marking, reported as info), both at least one MTU, in units that convert to bytes; where the "
                        + "vendor's syntax asks for its preset curve (NX-OS random-detect threshold burst-optimized ecn, "
                        + "Comware queue Q ecn without limits) there is nothing written to compare: info.",
                "per queue ECN/WRED minimum, maximum and probability",
                "Set min < max in bytes, e.g. NVIDIA's 150 KB / 1500 KB at 100 % or SONiC's 1 MiB / 2 MiB at 5 % "
                        + "(rocekit fabric ecn proposes values from the bandwidth-delay product).",
                Sources.DCQCN + "; " + Sources.CL_ROCE);
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(MIN_BYTES);
    }

    /** A VOQ's ECN thresholds are its own, whatever port classifies into it. */
    @Override
    boolean judgesSystemPorts() {
        return true;
    }

    @Override
    void check(FabricEvidence e, PortQos p, Limits limits, List<Finding> out) {
        for (QueueQos q : p.queues()) {
            if (q.ecn().isEmpty()) {
                continue;
            }
            Ecn ecn = q.ecn().get();
            var where = List.of(p.where("queue." + q.queue()));
            String subject = "queue " + q.queue() + " ECN";
            if (ecn.min().isEmpty() && ecn.max().isEmpty() && p.where("queue." + q.queue() + ".preset").isPresent()) {
                // marking switched on where the vendor's syntax means its preset curve (NX-OS 'random-detect threshold
                // burst-optimized ecn', Comware 'queue Q ecn' alone): nothing written to compare; the reader says so
                out.add(finding(Severity.INFO, e.config(), p, subject + " marks at the platform's preset thresholds (none"
                        + " written): not checked", where, "Write both thresholds in bytes to have them checked."));
                continue;
            }
            if (ecn.min().isEmpty() || ecn.max().isEmpty()) {
                out.add(finding(Severity.WARN, e.config(), p, subject + " is on without " + (ecn.min().isEmpty() ? "a minimum" : "a maximum")
                        + " threshold", where, "Give the queue both thresholds."));
                continue;
            }
            var min = ecn.min().get();
            var max = ecn.max().get();
            if (min.bytes().isEmpty() || max.bytes().isEmpty()) {
                if (!min.unit().equals(max.unit())) {
                    out.add(finding(Severity.WARN, e.config(), p, subject + " thresholds in different units (" + min.asWritten()
                            + ", " + max.asWritten() + ")", where, "Write both thresholds in bytes."));
                } else {
                    out.add(finding(Severity.INFO, e.config(), p, subject + " thresholds in " + min.unit()
                            + " (" + min.asWritten() + " / " + max.asWritten() + "): no byte size without the ASIC's "
                            + (min.unit().equals("segments") || min.unit().equals("cells") ? "segment size" : "drain rate")
                            + ", so not checked against the buffer", where, "Use byte thresholds to have them checked."));
                }
                if (min.unit().equals(max.unit()) && min.value().compareTo(max.value()) > 0) {
                    out.add(finding(Severity.FAIL, e.config(), p, subject + " minimum " + min.asWritten() + " above maximum "
                            + max.asWritten(), where, "Set the minimum below the maximum."));
                }
                continue;
            }
            long lo = min.bytes().getAsLong();
            long hi = max.bytes().getAsLong();
            if (lo > hi) {
                out.add(finding(Severity.FAIL, e.config(), p, subject + " minimum " + min + " above maximum " + max, where,
                        "Set the minimum below the maximum."));
            } else if (lo == hi) {
                out.add(finding(Severity.INFO, e.config(), p, subject + " minimum equals maximum (" + min
                        + "): step marking, every packet above it is marked at " + ecn.probabilityPercent().stream()
                        .mapToObj(x -> Quantities.percent(x / 100, 0)).findFirst().orElse("the default probability"),
                        where, "Use min < max for DCQCN's gradual marking."));
            }
            long mtu = limits.getLong(MIN_BYTES);
            if (lo < mtu) {
                out.add(finding(Severity.WARN, e.config(), p, subject + " minimum " + min + " is below one MTU (" + mtu + " B)",
                        where, "Raise the minimum to at least one MTU."));
            }
        }
    }
}
