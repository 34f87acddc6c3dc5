package io.rocekit.sim.engine;

import java.util.Arrays;

/**
 * Brown's calendar queue (CACM 31(10), 1988) over primitive arrays: a ring of {@code nBuckets}
 * "days" of {@code widthPs} each; an event at time t lives in day {@code (t / width) mod nBuckets},
 * each day a list sorted by (time, insertion sequence). Dequeue walks the days of the current
 * "year" from the last position, so with a well-chosen width both insert and removeNext are O(1)
 * on average. The ring doubles or halves as the queue grows or shrinks and re-estimates its width
 * (also when its measured cost per operation grows). Three changes for fabric simulations: events
 * beyond the current year wait in an overflow heap (far timers do not clutter the days), each day
 * keeps a tail pointer (the common insert is the latest event of its day: O(1)), and one lap of
 * the ring covers how far ahead recent events were scheduled rather than the next few gaps (see
 * {@link #estimateWidth}).
 *
 * <p>Entries live in a pool of parallel arrays linked by index (24 bytes each plus the bucket
 * heads); freed entries are reused, so a steady-state run allocates nothing.
 */
public final class CalendarEventQueue implements EventQueue {
    private static final int NIL = -1;
    private static final int MIN_BUCKETS = 2;

    // entry pool
    private long[] times;
    private long[] seqs;
    private int[] events;
    private int[] next;
    private int freeHead = NIL;
    private int poolUsed;

    // calendar
    /** Events beyond the current year wait here, so that days only hold near events. */
    private final BinaryHeapEventQueue overflow = new BinaryHeapEventQueue(256);
    private int[] heads;
    /** Last entry of each day's list: most inserts are the latest event of their day (O(1) append). */
    private int[] tails;
    private int mask;
    private long widthPs;
    private int size;
    private long nextSeq;
    private long lastTime;
    private boolean resizeEnabled = true;

    // cost accounting since the last rebuild: buckets scanned per dequeue, list nodes passed per insert
    private long scanned;
    private long walked;
    /** Inserts beyond the year since the last check: the width no longer fits the lookahead. */
    private long overflowed;
    private int ops;
    private static final int CHECK_EVERY = 4096;

