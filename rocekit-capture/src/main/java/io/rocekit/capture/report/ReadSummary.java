package io.rocekit.capture.report;

import java.util.Optional;

/**
 * RDMA READs a flow issued, matched to the responses on the reverse direction by PSN.
 *
 * @param requests               READ requests (first transmissions)
 * @param answered               requests whose first response (FIRST or ONLY at the request's PSN) was seen
 * @param completed              requests whose last response (LAST or ONLY) was seen
 * @param unanswered             requests with no response by the end of the capture
 * @param unmatchedResponses     read responses that start no pending request (the request was
 *                               before the capture, or lost)
 * @param firstResponseNanos     request to first response
 */
public record ReadSummary(long requests, long answered, long completed, long unanswered, long unmatchedResponses,
        Optional<LatencySummary> firstResponseNanos) {
}
