package io.rocekit.capture.synth;

/**
 * What synthetic RoCEv2 traffic to write: RC connections between two hosts, each sending RDMA
 * WRITE messages, with drops before the capture point (answered by a NAK and a go-back-N
 * resend), reordering at the capture point, CE marks, and the receiver's ACKs and CNPs.
 *
 * @param connections        RC connections (QP pairs) between the two hosts
 * @param messagesPerQp      messages each connection sends
 * @param packetsPerMessage  packets per message (1 = WRITE ONLY)
 * @param payloadBytes       payload per packet (the path MTU)
 * @param dropProbability    chance that a first transmission is lost before the capture point
 * @param reorderProbability chance that a packet swaps places with the next one of its QP
 * @param ceProbability      chance that a captured request carries CE
 * @param seed               random seed (initial PSNs, drops, marks)
 * @param ipv6               IPv6 instead of IPv4
 * @param vlan               802.1Q tags (data priority 3, CNP priority 6)
 * @param snapLength         bytes captured per frame, 0 for whole frames
 * @param frameGapNanos      time between consecutive frames
 */
public record TrafficSpec(int connections, int messagesPerQp, int packetsPerMessage, int payloadBytes,
        double dropProbability, double reorderProbability, double ceProbability, long seed, boolean ipv6,
        boolean vlan, int snapLength, long frameGapNanos) {
    /** DSCP of data, ACKs and NAKs. */
    public static final int DATA_DSCP = 26;
    public static final int DATA_PCP = 3;
    public static final int CNP_DSCP = 48;
    public static final int CNP_PCP = 6;
    /** The receiver sends at most one CNP per QP in this interval (NVIDIA default min_time_between_cnps). */
    public static final long CNP_INTERVAL_NANOS = 4_000;

    public TrafficSpec {
        if (connections < 1 || connections > 4096) {
            throw new IllegalArgumentException("connections=" + connections + " must be 1-4096");
        }
        if (messagesPerQp < 1 || packetsPerMessage < 1 || (long) messagesPerQp * packetsPerMessage > 1 << 22) {
            throw new IllegalArgumentException("messagesPerQp x packetsPerMessage must be 1 to 2^22");
        }
        if (payloadBytes < 0 || payloadBytes > 4096) {
            throw new IllegalArgumentException("payloadBytes=" + payloadBytes + " must be 0-4096");
        }
        for (double p : new double[] {dropProbability, reorderProbability, ceProbability}) {
            if (!(p >= 0 && p <= 1)) {
                throw new IllegalArgumentException("probabilities must be in [0, 1]: " + p);
            }
        }
        if (frameGapNanos < 1) {
            throw new IllegalArgumentException("frameGapNanos must be >= 1");
        }
    }

    /** A clean default: 4 connections of 16 x 16-packet messages of 1024 bytes, IPv4 with VLAN, 100 ns apart. */
    public static TrafficSpec of(long seed) {
        return new TrafficSpec(4, 16, 16, 1024, 0, 0, 0, seed, false, true, 0, 100);
    }
}