    private static final int MAX_AVG_COST = 6;
    /** Rebuild when more than one insert in this many goes beyond the year. */
    private static final int MAX_OVERFLOW_SHARE = 16;
    /** How many times the span of the bulk of the queued events one lap of the ring covers. */
    private static final long YEAR_OVER_BULK = 4;
    /**
     * How far ahead of the clock events were scheduled: inserts counted by the bit length of their
     * lookahead in picoseconds (count i: lookahead below 2^i ps), halved at every rebuild so that
     * recent behaviour weighs most.
     */
    private final long[] lookaheadLog2 = new long[65];
    private long lookaheadCount;
    /** The share of inserts one lap of the ring should take in (the rest wait in the overflow). */
    private static final double LOOKAHEAD_COVERED = 0.99;
    /** Inserts counted before the lookahead decides the width (else the queued events' span). */
    private static final long LOOKAHEAD_MIN_COUNT = 256;

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
        tails = new int[n];
        Arrays.fill(tails, NIL);
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
        long seq = nextSeq++;
        lookaheadLog2[64 - Long.numberOfLeadingZeros(timePs - lastPrio)]++;
        lookaheadCount++;
        if (timePs >= windowEnd() && timePs >= lastPrio) {
            overflowed++;
            overflow.insertWithSeq(timePs, seq, event);
            return;
        }
        insertEntry(timePs, seq, event);
    }

    /** End of the current year: the start of the current day plus one lap of the ring. */
    private long windowEnd() {
        long w = curTop - widthPs + widthPs * heads.length;
        return w < 0 ? Long.MAX_VALUE : w;
    }

    /** Moves overflow events that now fall inside the year into the days. */
    private void migrate() {
        long end = windowEnd();
        while (!overflow.isEmpty() && overflow.peekTime() < end) {
            long seq = overflow.peekSeq();
            int ev = overflow.removeNext();
            insertEntry(overflow.lastRemovedTime(), seq, ev);
            end = windowEnd();
        }
    }

    private void insertEntry(long timePs, long seq, int event) {
        int e = allocEntry();
        times[e] = timePs;
        seqs[e] = seq;
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
     * rebuilt with a fresh width when days are scanned or lists walked too long, or too many
     * inserts fall beyond the year.
     */
    private void maybeRetune() {
        if (++ops < CHECK_EVERY) {
            return;
        }
        boolean bad = scanned + walked > (long) MAX_AVG_COST * ops || overflowed > ops / MAX_OVERFLOW_SHARE;
        ops = 0;
        scanned = 0;
        walked = 0;
        overflowed = 0;
        if (bad && resizeEnabled && size > 1) {
            resize(heads.length);
        }
    }

    /** Inserts entry e into its day's list after every entry that precedes it in (time, seq). */
    private void link(int e) {
        long t = times[e];
        int b = (int) ((t / widthPs) & mask);
        long s = seqs[e];
        int tail = tails[b];
        if (tail == NIL) {
            heads[b] = e;
            tails[b] = e;
            next[e] = NIL;
            return;
        }
        if (times[tail] < t || (times[tail] == t && seqs[tail] < s)) {
            next[tail] = e;
            next[e] = NIL;
            tails[b] = e;
            return;
        }
        int prev = NIL;
        int cur = heads[b];
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
        return size == 0 && overflow.isEmpty();
    }

    @Override
    public int size() {
        return size + overflow.size();
    }

    @Override
    public long peekTime() {
        if (isEmpty()) {
            throw new IllegalStateException("event queue is empty");
        }
        ensureNear();
        locateMin();
        return times[cachedEntry()];
    }

    /** Makes sure the days hold the next event: pulls overflow events the year now covers. */
    private void ensureNear() {
        if (overflow.isEmpty()) {
            return;
        }
        if (size == 0) {
            // Jump the calendar to the overflow's first day.
            long day = overflow.peekTime() / widthPs;
            curBucket = (int) (day & mask);
            curTop = (day + 1) * widthPs;
            cachedBucket = NIL;
        }
        long end = windowEnd();
        if (overflow.peekTime() < end) {
            migrate();
            cachedBucket = NIL;
        }
    }

    @Override
    public int removeNext() {
        if (isEmpty()) {
            throw new IllegalStateException("event queue is empty");
        }
        ensureNear();
        locateMin();
        int b = cachedBucket;
        int e = heads[b]; // the minimum of a day is always its head
        heads[b] = next[e];
        if (heads[b] == NIL) {
            tails[b] = NIL;
        }
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
        // The year moved on: bring in the overflow events it now covers before the caller inserts
        // new ones at the same instants (else each migrated event walks past them, being older).
        if (!overflow.isEmpty() && overflow.peekTime() < windowEnd()) {
            migrate();
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
        if (!overflow.isEmpty() && (best == NIL || overflow.peekTime() < times[best]
                || (overflow.peekTime() == times[best] && overflow.peekSeq() < seqs[best]))) {
            // The overflow holds the next event (the days only hold later laps): jump to its day.
            long oday = overflow.peekTime() / widthPs;
            curBucket = (int) (oday & mask);
            curTop = (oday + 1) * widthPs;
            migrate();
            locateMin();
            return;
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
        // The earliest-inserted match may sit in the days or in the overflow: take the lower seq.
        int b0 = (int) ((timePs / widthPs) & mask);
        long daySeq = Long.MAX_VALUE;
        for (int cur = heads[b0]; cur != NIL; cur = next[cur]) {
            if (times[cur] == timePs && events[cur] == event) {
                daySeq = seqs[cur];
                break;
            }
        }
        if (daySeq == Long.MAX_VALUE || overflowHasEarlier(timePs, event, daySeq)) {
            if (overflowRemove(timePs, event)) {
                return true;
            }
        }
        int b = b0;
        int prev = NIL;
        for (int cur = heads[b]; cur != NIL; prev = cur, cur = next[cur]) {
            if (times[cur] == timePs && events[cur] == event) {
                if (prev == NIL) {
                    heads[b] = next[cur];
                } else {
                    next[prev] = next[cur];
                }
                if (tails[b] == cur) {
                    tails[b] = prev;
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

    private boolean overflowHasEarlier(long timePs, int event, long seq) {
        return overflow.hasMatchBefore(timePs, event, seq);
    }

    private boolean overflowRemove(long timePs, int event) {
        return overflow.remove(timePs, event);
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
        widthPs = estimateWidth(all, n);
        initBuckets(n, lastPrio);
        for (int e : all) {
            link(e);
        }
        migrate();
    }

    /**
     * The width of a day for a ring of {@code n} days: one lap covers how far ahead of the clock 99 %
     * of the recent inserts were scheduled (rounded up to a power of two picoseconds), so that
     * nearly every insert lands in a day and only far timers wait in the overflow; before
     * {@value #LOOKAHEAD_MIN_COUNT} inserts, the time span of the earliest three quarters of the
     * queued events, times {@link #YEAR_OVER_BULK}.
     *
     * <p>Brown takes three times the mean gap of the next few events. A fabric simulation
     * schedules many events at the same instant (ports in lockstep, times quantised to
     * nanoseconds), and an estimate from the queued events' times then collapses: on the k=32
     * fat-tree permutation the bulk's span was 0 from the first microsecond on, the width fell to
     * 1 ps, the year to 33 ns (arrivals are scheduled 20 ns to 1 us ahead), and 9.0 M of 35.2 M
     * inserts went through the overflow heap, with 12,222 rebuilds (counted; docs/performance.md).
     * How far ahead inserts are scheduled does not depend on how many events share an instant.
     */
    private long estimateWidth(int[] all, int n) {
        if (lookaheadCount >= LOOKAHEAD_MIN_COUNT) {
            long want = (long) Math.ceil(lookaheadCount * LOOKAHEAD_COVERED);
            long seen = 0;
            int bits = 0;
            while (bits < 64 && (seen += lookaheadLog2[bits]) < want) {
                bits++;
            }
            long total = 0;
            for (int i = 0; i < lookaheadLog2.length; i++) {
                lookaheadLog2[i] >>= 1;
                total += lookaheadLog2[i];
            }
            lookaheadCount = total;
            long yearPs = bits >= 62 ? Long.MAX_VALUE / 4 : 1L << bits;
            return Math.max(1, yearPs / n);
        }
        if (all.length < 2) {
            return widthPs;
        }
        long[] ts = new long[all.length];
        for (int i = 0; i < all.length; i++) {
            ts[i] = times[all[i]];
        }
        Arrays.sort(ts);
        int k = Math.max(1, (int) (ts.length * 0.75));
        long span = ts[Math.min(k, ts.length - 1)] - ts[0];
        long w = span / Math.max(1, heads.length) * YEAR_OVER_BULK;
        return Math.max(1, w);
    }

    @Override
    public String name() {
        return "calendar";
    }
}
