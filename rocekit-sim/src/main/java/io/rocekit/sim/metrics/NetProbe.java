package io.rocekit.sim.metrics;

/**
 * What the network model reports while it runs: each part of the fabric (links, switches, the
 * NIC's sender and receiver, the DCQCN reaction point) calls these as things happen and keeps no
 * counter of its own. {@link FabricStats} is the sink a run uses; a test can pass its own.
 *
 * <p>Ports are global port numbers, priorities 0..7, times picoseconds.
 */
public interface NetProbe {
    /** A frame of {@code wireBytes} (overhead included) was put on the link of egress port {@code port}. */
    void frameSent(int port, long wireBytes, boolean data);

    /** A switch dropped a packet that arrived on {@code ingressPort}. */
    void dropped(int ingressPort, long bytes, boolean data, boolean lossless);

    /** A switch set CE on a data packet leaving through {@code port}. */
    void ecnMarked(int port);

    /** The data bytes waiting in {@code port}'s egress queues changed by {@code deltaBytes}. */
    void queueChanged(int port, long deltaBytes, long nowPs);

    /** A switch sent PAUSE or RESUME for {@code prio} out of {@code port}. */
    void pfcSent(int port, int prio, boolean pause);

    /** {@code port} (on {@code node}, interface {@code ifIndex}) received PAUSE or RESUME for {@code prio}. */
    void pfcReceived(int port, int node, int ifIndex, int prio, boolean pause, long nowPs);

    /** {@code port}'s egress for {@code prio} was paused for {@code pausedPs} (reported when it ends). */
    void paused(int port, int prio, long pausedPs);

    /** A NIC sent a data packet of {@code bytes}, {@code retransmittedBytes} of its payload again. */
    void dataSent(long bytes, long retransmittedBytes);

    /** A data packet of {@code bytes} reached its receiver's NIC. */
    void dataDelivered(long bytes);

    /** A receiver sent an ACK, or a NAK when {@code nak}. */
    void ackSent(boolean nak);

    /** A receiver sent a CNP (a packet, or the CNP flag of an ACK). */
    void cnpSent();

    /** A sender took a CNP of an unfinished flow to its reaction point. */
    void cnpHandled();

    /** The reaction point of {@code flow} reacted to a CNP. */
    void cnpReacted(int flow);

    /** The reaction point of {@code flow} cut its rate. */
    void rateCut(int flow);

    /** The current rate of {@code flow} is now {@code rateBitsPerSec} (start, every change, end). */
    void rateChanged(int flow, long nowPs, double rateBitsPerSec);
}
