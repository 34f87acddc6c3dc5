package io.rocekit.sim.net;

import java.util.Arrays;

/**
 * The egress queues of every port: 8 priority FIFOs plus a MAC-control FIFO for PFC frames, as
 * linked lists through the packet pool, with a bit mask of the non-empty ones. A NIC uses queue 0
 * as its control queue (ACK, NAK, CNP); a switch serves them in {@link #pick} order.
 */
final class PortQueues {
    static final int QUEUES = 9;
    static final int MAC_CONTROL = 8;
    private static final int NIL = PacketPool.NIL;

    private final PacketPool pkts;
    private final int portCount;
    private final int[] head;
    private final int[] tail;
    private final int[] queuedPackets;
    /** Bit q set when queue q of the port holds a packet (bit 8: MAC control). */
    private final int[] nonEmptyMask;
    /** The data queue a switch port served last (round robin). */
    private final int[] lastServed;

    PortQueues(int portCount, PacketPool pkts) {
        this.pkts = pkts;
        this.portCount = portCount;
        head = new int[portCount * QUEUES];
        tail = new int[portCount * QUEUES];
        Arrays.fill(head, NIL);
        Arrays.fill(tail, NIL);
        queuedPackets = new int[portCount];
        nonEmptyMask = new int[portCount];
        lastServed = new int[portCount];
    }

    void enqueue(int port, int q, int k) {
        int i = port * QUEUES + q;
        pkts.setNext(k, NIL);
        int t = tail[i];
        if (t == NIL) {
            head[i] = k;
        } else {
            pkts.setNext(t, k);
        }
        tail[i] = k;
        queuedPackets[port]++;
        nonEmptyMask[port] |= 1 << q;
    }

    /** The first packet of queue {@code q} of {@code port}, or NIL. */
    int head(int port, int q) {
        return head[port * QUEUES + q];
    }

    int dequeue(int port, int q) {
        int i = port * QUEUES + q;
        int k = head[i];
        int nx = pkts.next(k);
        head[i] = nx;
        if (nx == NIL) {
            tail[i] = NIL;
            nonEmptyMask[port] &= ~(1 << q);
        }
        queuedPackets[port]--;
        return k;
    }

    int queuedPackets(int port) {
        return queuedPackets[port];
    }

    /**
     * The queue a switch port serves next, or -1: MAC control, then queue 0 (strict), then round
     * robin over the data queues 1..7 that hold packets and are not in {@code pausedMask}, from
     * the one after the last served. Bit operations over the non-empty mask, no loop.
     */
    int pick(int port, int pausedMask) {
        int m = nonEmptyMask[port];
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
        int after = data & -(2 << lastServed[port]);
        int q = Integer.numberOfTrailingZeros(after != 0 ? after : data);
        lastServed[port] = q;
        return q;
    }

    /** Data bytes (frames without wire overhead) waiting in every queue. */
    long dataBytesQueued() {
        long total = 0;
        for (int i = 0; i < portCount * QUEUES; i++) {
            for (int k = head[i]; k != NIL; k = pkts.next(k)) {
                if (pkts.kind(k) == PacketPool.DATA) {
                    total += pkts.sizeBytes(k);
                }
            }
        }
        return total;
    }
}
