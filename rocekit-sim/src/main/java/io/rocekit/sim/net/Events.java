package io.rocekit.sim.net;

/**
 * Event tokens: a kind in the low 4 bits and an index (port, host, flow, ...) above them, so an
 * event is one {@code int} and scheduling allocates nothing.
 */
final class Events {
    /** A port finished serialising a frame (index: port). */
    static final int TX_DONE = 0;
    /** The first frame in flight on a link direction reaches the far end (index: egress port). */
    static final int ARRIVE = 1;
    /** A NIC's pacing timer (index: host node). */
    static final int NIC_WAKE = 2;
    /** The next flow of the flow list starts (index: flow). */
    static final int FLOW_START = 3;
    /** DCQCN rate-decrease check (index: flow). */
    static final int DECREASE = 4;
    /** DCQCN rate-increase timer (index: flow). */
    static final int INCREASE = 5;
    /** DCQCN alpha timer in paper mode (index: flow). */
    static final int ALPHA = 6;
    /** Queue sampling tick. */
    static final int SAMPLE = 7;
    /** A PFC pause in quanta mode may have expired (index: port x 8 + priority). */
    static final int PAUSE_EXPIRE = 8;
    /** A switch refreshes a quanta-mode pause it keeps asserting (index: port x 8 + priority). */
    static final int PAUSE_REFRESH = 9;

    static final int KIND_BITS = 4;
    static final int KIND_MASK = (1 << KIND_BITS) - 1;

    private Events() {
    }

    static int of(int kind, int index) {
        return (index << KIND_BITS) | kind;
    }
}
