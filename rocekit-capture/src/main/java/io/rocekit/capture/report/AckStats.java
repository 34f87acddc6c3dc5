package io.rocekit.capture.report;

import java.util.List;
import java.util.Optional;

/**
 * What came back for a direction's requests on the paired direction: ACKs, NAKs, ACK latency.
 *
 * @param acks                 positive ACKs (and atomic ACKs) for this flow's requests
 * @param packetsPerAck        requests newly covered per ACK that moved forward (ACK coalescing)
 * @param ackLatencyNanos      request (latest transmission) to the first response covering it
 * @param unmatchedResponses   responses this direction carries that match no request seen
 */
public record AckStats(
        long acks,
        double packetsPerAck,
        Naks naks,
        List<NakEvent> nakEvents,
        Optional<LatencySummary> ackLatencyNanos,
        long unmatchedResponses) {
}
