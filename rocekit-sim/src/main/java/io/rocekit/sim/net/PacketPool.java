package io.rocekit.sim.net;

import io.rocekit.sim.SimInputException;
import java.util.Arrays;

/**
 * Packets as 32-byte records in one {@code int[]} (eight ints per packet, two packets per 64-byte
 * cache line). A packet is either queued at a port, in flight on a link, or free; one {@code next}
 * link serves all three lists. Freed packets are reused, so the pool only allocates while it grows
 * to the peak number of packets in the fabric.
 *
 * <p>Why records and not one array per field: on a k=32 fat-tree permutation about 2 M packets
 * wait in queues at once (67 MB), so nearly every touch of a packet is a cache miss, and with ten
 * parallel arrays a packet cost up to ten misses per hop (docs/performance.md, issue 22). Why ints
 * and not longs: linking a packet behind the tail of a queue or a link writes only the tail's
 * {@code next}; as an int of its own that is a plain store, which the processor buffers, where
 * half a long shared with the flow had to be read from memory first.
 *
 * <p>Layout (ints): 0 the frame size; 1 kind, flags, priority and hop count (a byte each); 2 the
 * flow; 3 the next packet; 4-5 the sequence number; 6-7 depend on where the packet is: while it is
 * on a link, the time the packet behind it on that link reaches the far end (see {@code
 * Links.transmit}); while it waits in a switch queue, the port it arrived on (its buffer
 * accounting). A packet is never in both places, so the word serves both.
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

    static final int INTS = 8;
    private static final int SHIFT = 3;
    private static final int SIZE = 0;
    static final int BITS = 1;
    static final int FLOW = 2;
    static final int NEXT = 3;
    private static final int SEQ = 4;
    static final int WHERE = 6;
    private static final long LOW = 0xFFFF_FFFFL;
    private static final int MAX_SLOTS = Integer.MAX_VALUE >> SHIFT;

    /** The records; read racily by {@link ReadAhead}, replaced when the pool grows. */
    int[] a;
    private int capacity;
    private int freeHead = NIL;
    private int used;
    private int live;

    PacketPool(int capacity) {
        this(newArray(capacity));
    }

    /** A pool over {@code slots}, a zeroed array from {@link #newArray}. */
    PacketPool(int[] slots) {
        a = slots;
        capacity = slots.length >> SHIFT;
    }

    /** The zeroed array of a pool of {@code capacity} slots (at least 16). */
    static int[] newArray(int capacity) {
        int slots = Math.max(16, capacity);
        try {
            return new int[slots << SHIFT];
        } catch (OutOfMemoryError e) {
            throw tooManyPackets(slots, e);
        }
    }

    /**
     * The pool is what grows with the traffic (2.1 M packets at once in the k=32 permutation, 67
     * MB): a heap too small for it is a property of the input and the heap, told as such (exit 2
     * with the size to ask for), not an internal error after minutes of simulation.
     */
    static SimInputException tooManyPackets(long slots, OutOfMemoryError e) {
        long heap = Runtime.getRuntime().maxMemory();
        long poolBytes = slots * INTS * Integer.BYTES;
        long askGiB = (heap + 2 * poolBytes + (1L << 30) - 1) >> 30;
        return new SimInputException("the fabric holds more packets at once than this JVM's heap can: a packet pool of "
                + slots + " packets (" + (poolBytes >> 20) + " MiB, " + INTS * Integer.BYTES + " bytes each) did not fit in its "
                + (heap >> 20) + " MiB (" + e.getMessage() + "); give it more (ROCEKIT_JAVA_OPTS=-Xmx" + askGiB
                + "g) or simulate fewer flows at once");
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
        a[i + SIZE] = 0;
        a[i + BITS] = 0;
        a[i + NEXT] = NIL;
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
        a[i + SIZE] = sizeBytes;
        a[i + BITS] = (kind & 0xFF) | (prio & 0xFF) << 16 | (hop & 0xFF) << 24;
        a[i + FLOW] = flow;
    }

    private void grow() {
        if (capacity >= MAX_SLOTS) {
            throw new SimInputException("the fabric holds more than " + MAX_SLOTS + " packets at once, the"
                    + " simulator's limit (one Java array of " + INTS * Integer.BYTES + "-byte records):"
                    + " simulate fewer flows at once");
        }
        int grown = (int) Math.min((long) capacity * 2, MAX_SLOTS);
        try {
            a = Arrays.copyOf(a, grown << SHIFT);
        } catch (OutOfMemoryError e) {
            throw tooManyPackets(grown, e);
        }
        capacity = grown;
    }

    int sizeBytes(int p) {
        return a[(p << SHIFT) + SIZE];
    }

    byte kind(int p) {
        return (byte) a[(p << SHIFT) + BITS];
    }

    byte flags(int p) {
        return (byte) (a[(p << SHIFT) + BITS] >>> 8);
    }

    void addFlags(int p, byte f) {
        a[(p << SHIFT) + BITS] |= (f & 0xFF) << 8;
    }

    byte prio(int p) {
        return (byte) (a[(p << SHIFT) + BITS] >>> 16);
    }

    /** The hop count, then counts one more hop. */
    int nextHop(int p) {
        int i = (p << SHIFT) + BITS;
        int v = a[i];
        a[i] = v + (1 << 24);
        return v >>> 24;
    }

    int flow(int p) {
        return a[(p << SHIFT) + FLOW];
    }

    int next(int p) {
        return a[(p << SHIFT) + NEXT];
    }

    void setNext(int p, int n) {
        a[(p << SHIFT) + NEXT] = n;
    }

    private long getLong(int i) {
        return (a[i] & LOW) | (long) a[i + 1] << 32;
    }

    private void putLong(int i, long v) {
        a[i] = (int) v;
        a[i + 1] = (int) (v >>> 32);
    }

    long seq(int p) {
        return getLong((p << SHIFT) + SEQ);
    }

    void setSeq(int p, long seq) {
        putLong((p << SHIFT) + SEQ, seq);
    }

    /** Copies what a packet carries between parts of a fabric (size, bits, flow, sequence: 5 ints) to {@code to[at..]}. */
    void copyOut(int p, int[] to, int at) {
        int i = p << SHIFT;
        to[at] = a[i + SIZE];
        to[at + 1] = a[i + BITS];
        to[at + 2] = a[i + FLOW];
        to[at + 3] = a[i + SEQ];
        to[at + 4] = a[i + SEQ + 1];
    }

    /** The reverse of {@link #copyOut}: packet {@code p} takes the 5 ints at {@code from[at..]}. */
    void copyIn(int p, int[] from, int at) {
        int i = p << SHIFT;
        a[i + SIZE] = from[at];
        a[i + BITS] = from[at + 1];
        a[i + FLOW] = from[at + 2];
        a[i + SEQ] = from[at + 3];
        a[i + SEQ + 1] = from[at + 4];
    }

    /** On a link: when the packet behind {@code p} on the same link reaches the far end. */
    long successorArrivalPs(int p) {
        return getLong((p << SHIFT) + WHERE);
    }

    void setSuccessorArrivalPs(int p, long ps) {
        putLong((p << SHIFT) + WHERE, ps);
    }

    /** The switch port a queued packet arrived on. */
    int ingressPort(int p) {
        return a[(p << SHIFT) + WHERE];
    }

    void setIngressPort(int p, int port) {
        a[(p << SHIFT) + WHERE] = port;
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
        return INTS * Integer.BYTES;
    }
}
