package io.rocekit.sim.engine;

import java.util.Arrays;

/**
 * Brown's calendar queue (CACM 31(10), 1988) over primitive arrays: a ring of {@code nBuckets}
 * "days" of {@code widthPs} each; an event at time t lives in day {@code (t / width) mod nBuckets},
 * each day a list sorted by (time, insertion sequence). Dequeue walks the days of the current
 * "year" from the last position, so with a width near the mean gap between events both insert
 * and removeNext are O(1) on average. The ring doubles or halves as the queue grows or shrinks,
 * re-estimating the width from the gaps between the earliest queued events.
 *
 * <p>Entries live in a pool of parallel arrays linked by index (24 bytes each plus the bucket
 * heads); freed entries are reused, so a steady-state run allocates nothing.
 */
public final class CalendarEventQueue implements EventQueue {
    private static final int NIL = -1;
    private static final int MIN_BUCKETS = 2;
    private static final int WIDTH_SAMPLE = 25;

    // entry pool
    private long[] times;
    private long[] seqs;
    private int[] events;
    private int[] next;
    private int freeHead = NIL;
    private int poolUsed;

    // calendar
    private int[] heads;
    private int mask;
    private long widthPs;
    private int size;
    private long nextSeq;
    private long lastTime;
    private boolean resizeEnabled = true;

    // cost accounting since the last rebuild: buckets scanned per dequeue, list nodes passed per insert
    private long scanned;
    private long walked;
    private int ops;
    private static final int CHECK_EVERY = 4096;
    private static final int MAX_AVG_COST = 6;

    // dequeue position: the day we are in and the end time of that day in the current year
    private int curBucket;
    private long curTop;
    /** Largest time dequeued so far (events are never inserted before it in a DES). */
    private long lastPrio;

    // cached result of a search for the minimum (invalidated by insert/remove)
    private int cachedBucket = NIL;
    private int cachedPrev;
    private long cachedTop;

    public CalendarEventQueue() {
        this(1000);
    }

    /** @param initialWidthPs first guess of the typical gap between events */
    public CalendarEventQueue(long initialWidthPs) {
        int cap = 1024;
        times = new long[cap];
        seqs = new long[cap];
        events = new int[cap];
        next = new int[cap];
        widthPs = Math.max(1, initialWidthPs);
        initBuckets(MIN_BUCKETS, 0);
    }

    private void initBuckets(int n, long startTime) {
        heads = new int[n];
        Arrays.fill(heads, NIL);
        mask = n - 1;
        long day = startTime / widthPs;
        curBucket = (int) (day & mask);
        curTop = (day + 1) * widthPs;
        lastPrio = startTime;
        cachedBucket = NIL;
    }

    private int allocEntry() {
        if (freeHead != NIL) {
            int e = freeHead;
            freeHead = next[e];
            return e;
        }
        if (poolUsed == times.length) {
            int cap = times.length * 2;
            times = Arrays.copyOf(times, cap);
            seqs = Arrays.copyOf(seqs, cap);
            events = Arrays.copyOf(events, cap);
            next = Arrays.copyOf(next, cap);
        }
        return poolUsed++;
    }

    @Override
    public void insert(long timePs, int event) {
        int e = allocEntry();
        times[e] = timePs;
        seqs[e] = nextSeq++;
        events[e] = event;
        link(e);
        size++;
        if (cachedBucket != NIL && timePs < times[cachedEntry()]) {
            cachedBucket = NIL;
        }
        if (timePs < lastPrio) {
            // Inserting into the past of the calendar: restart the walk from that day.
            long day = timePs / widthPs;
            curBucket = (int) (day & mask);
            curTop = (day + 1) * widthPs;
            lastPrio = timePs;
            cachedBucket = NIL;
        }
        if (resizeEnabled && size > 2 * heads.length) {
            resize(heads.length * 2);
        } else {
            maybeRetune();
        }
    }

    /**
     * Brown's queue only re-estimates the day width when it grows or shrinks; a simulation whose
     * queue size is steady but whose time scale changes (a burst of simultaneous starts, then
     * sparse timers) would keep a bad width. So the average cost is watched and the calendar is
     * rebuilt with a fresh width when days are scanned or lists walked too long.
     */
    private void maybeRetune() {
        if (++ops < CHECK_EVERY) {
            return;
        }
        boolean bad = scanned + walked > (long) MAX_AVG_COST * ops;
        ops = 0;
        scanned = 0;
        walked = 0;
        if (bad && resizeEnabled && size > 1) {
            resize(heads.length);
        }
    }

    /** Inserts entry e into its day's list after every entry that precedes it in (time, seq). */
    private void link(int e) {
        long t = times[e];
        int b = (int) ((t / widthPs) & mask);
        int prev = NIL;
        int cur = heads[b];
        long s = seqs[e];
        while (cur != NIL && (times[cur] < t || (times[cur] == t && seqs[cur] < s))) {
            prev = cur;
            cur = next[cur];
            walked++;
        }
        next[e] = cur;
        if (prev == NIL) {
            heads[b] = e;
        } else {
            next[prev] = e;
        }
    }

