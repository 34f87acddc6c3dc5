package io.rocekit.capture.report;

import io.rocekit.core.finding.Finding;
import java.util.List;
import java.util.Optional;

/**
 * Everything {@code rocekit analyze} found in one capture. Immutable; rendering it to text, JSON
 * or HTML is the CLI's job.
 *
 * @param file              the capture as named by the user
 * @param format            {@code pcap} or {@code pcapng} (with {@code (gzip)} when compressed)
 * @param frames            every frame read
 * @param roceFrames        frames that decode as RoCEv2
 * @param durationNanos     last minus first frame time
 * @param malformedFrames   frames to the RoCEv2 port that do not decode
 * @param malformed         the first of them, with the reason
 * @param truncated         why reading stopped before the end of the file, if it did
 * @param snaplenCut        frames to the RoCEv2 port the snaplen cut (not malformed)
 * @param otherFrames       what the frames that are not RoCEv2 were, where rocekit can tell
 * @param decapsulated      frames a mirror session delivered in GRE/ERSPAN or VXLAN, analysed from inside the tunnel
 * @param qosMismatchFrames every QoS mismatch frame listed in the flows, sorted
 * @param flowCount         flows in the capture ({@code flows} may be cut by {@code --top})
 * @param flows             flows, most bytes first
 * @param binNanos          the width of a timeline bin
 */
public record CaptureReport(
        String file,
        String format,
        long frames,
        long roceFrames,
        long firstNanos,
        long lastNanos,
        long durationNanos,
        FrameKinds framesByKind,
        IcrcCounts icrc,
        long malformedFrames,
        List<MalformedFrame> malformed,
        Optional<String> truncated,
        SnaplenCut snaplenCut,
        OtherFrames otherFrames,
        Decapsulated decapsulated,
        QosReference qos,
        List<Long> qosMismatchFrames,
        long flowCount,
        List<FlowReport> flows,
        long binNanos,
        List<TimeBin> timeline,
        List<Finding> findings) {

    /** The same report with {@code findings}. */
    public CaptureReport withFindings(List<Finding> f) {
        return new CaptureReport(file, format, frames, roceFrames, firstNanos, lastNanos, durationNanos, framesByKind,
                icrc, malformedFrames, malformed, truncated, snaplenCut, otherFrames, decapsulated, qos,
                qosMismatchFrames, flowCount, flows, binNanos, timeline, f);
    }

    /** The same report with only the first {@code n} flows. */
    public CaptureReport withTopFlows(int n) {
        return new CaptureReport(file, format, frames, roceFrames, firstNanos, lastNanos, durationNanos, framesByKind,
                icrc, malformedFrames, malformed, truncated, snaplenCut, otherFrames, decapsulated, qos,
                qosMismatchFrames, flowCount, flows.subList(0, Math.min(n, flows.size())), binNanos, timeline, findings);
    }
}
