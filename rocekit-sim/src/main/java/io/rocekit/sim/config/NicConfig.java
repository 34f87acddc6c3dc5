package io.rocekit.sim.config;

/**
 * Receiver acknowledgement and loss recovery of the NICs.
 *
 * @param ackHighPriority the NIC's control queue (ACK, NAK, CNP) is exempt from PFC pauses
 */
public record NicConfig(int ackEveryPackets, long chunkBytes, long nackIntervalPs, boolean goBackZero,
        boolean ackHighPriority) {
}
