package io.rocekit.sim.net;

import java.util.Arrays;

/**
 * Packets as 32-byte records in one {@code long[]} (four words per packet, two packets per 64-byte
 * cache line). A packet is either queued at a port, in flight on a link, or free; one {@code next}
 * link serves all three lists. Freed packets are reused, so the pool only allocates while it grows
 * to the peak number of packets in the fabric.
 *
 * <p>Why records and not one array per field: on a k=32 fat-tree permutation about 2 M packets
 * wait in queues at once (75 MB), so nearly every touch of a packet is a cache miss, and with ten
 * parallel arrays a packet cost up to ten misses per hop (docs/performance.md, issue 22).
 *
 * <p>Layout: word 0 holds the frame size (low 32 bits), kind, flags, priority and hop count (a
 * byte each); word 1 the flow (low) and the next packet (high); word 2 the sequence number; word 3
 * where the packet is bound: while it is on a link, the time it reaches the far end; while it waits
 * in a switch queue, the port it arrived on (its buffer accounting). A packet is never in both
 * places, so the word serves both.
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

    private static final int WORDS = 4;
    private static final int SHIFT = 2;
    private static final long LOW = 0xFFFF_FFFFL;
    private static final int MAX_SLOTS = Integer.MAX_VALUE >> SHIFT;

    private long[] w;
    private int capacity;
    private int freeHead = NIL;
    private int used;
    private int live;

    PacketPool(int capacity) {
        this.capacity = Math.max(16, capacity);
        w = new long[this.capacity << SHIFT];
    }

    /** A fresh packet: size, kind, flags, priority and hop zero, not linked anywhere. */
    int alloc() {
        live++;
        int p;
        if (freeHead != NIL) {
            p = freeHead;
            freeHead = next(p);
        } else {
            if (used == capacity) {
                grow();
            }
            p = used++;
        }
        int i = p << SHIFT;
        w[i] = 0;
        w[i + 1] = ((long) NIL << 32) | (w[i + 1] & LOW);
        return p;
    }

    void free(int p) {
        live--;
        setNext(p, freeHead);
        freeHead = p;
    }

    /** Sets what every new packet carries: kind, priority, flow, frame size and hop count. */
    void init(int p, byte kind, int prio, int flow, int sizeBytes, int hop) {
        int i = p << SHIFT;
        w[i] = (sizeBytes & LOW) | (long) (kind & 0xFF) << 32 | (long) (prio & 0xFF) << 48 | (long) (hop & 0xFF) << 56;
        w[i + 1] = (w[i + 1] & ~LOW) | (flow & LOW);
    }

    private void grow() {
        if (capacity >= MAX_SLOTS) {
            throw new IllegalStateException("more than " + MAX_SLOTS + " packets in the fabric at once");
        }
        capacity = (int) Math.min((long) capacity * 2, MAX_SLOTS);
        w = Arrays.copyOf(w, capacity << SHIFT);
    }

    int sizeBytes(int p) {
        return (int) w[p << SHIFT];
    }

    byte kind(int p) {
        return (byte) (w[p << SHIFT] >>> 32);
    }

    byte flags(int p) {
        return (byte) (w[p << SHIFT] >>> 40);
    }

    void addFlags(int p, byte f) {
        w[p << SHIFT] |= (long) (f & 0xFF) << 40;
    }

    byte prio(int p) {
        return (byte) (w[p << SHIFT] >>> 48);
    }

    /** The hop count, then counts one more hop. */
    int nextHop(int p) {
        int i = p << SHIFT;
        long v = w[i];
        w[i] = v + (1L << 56);
        return (int) (v >>> 56);
    }

    int flow(int p) {
        return (int) w[(p << SHIFT) + 1];
    }

    int next(int p) {
        return (int) (w[(p << SHIFT) + 1] >> 32);
    }

    void setNext(int p, int n) {
        int i = (p << SHIFT) + 1;
        w[i] = (w[i] & LOW) | (long) n << 32;
    }

    long seq(int p) {
        return w[(p << SHIFT) + 2];
    }

    void setSeq(int p, long seq) {
        w[(p << SHIFT) + 2] = seq;
    }

    /** When a packet on a link reaches its far end. */
    long arrivalPs(int p) {
        return w[(p << SHIFT) + 3];
    }

    void setArrivalPs(int p, long ps) {
        w[(p << SHIFT) + 3] = ps;
    }

    /** The switch port a queued packet arrived on. */
    int ingressPort(int p) {
        return (int) w[(p << SHIFT) + 3];
    }

    void setIngressPort(int p, int port) {
        w[(p << SHIFT) + 3] = port;
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
        return WORDS * Long.BYTES;
    }
}
