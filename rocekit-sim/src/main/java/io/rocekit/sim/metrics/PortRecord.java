package io.rocekit.sim.metrics;

import java.util.List;

/**
 * One port's counters. Queue figures are data bytes waiting in the port's egress queues (frames
 * in transmission excluded, as the reference counts them), integrated exactly over time.
 *
 * @param pauseFramesSent PAUSE frames this port sent upstream, per priority 0..7
 * @param pauseFramesReceived PAUSE frames this port received (its egress paused), per priority
 * @param pausedPs time this port's egress was paused, per priority
 */
public record PortRecord(int port, int node, int ifIndex, int peerNode, boolean onSwitch, long rateBitsPerSec,
        long txBytes, long txPackets, long txDataPackets, long drops, long dropBytes, long ecnMarks,
        long queuePeakBytes, long queuePeakAtPs, double queueMeanBytes, double queueMeanWhileBusyBytes,
        long queueBusyPs, List<Long> pauseFramesSent, List<Long> resumeFramesSent, List<Long> pauseFramesReceived,
        List<Long> resumeFramesReceived, List<Long> pausedPs) {

    public PortRecord {
        pauseFramesSent = List.copyOf(pauseFramesSent);
        resumeFramesSent = List.copyOf(resumeFramesSent);
        pauseFramesReceived = List.copyOf(pauseFramesReceived);
        resumeFramesReceived = List.copyOf(resumeFramesReceived);
        pausedPs = List.copyOf(pausedPs);
    }

    public long totalPauseFramesSent() {
        return pauseFramesSent.stream().mapToLong(Long::longValue).sum();
    }

    public long totalPauseFramesReceived() {
        return pauseFramesReceived.stream().mapToLong(Long::longValue).sum();
    }

    public long totalPausedPs() {
        return pausedPs.stream().mapToLong(Long::longValue).sum();
    }

    /** "node 17 port 3". */
    public String label() {
        return "node " + node + " port " + ifIndex;
    }
}
