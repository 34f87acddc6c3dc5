package io.rocekit.sim.net;

import java.util.Arrays;

/**
 * Counters the model bumps as it runs: primitive arrays per port and per port x priority, and
 * fabric-wide totals. Read once at the end by {@link io.rocekit.sim.run.SimResult}'s builder.
 * Queue occupancy is integrated exactly (bytes x time) on every change, so means and peaks do not
 * depend on a sampling period.
 */
public final class Stats {
    final int ports;
    // per port
    final long[] txBytes;
    final long[] txPackets;
    final long[] txDataPackets;
    final long[] drops;
    final long[] dropBytes;
    final long[] losslessDrops;
    final long[] ecnMarks;
    final long[] queuePeakBytes;
    final long[] queueIntegralBytePs;
    final long[] queueNonEmptyPs;
    final long[] queueLastChangePs;
    final long[] queueNowBytes;
    final long[] queuePeakTimePs;
    // per port x priority
    final long[] pauseFramesSent;
    final long[] resumeFramesSent;
    final long[] pauseFramesReceived;
    final long[] resumeFramesReceived;
    final long[] pausedPs;

    // totals
    long packetHops;
    long dataPacketsSent;
    long dataBytesSent;
    long dataBytesDelivered;
    long dataBytesDropped;
    long retransmittedBytes;
    long nacksSent;
    long acksSent;
    long cnpsSent;
    long cnpsHandled;
    long rateCuts;
    long eventsRun;

    // PFC frames received, as the reference's pfc.txt: time, node, ifindex, type (1 pause, 0 resume)
    long[] pfcLog = new long[64];
    int pfcLogSize;

    Stats(int ports) {
        this.ports = ports;
        txBytes = new long[ports];
        txPackets = new long[ports];
        txDataPackets = new long[ports];
        drops = new long[ports];
        dropBytes = new long[ports];
        losslessDrops = new long[ports];
        ecnMarks = new long[ports];
        queuePeakBytes = new long[ports];
        queueIntegralBytePs = new long[ports];
        queueNonEmptyPs = new long[ports];
        queueLastChangePs = new long[ports];
        queueNowBytes = new long[ports];
        queuePeakTimePs = new long[ports];
        pauseFramesSent = new long[ports * 8];
        resumeFramesSent = new long[ports * 8];
        pauseFramesReceived = new long[ports * 8];
        resumeFramesReceived = new long[ports * 8];
        pausedPs = new long[ports * 8];
    }

    /** The data bytes queued at {@code port} change by {@code delta} at {@code now}. */
    void queueChange(int port, long delta, long now) {
        long q = queueNowBytes[port];
        long dt = now - queueLastChangePs[port];
        queueIntegralBytePs[port] += q * dt;
        if (q > 0) {
            queueNonEmptyPs[port] += dt;
        }
        queueLastChangePs[port] = now;
        q += delta;
        queueNowBytes[port] = q;
        if (q > queuePeakBytes[port]) {
            queuePeakBytes[port] = q;
            queuePeakTimePs[port] = now;
        }
    }

    /** Brings the queue integrals up to {@code now} (end of run). */
    void closeQueues(long now) {
        for (int p = 0; p < ports; p++) {
            queueChange(p, 0, now);
        }
    }

    void logPfc(long timePs, int node, int ifIndex, boolean pause) {
        if (pfcLogSize + 4 > pfcLog.length) {
            pfcLog = Arrays.copyOf(pfcLog, pfcLog.length * 2);
        }
        pfcLog[pfcLogSize++] = timePs;
        pfcLog[pfcLogSize++] = node;
        pfcLog[pfcLogSize++] = ifIndex;
        pfcLog[pfcLogSize++] = pause ? 1 : 0;
    }
}
