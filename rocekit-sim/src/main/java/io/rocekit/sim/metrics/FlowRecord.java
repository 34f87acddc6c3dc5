package io.rocekit.sim.metrics;

/**
 * One flow's outcome.
 *
 * @param finishPs when the sender got the last ACK, or -1 when it had not finished
 * @param bytesAcked payload bytes the receiver acknowledged by the end of the run
 * @param idealFctNs the reference's "standalone" FCT: base RTT + (size + packets x per-packet
 *     overhead) x 8 / bottleneck rate, in nanoseconds
 */
public record FlowRecord(int id, int src, int dst, int srcIp, int dstIp, int srcPort, int dstPort, int priority,
        long sizeBytes, long startPs, long finishPs, long idealFctNs, long bytesAcked, long retransmittedBytes,
        long cnps, long rateCuts) {

    public boolean finished() {
        return finishPs >= 0;
    }

    /** Flow completion time in whole nanoseconds (truncated, as the reference prints it). */
    public long fctNs() {
        return finished() ? finishPs / 1000 - startPs / 1000 : -1;
    }

    /** FCT over ideal FCT, at least 1 (as the reference's analysis scripts clamp it). */
    public double slowdown() {
        return Math.max(1.0, fctNs() / (double) idealFctNs);
    }

    /** Payload bytes per second over the flow's lifetime. */
    public double goodputBitsPerSec() {
        return finished() ? sizeBytes * 8e12 / (finishPs - startPs) : 0;
    }
}
