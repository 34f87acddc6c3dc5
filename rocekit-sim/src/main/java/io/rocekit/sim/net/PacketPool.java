package io.rocekit.sim.net;

import java.util.Arrays;

/**
 * Packets as indices into parallel primitive arrays (struct of arrays). A packet is either queued
 * at a port, in flight on a link, or free; one {@code next} link serves all three lists. Freed
 * packets are reused, so the pool only allocates while it grows to the peak number of packets in
 * the fabric. 34 bytes per packet slot.
 */
final class PacketPool {
    static final byte DATA = 0;
    static final byte ACK = 1;
    static final byte NACK = 2;
    static final byte CNP = 3;
    static final byte PFC = 4;

    /** Flag: ECN Congestion Experienced. */
    static final byte F_CE = 1;
    /** Flag: the ACK carries a congestion notification (reference's CNP bit). */
    static final byte F_CNP = 2;
    /** Flag: a PFC frame that pauses (else it resumes). */
    static final byte F_PAUSE = 4;

    static final int NIL = -1;

    int[] sizeBytes;
    byte[] kind;
    byte[] flags;
    byte[] prio;
    byte[] hop;
    int[] flow;
    long[] seq;
    /** The switch port a queued packet arrived on (its buffer accounting). */
    int[] ingressPort;
    /** When a packet in flight reaches the far end of its link. */
    long[] arrivalPs;
    int[] next;

    private int freeHead = NIL;
    private int used;
    private int live;

    PacketPool(int capacity) {
        int c = Math.max(16, capacity);
        sizeBytes = new int[c];
        kind = new byte[c];
        flags = new byte[c];
        prio = new byte[c];
        hop = new byte[c];
        flow = new int[c];
        seq = new long[c];
        ingressPort = new int[c];
        arrivalPs = new long[c];
        next = new int[c];
    }

    int alloc() {
        live++;
        if (freeHead != NIL) {
            int p = freeHead;
            freeHead = next[p];
            next[p] = NIL;
            flags[p] = 0;
            hop[p] = 0;
            return p;
        }
        if (used == sizeBytes.length) {
            grow();
        }
        int p = used++;
        next[p] = NIL;
        return p;
    }

    void free(int p) {
        live--;
        next[p] = freeHead;
        freeHead = p;
    }

    private void grow() {
        int c = sizeBytes.length * 2;
        sizeBytes = Arrays.copyOf(sizeBytes, c);
        kind = Arrays.copyOf(kind, c);
        flags = Arrays.copyOf(flags, c);
        prio = Arrays.copyOf(prio, c);
        hop = Arrays.copyOf(hop, c);
        flow = Arrays.copyOf(flow, c);
        seq = Arrays.copyOf(seq, c);
        ingressPort = Arrays.copyOf(ingressPort, c);
        arrivalPs = Arrays.copyOf(arrivalPs, c);
        next = Arrays.copyOf(next, c);
    }

    /** Packets currently allocated (queued or in flight). */
    int live() {
        return live;
    }

    /** Slots ever allocated: the peak number of simultaneous packets. */
    int capacityUsed() {
        return used;
    }

    /** Bytes of pool memory per packet slot. */
    static int bytesPerSlot() {
        return 4 + 1 + 1 + 1 + 1 + 4 + 8 + 4 + 8 + 4;
    }
}
