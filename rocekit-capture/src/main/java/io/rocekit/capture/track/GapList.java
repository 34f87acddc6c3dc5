package io.rocekit.capture.track;

import io.rocekit.capture.report.PsnGap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The first gaps of a flow, in primitive arrays that grow up to a cap, like {@link IntList}. */
public final class GapList {
    private final int cap;
    private int[] after = new int[2];
    private int[] next = new int[2];
    private int[] missing = new int[2];
    private long[] frames = new long[2];
    private long[] nanos = new long[2];
    private int size;

    public GapList(int cap) {
        this.cap = cap;
    }

    public void add(int afterPsn, int nextPsn, int missingPsns, long frame, long timeNanos) {
        if (size == cap) {
            return;
        }
        if (size == after.length) {
            int n = Math.min(cap, size * 2);
            after = Arrays.copyOf(after, n);
            next = Arrays.copyOf(next, n);
            missing = Arrays.copyOf(missing, n);
            frames = Arrays.copyOf(frames, n);
            nanos = Arrays.copyOf(nanos, n);
        }
        after[size] = afterPsn;
        next[size] = nextPsn;
        missing[size] = missingPsns;
        frames[size] = frame;
        nanos[size] = timeNanos;
        size++;
    }

    public int size() {
        return size;
    }

    public List<PsnGap> toList() {
        List<PsnGap> l = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            l.add(new PsnGap(after[i], next[i], missing[i], frames[i], nanos[i]));
        }
        return List.copyOf(l);
    }
}
