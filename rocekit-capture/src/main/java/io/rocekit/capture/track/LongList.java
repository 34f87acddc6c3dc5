package io.rocekit.capture.track;

import java.util.Arrays;

/** A growable list of longs with a hard cap, like {@link IntList}. */
public final class LongList {
    private final int cap;
    private long[] values = new long[4];
    private int size;
    private long dropped;

    public LongList(int cap) {
        this.cap = cap;
    }

    /** Adds {@code v}; returns false (and counts it) when the list is full. */
    public boolean add(long v) {
        if (size == cap) {
            dropped++;
            return false;
        }
        if (size == values.length) {
            values = Arrays.copyOf(values, Math.min(cap, size * 2));
        }
        values[size++] = v;
        return true;
    }

    public int size() {
        return size;
    }

    public long get(int i) {
        return values[i];
    }

    public long dropped() {
        return dropped;
    }
}
