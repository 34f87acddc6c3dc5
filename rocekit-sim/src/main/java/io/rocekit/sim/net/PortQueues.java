package io.rocekit.sim.net;

/**
 * The egress queues of every port: 8 priority FIFOs plus a MAC-control FIFO for PFC frames, as
 * linked lists through the packet pool, with a bit mask of the non-empty ones and the bytes each
 * queue holds (the length ECN marks on, kept by the switch). A NIC uses queue 0 as its control
 * queue (ACK, NAK, CNP); a switch serves them in {@link #pick} order.
 *
 * <p>Laid out by what one enqueue or dequeue touches: per (port, queue) a 16-byte record (head,
 * tail, bytes), per port a 16-byte record (packets queued, non-empty mask, last served). As five
 * arrays these were five cache misses per hop once a fabric's port state outgrows the cache
 * (k=32: 49,152 ports; issue 22).
 */
final class PortQueues {
    static final int QUEUES = 9;
    static final int MAC_CONTROL = 8;
    private static final int NIL = PacketPool.NIL;

    private final PacketPool pkts;
    private final int portCount;
    /** Per (port, queue), four ints: head, tail, bytes (low, high). Read racily by {@link ReadAhead}. */
    final int[] queue;
    static final int Q = 4;
    static final int HEAD = 0;
    static final int TAIL = 1;
    private static final int BYTES = 2;
    /**
     * Per port, three longs: packets queued, the non-empty mask, the data queue served last; at
     * {@code p * stride + base} of the network's per-port records, next to the link and the
     * statistics of the port, which a dequeue and the transmission that follows touch too.
     */
    private final long[] port;
    private final int base;
    private final int stride;
    static final int REC = 3;
    private static final int COUNT = 0;
    /** Bit q set when queue q of the port holds a packet (bit 8: MAC control). */
    private static final int MASK = 1;
    /** The data queue a switch port served last (round robin). */
    private static final int LAST = 2;
    private static final long LOW = 0xFFFF_FFFFL;

    PortQueues(int portCount, PacketPool pkts, long[] records, int base, int stride) {
        this.pkts = pkts;
        this.portCount = portCount;
        queue = new int[portCount * QUEUES * Q];
        for (int i = 0; i < portCount * QUEUES; i++) {
            queue[i * Q + HEAD] = NIL;
            queue[i * Q + TAIL] = NIL;
        }
        port = records;
        this.base = base;
        this.stride = stride;
    }

    void enqueue(int p, int q, int k) {
        int i = (p * QUEUES + q) * Q;
        pkts.setNext(k, NIL);
        int t = queue[i + TAIL];
        if (t == NIL) {
            queue[i + HEAD] = k;
        } else {
            pkts.setNext(t, k);
        }
        queue[i + TAIL] = k;
        int r = p * stride + base;
        port[r + COUNT]++;
        port[r + MASK] |= 1 << q;
    }

    /** The first packet of queue {@code q} of port {@code p}, or NIL. */
    int head(int p, int q) {
        return queue[(p * QUEUES + q) * Q + HEAD];
    }

    int dequeue(int p, int q) {
        int i = (p * QUEUES + q) * Q;
        int k = queue[i + HEAD];
        int nx = pkts.next(k);
        queue[i + HEAD] = nx;
        int r = p * stride + base;
        if (nx == NIL) {
            queue[i + TAIL] = NIL;
            port[r + MASK] &= ~(1 << q);
        }
        port[r + COUNT]--;
        return k;
    }

    int queuedPackets(int p) {
        return (int) port[p * stride + base + COUNT];
    }

    /** Data bytes the switch counts in queue {@code q} of port {@code p}. */
    long bytes(int p, int q) {
        int i = (p * QUEUES + q) * Q + BYTES;
        return (queue[i] & LOW) | (long) queue[i + 1] << 32;
    }

    /** Adds {@code deltaBytes} to the bytes of queue {@code q} of port {@code p}; returns the new count. */
    long addBytes(int p, int q, long deltaBytes) {
        int i = (p * QUEUES + q) * Q + BYTES;
        long v = ((queue[i] & LOW) | (long) queue[i + 1] << 32) + deltaBytes;
        queue[i] = (int) v;
        queue[i + 1] = (int) (v >>> 32);
        return v;
    }

    /**
     * The queue a switch port serves next, or -1: MAC control, then queue 0 (strict), then round
     * robin over the data queues 1..7 that hold packets and are not in {@code pausedMask}, from
     * the one after the last served. Bit operations over the non-empty mask, no loop.
     */
    int pick(int p, int pausedMask) {
        int r = p * stride + base;
        int m = (int) port[r + MASK];
        if ((m & (1 << MAC_CONTROL)) != 0) {
            return MAC_CONTROL;
        }
        int ready = m & ~pausedMask;
        if ((ready & 1) != 0) {
            return 0;
        }
        int data = ready & 0xFE;
        if (data == 0) {
            return -1;
        }
        int after = data & -(2 << (int) port[r + LAST]);
        int q = Integer.numberOfTrailingZeros(after != 0 ? after : data);
        port[r + LAST] = q;
        return q;
    }

    /** Data bytes (frames without wire overhead) waiting in every queue. */
    long dataBytesQueued() {
        long total = 0;
        for (int i = 0; i < portCount * QUEUES; i++) {
            for (int k = queue[i * Q + HEAD]; k != NIL; k = pkts.next(k)) {
                if (pkts.kind(k) == PacketPool.DATA) {
                    total += pkts.sizeBytes(k);
                }
            }
        }
        return total;
    }
}
