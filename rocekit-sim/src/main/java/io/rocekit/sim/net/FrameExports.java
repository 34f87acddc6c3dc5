package io.rocekit.sim.net;

import java.util.Arrays;

/**
 * Frames one part of a partitioned fabric sent this window on links whose far end another part
 * simulates (issue 22): what the packet record carries (size, kind and flags, flow, sequence
 * number), the egress port and the arrival time. The sender's thread fills it during a window;
 * the receiver's thread reads it between the two barriers that end the window, when the sender
 * is waiting, and the sender clears it when the next window starts.
 */
final class FrameExports {
    /** Ints per frame: port, size, bits, flow, sequence low, sequence high. */
    private static final int INTS = 6;
    private int[] frames = new int[INTS * 1024];
    private long[] arrivalPs = new long[1024];
    private int size;

    /** Adds packet {@code k} of {@code pkts}, leaving {@code port} to arrive at {@code atPs}. */
    void add(int port, int k, long atPs, PacketPool pkts) {
        if (size == arrivalPs.length) {
            frames = Arrays.copyOf(frames, 2 * frames.length);
            arrivalPs = Arrays.copyOf(arrivalPs, 2 * arrivalPs.length);
        }
        int i = size * INTS;
        frames[i] = port;
        pkts.copyOut(k, frames, i + 1);
        arrivalPs[size++] = atPs;
    }

    int size() {
        return size;
    }

    int port(int i) {
        return frames[i * INTS];
    }

    long arrivalPs(int i) {
        return arrivalPs[i];
    }

    /** Writes frame {@code i}'s record into packet {@code k} of {@code pkts}. */
    void copyInto(int i, int k, PacketPool pkts) {
        pkts.copyIn(k, frames, i * INTS + 1);
    }

    void clear() {
        size = 0;
    }
}
