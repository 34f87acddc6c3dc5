package io.rocekit.sim.engine;

import java.util.Arrays;

/**
 * A binary min-heap over three parallel primitive arrays (time, insertion sequence, token).
 * Insert and removeNext are O(log n); memory is 20 bytes per queued event. Index 0 is unused so
 * that the children of {@code i} are {@code 2i} and {@code 2i+1} (as in ns-3's HeapScheduler).
 * Ties on time are broken by the insertion sequence, which makes the order FIFO.
 */
public final class BinaryHeapEventQueue implements EventQueue {
    private long[] times;
    private long[] seqs;
    private int[] events;
    private int size;
    private long nextSeq;
    private long lastTime;
    private long lastSeq;

    public BinaryHeapEventQueue() {
        this(1024);
    }

    public BinaryHeapEventQueue(int initialCapacity) {
        int cap = Math.max(4, initialCapacity + 1);
        times = new long[cap];
        seqs = new long[cap];
        events = new int[cap];
    }

    @Override
    public void insert(long timePs, int event) {
        insertWithSeq(timePs, nextSeq++, event);
    }

    /** Inserts with a sequence number chosen by the caller (a calendar queue's overflow keeps its own). */
    void insertWithSeq(long timePs, long seq, int event) {
        if (++size == times.length) {
            grow();
        }
        int i = size;
        // Sift the hole up, moving parents down, and drop the new entry in last.
        while (i > 1) {
            int parent = i >>> 1;
            long pt = times[parent];
            if (pt < timePs || (pt == timePs && seqs[parent] < seq)) {
                break;
            }
            times[i] = pt;
            seqs[i] = seqs[parent];
            events[i] = events[parent];
            i = parent;
        }
        times[i] = timePs;
        seqs[i] = seq;
        events[i] = event;
    }

    private void grow() {
        int cap = times.length * 2;
        times = Arrays.copyOf(times, cap);
        seqs = Arrays.copyOf(seqs, cap);
        events = Arrays.copyOf(events, cap);
    }

    @Override
    public boolean isEmpty() {
        return size == 0;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public long peekTime() {
        if (size == 0) {
            throw new IllegalStateException("event queue is empty");
        }
        return times[1];
    }

    @Override
    public int removeNext() {
        if (size == 0) {
            throw new IllegalStateException("event queue is empty");
        }
        int event = events[1];
        lastTime = times[1];
        lastSeq = seqs[1];
        removeAt(1);
        return event;
    }

    /** Removes the entry at heap index {@code i}, refilling the hole with the last entry. */
    private void removeAt(int i) {
        long t = times[size];
        long s = seqs[size];
        int e = events[size];
        size--;
        if (i > size) {
            return;
        }
        // The moved entry may need to go up (when i is not the root) or down.
        while (i > 1) {
            int parent = i >>> 1;
            long pt = times[parent];
            if (pt < t || (pt == t && seqs[parent] < s)) {
                break;
            }
            times[i] = pt;
            seqs[i] = seqs[parent];
            events[i] = events[parent];
            i = parent;
        }
        int half = size >>> 1;
        while (i <= half) {
            int child = i << 1;
            int right = child + 1;
            if (right <= size && (times[right] < times[child]
                    || (times[right] == times[child] && seqs[right] < seqs[child]))) {
                child = right;
            }
            long ct = times[child];
            if (t < ct || (t == ct && s < seqs[child])) {
                break;
            }
            times[i] = ct;
            seqs[i] = seqs[child];
            events[i] = events[child];
            i = child;
        }
        times[i] = t;
        seqs[i] = s;
        events[i] = e;
    }

    /** Sequence number of the next event (the queue must not be empty). */
    long peekSeq() {
        return seqs[1];
    }

    /** Sequence number of the event {@link #removeNext()} returned last. */
    long lastRemovedSeq() {
        return lastSeq;
    }

    @Override
    public long lastRemovedTime() {
        return lastTime;
    }

    @Override
    public boolean remove(long timePs, int event) {
        int best = -1;
        for (int i = 1; i <= size; i++) {
            if (times[i] == timePs && events[i] == event && (best < 0 || seqs[i] < seqs[best])) {
                best = i;
            }
        }
        if (best < 0) {
            return false;
        }
        removeAt(best);
        return true;
    }

    /** True when a queued entry equal to (time, event) was inserted before {@code seq}. */
    boolean hasMatchBefore(long timePs, int event, long seq) {
        for (int i = 1; i <= size; i++) {
            if (times[i] == timePs && events[i] == event && seqs[i] < seq) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String name() {
        return "heap";
    }
}
