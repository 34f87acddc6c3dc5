package io.rocekit.sim.metrics;

/**
 * How the run went as a computation.
 *
 * @param packetHops frames put on a wire (every link a data packet, ACK, CNP or PFC frame crossed)
 * @param simulatedPs from the first flow's start to the end of the run
 * @param peakPacketSlots most packets alive at once (queued or in flight)
 * @param bytesPerPacket memory per live packet in the packet pool
 * @param threads the threads the fabric was simulated on, one part each (1: one thread, one part)
 * @param threadCpuNanos CPU time of the simulating thread, or of all of them together (excludes JIT and GC threads and time
 *     lost to other processes on a shared machine); -1 when the JVM cannot measure it
 */
public record RunStats(long events, long packetHops, long wallNanos, long threadCpuNanos, long simulatedPs,
        long peakPacketSlots, int bytesPerPacket, String eventQueue, int threads) {

    public double eventsPerWallSecond() {
        return wallNanos == 0 ? 0 : events * 1e9 / wallNanos;
    }

    public double packetHopsPerWallSecond() {
        return wallNanos == 0 ? 0 : packetHops * 1e9 / wallNanos;
    }

    /** Packet-hops per second of the simulating thread's CPU time. */
    public double packetHopsPerCpuSecond() {
        return threadCpuNanos <= 0 ? 0 : packetHops * 1e9 / threadCpuNanos;
    }
}
