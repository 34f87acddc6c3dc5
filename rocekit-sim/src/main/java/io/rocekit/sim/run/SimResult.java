package io.rocekit.sim.run;

import io.rocekit.sim.metrics.BucketSummary;
import io.rocekit.sim.metrics.FlowRecord;
import io.rocekit.sim.metrics.Invariants;
import io.rocekit.sim.metrics.PfcEvent;
import io.rocekit.sim.metrics.PortRecord;
import io.rocekit.sim.metrics.QueueSeries;
import io.rocekit.sim.metrics.RateTrace;
import io.rocekit.sim.metrics.RunStats;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything one simulation measured.
 *
 * @param flows every flow, in flow-id order
 * @param ports every port (switch and NIC ports)
 * @param totals fabric-wide counters: ackSent, nacksSent, cnpsSent, cnpsHandled, rateCuts,
 *     retransmittedBytes, ecnMarks, drops, pauseFrames, resumeFrames
 * @param buckets slowdown percentiles overall and per flow-size bucket
 * @param endPs simulated time when the run ended
 */
public record SimResult(List<FlowRecord> flows, List<PortRecord> ports, List<PfcEvent> pfcEvents,
        QueueSeries queues, List<RateTrace> rates, List<BucketSummary> buckets, Map<String, Long> totals,
        Invariants invariants, RunStats run, long endPs) {

    public SimResult {
        flows = List.copyOf(flows);
        ports = List.copyOf(ports);
        pfcEvents = List.copyOf(pfcEvents);
        rates = List.copyOf(rates);
        buckets = List.copyOf(buckets);
        // in the collector's order: Map.copyOf would iterate in an order that changes from JVM to JVM,
        // and summary.json's totals would too
        totals = Collections.unmodifiableMap(new LinkedHashMap<>(totals));
    }

    /** Finished flows in completion order (ties by flow id), as the reference writes fct.txt. */
    public List<FlowRecord> finishedInCompletionOrder() {
        return flows.stream().filter(FlowRecord::finished)
                .sorted(Comparator.comparingLong(FlowRecord::finishPs).thenComparingInt(FlowRecord::id)).toList();
    }

    /** The switch port with the highest queue peak. */
    public PortRecord hottestPort() {
        return ports.stream().filter(PortRecord::onSwitch)
                .max(Comparator.comparingLong(PortRecord::queuePeakBytes)).orElseThrow();
    }

    public long total(String name) {
        return totals.getOrDefault(name, 0L);
    }
}
