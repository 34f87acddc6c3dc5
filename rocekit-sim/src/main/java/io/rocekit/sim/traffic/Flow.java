package io.rocekit.sim.traffic;

/**
 * One RDMA message (an RC queue pair's transfer) from host {@code src} to host {@code dst}.
 *
 * @param id index of the flow in its flow set (0..n-1)
 * @param priority the 802.1p priority / switch queue of its data (3 in the reference's files)
 * @param srcPort UDP source port (the per-QP ECMP entropy)
 * @param dstPort UDP destination port
 * @param startPs when the sender posts it; ignored while {@code afterFlow} has not finished
 * @param afterFlow id of a flow that must finish first (a dependency, as in a ring step), or -1
 */
public record Flow(int id, int src, int dst, int priority, long sizeBytes, long startPs, int srcPort,
        int dstPort, int afterFlow) {
    public Flow {
        if (src == dst) {
            throw new IllegalArgumentException("flow " + id + ": source and destination are both host " + src);
        }
        if (sizeBytes <= 0) {
            throw new IllegalArgumentException("flow " + id + ": size must be positive, was " + sizeBytes);
        }
        if (priority < 0 || priority > 7) {
            throw new IllegalArgumentException("flow " + id + ": priority must be 0..7, was " + priority);
        }
        if (startPs < 0) {
            throw new IllegalArgumentException("flow " + id + ": start must not be negative");
        }
    }
}
