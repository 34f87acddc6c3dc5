package io.rocekit.capture.track;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A growable list of ints with a hard cap: values past the cap are counted, not kept. Used for
 * the PSN lists a report shows (duplicates, late fills), so that a pathological capture cannot
 * make a flow's state grow with its frames.
 */
public final class IntList {
    private final int cap;
    private int[] values = new int[4];
    private int size;
    private long dropped;

    public IntList(int cap) {
        this.cap = cap;
    }

    public void add(int v) {
        if (size == cap) {
            dropped++;
            return;
        }
        if (size == values.length) {
            values = Arrays.copyOf(values, Math.min(cap, size * 2));
        }
        values[size++] = v;
    }

    public int size() {
        return size;
    }

    public int get(int i) {
        return values[i];
    }

    /** Values that did not fit under the cap. */
    public long dropped() {
        return dropped;
    }

    public List<Integer> toList() {
        List<Integer> l = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            l.add(values[i]);
        }
        return List.copyOf(l);
    }
}