    private int cachedEntry() {
        return cachedPrev == NIL ? heads[cachedBucket] : next[cachedPrev];
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
        locateMin();
        return times[cachedEntry()];
    }

    @Override
    public int removeNext() {
        if (size == 0) {
            throw new IllegalStateException("event queue is empty");
        }
        locateMin();
        int b = cachedBucket;
        int e = heads[b]; // the minimum of a day is always its head
        heads[b] = next[e];
        curBucket = b;
        curTop = cachedTop;
        lastTime = times[e];
        lastPrio = lastTime;
        int event = events[e];
        next[e] = freeHead;
        freeHead = e;
        size--;
        cachedBucket = NIL;
        if (resizeEnabled && size < heads.length / 2 && heads.length > MIN_BUCKETS) {
            resize(heads.length / 2);
        } else {
            maybeRetune();
        }
        return event;
    }

    /** Finds the day holding the next event, caching it until the queue changes. */
    private void locateMin() {
        if (cachedBucket != NIL) {
            return;
        }
        int b = curBucket;
        long top = curTop;
        int n = heads.length;
        for (int k = 0; k < n; k++) {
            scanned++;
            int h = heads[b];
            if (h != NIL && times[h] < top) {
                cachedBucket = b;
                cachedPrev = NIL;
                cachedTop = top;
                return;
            }
            b = (b + 1) & mask;
            top += widthPs;
        }
        // Nothing in the coming year: take the smallest head directly and jump to its day.
        scanned += n;
        int best = NIL;
        int bestBucket = 0;
        for (int i = 0; i < n; i++) {
            int h = heads[i];
            if (h != NIL && (best == NIL || times[h] < times[best]
                    || (times[h] == times[best] && seqs[h] < seqs[best]))) {
                best = h;
                bestBucket = i;
            }
        }
        long day = times[best] / widthPs;
        cachedBucket = bestBucket;
        cachedPrev = NIL;
        cachedTop = (day + 1) * widthPs;
    }

    @Override
    public long lastRemovedTime() {
        return lastTime;
    }

    @Override
    public boolean remove(long timePs, int event) {
        int b = (int) ((timePs / widthPs) & mask);
        int prev = NIL;
        for (int cur = heads[b]; cur != NIL; prev = cur, cur = next[cur]) {
            if (times[cur] == timePs && events[cur] == event) {
                if (prev == NIL) {
                    heads[b] = next[cur];
                } else {
                    next[prev] = next[cur];
                }
                next[cur] = freeHead;
                freeHead = cur;
                size--;
                cachedBucket = NIL;
                return true;
            }
        }
        return false;
    }

    /** Rebuilds the ring with {@code n} days and a width estimated from the earliest events. */
    private void resize(int n) {
        int count = size;
        int[] all = new int[count];
        int k = 0;
        for (int i = 0; i < heads.length; i++) {
            for (int cur = heads[i]; cur != NIL; cur = next[cur]) {
                all[k++] = cur;
            }
        }
        widthPs = estimateWidth(all);
        initBuckets(n, lastPrio);
        for (int e : all) {
            link(e);
        }
    }

    /**
     * Three times the mean gap between the distinct times of the earliest queued events, ignoring
     * gaps more than twice the first mean (Brown's rule), so that a day holds a few distinct
     * instants. Equal times are skipped: simulations schedule many events at the same instant, and
     * counting their zero gaps would shrink the width to nothing.
     */
    private long estimateWidth(int[] all) {
        if (all.length < 2) {
            return widthPs;
        }
        long[] ts = new long[all.length];
        for (int i = 0; i < all.length; i++) {
            ts[i] = times[all[i]];
        }
        Arrays.sort(ts);
        long[] distinct = new long[Math.min(WIDTH_SAMPLE, ts.length)];
        int m = 0;
        for (int i = 0; i < ts.length && m < distinct.length; i++) {
            if (m == 0 || ts[i] != distinct[m - 1]) {
                distinct[m++] = ts[i];
            }
        }
        if (m < 2) {
            return widthPs;
        }
        double mean = (distinct[m - 1] - distinct[0]) / (double) (m - 1);
        double sum = 0;
        int used = 0;
        for (int i = 1; i < m; i++) {
            double gap = distinct[i] - distinct[i - 1];
            if (gap <= 2 * mean) {
                sum += gap;
                used++;
            }
        }
        double sepMean = used == 0 ? mean : sum / used;
        return Math.max(1, (long) Math.ceil(3 * sepMean));
    }

    @Override
    public String name() {
        return "calendar";
    }
}
