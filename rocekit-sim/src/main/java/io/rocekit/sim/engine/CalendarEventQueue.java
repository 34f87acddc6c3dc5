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
 * <p>Entries live in a pool of 24-byte records linked by index (time, insertion sequence, and the
 * event beside the next link), each day's head and tail side by side; freed entries are reused,
 * so a steady-state run allocates nothing. Records rather than an array per field: an insert
 * reads the tail of its day and a dequeue the head, and with ~10^5 events pending (k=32 fat-tree)
 * each field in its own array was a cache miss of its own (issue 22).
 */
public final class CalendarEventQueue implements EventQueue {
    private static final int NIL = -1;
    private static final int MIN_BUCKETS = 2;

    // entry pool: per entry TIME, SEQ, and LINK (the event in the high half, the next entry in the low)
    private long[] ent;
    private static final int REC = 3;
    private static final int TIME = 0;
    private static final int SEQ = 1;
    private static final int LINK = 2;
    private static final long LOW = 0xFFFF_FFFFL;
    /** TIME of an entry that holds no event. */
    private static final long FREE = Long.MIN_VALUE;
    /**
     * Where the next entry is looked for: entries are handed out round the pool, skipping those
     * still queued, so that events inserted one after another sit side by side and a day's list,
     * mostly events inserted together, is read from consecutive lines (a stack of freed entries
     * scattered them: k=32, the dequeue's read of its entry was ~7 % of the simulation; issue 22).
     */
    private int cursor;

    // calendar
    /** Events beyond the current year wait here, so that days only hold near events. */
    private final BinaryHeapEventQueue overflow = new BinaryHeapEventQueue(256);
    /**
     * Per day its list's first entry (at 2 x day) and last (2 x day + 1): most inserts are the
     * latest event of their day (O(1) append).
     */
    private int[] days;
    private int nDays;
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
        ent = new long[1024 * REC];
        markFree(0, 1024);
        widthPs = Math.max(1, initialWidthPs);
        initBuckets(MIN_BUCKETS, 0);
    }

    private void initBuckets(int n, long startTime) {
        days = new int[2 * n];
        Arrays.fill(days, NIL);
        nDays = n;
        mask = n - 1;
        long day = startTime / widthPs;
        curBucket = (int) (day & mask);
        curTop = (day + 1) * widthPs;
        lastPrio = startTime;
        cachedBucket = NIL;
    }

    private int allocEntry() {
        int cap = ent.length / REC;
        if (size * 4L >= cap * 3L) { // size: the entries queued in the days, all in use
            // at most three quarters in use, so that the search below stays short
            ent = Arrays.copyOf(ent, ent.length * 2);
            markFree(cap, 2 * cap);
            cursor = cap;
            cap *= 2;
        }
        int e = cursor;
        while (ent[e * REC + TIME] != FREE) {
            e = e + 1 == cap ? 0 : e + 1;
        }
        cursor = e + 1 == cap ? 0 : e + 1;
        return e;
    }

    private void freeEntry(int e) {
        ent[e * REC + TIME] = FREE;
    }

    /**
     * Racy, for a prefetching thread only: the events of the current day's list from its head, at
     * most out.length; stale or garbage while the owner runs, never an exception.
     */
    public int upcoming(int[] out) {
        int[] d = days;
        long[] en = ent;
        int b = curBucket;
        if (b < 0 || 2 * b >= d.length) {
            return 0;
        }
        int e = d[2 * b];
        int cap = en.length / REC;
        int n = 0;
        while (n < out.length && e >= 0 && e < cap) {
            long link = en[e * REC + LINK];
            out[n++] = (int) (link >>> 32);
            e = (int) link;
        }
        return n;
    }

    private void markFree(int from, int to) {
        for (int e = from; e < to; e++) {
            ent[e * REC + TIME] = FREE;
        }
    }

    private long time(int e) {
        return ent[e * REC + TIME];
    }

    private long seq(int e) {
        return ent[e * REC + SEQ];
    }

    private int event(int e) {
        return (int) (ent[e * REC + LINK] >>> 32);
    }

    private int next(int e) {
        return (int) ent[e * REC + LINK];
    }

    private void setNext(int e, int n) {
        int i = e * REC + LINK;
        ent[i] = (ent[i] & ~LOW) | (n & LOW);
    }

    /** Whether entry a comes before an entry at (t, s): earlier, or as early and inserted first. */
    private boolean before(int a, long t, long s) {
        int i = a * REC;
        long ta = ent[i + TIME];
        return ta < t || (ta == t && ent[i + SEQ] < s);
    }

    private int head(int day) {
        return days[2 * day];
    }

    @Override
    public void insert(long timePs, int event) {
        if (timePs == FREE) {
            throw new IllegalArgumentException("event time " + timePs + " ps is reserved");
        }
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
        long w = curTop - widthPs + widthPs * nDays;
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
        int i = e * REC;
        ent[i + TIME] = timePs;
        ent[i + SEQ] = seq;
        ent[i + LINK] = (long) event << 32 | (NIL & LOW);
        link(e);
        size++;
        if (cachedBucket != NIL && timePs < time(cachedEntry())) {
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
        if (resizeEnabled && size > 2 * nDays) {
            resize(nDays * 2);
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
            resize(nDays);
        }
    }

    /** Inserts entry e into its day's list after every entry that precedes it in (time, seq). */
    private void link(int e) {
        long t = time(e);
        long s = seq(e);
        int d = 2 * (int) ((t / widthPs) & mask);
        int tail = days[d + 1];
        if (tail == NIL) {
            days[d] = e;
            days[d + 1] = e;
            setNext(e, NIL);
            return;
        }
        if (before(tail, t, s)) {
            setNext(tail, e);
            setNext(e, NIL);
            days[d + 1] = e;
            return;
        }
        int prev = NIL;
        int cur = days[d];
        while (cur != NIL && before(cur, t, s)) {
            prev = cur;
            cur = next(cur);
            walked++;
        }
        setNext(e, cur);
        if (prev == NIL) {
            days[d] = e;
        } else {
            setNext(prev, e);
        }
    }

    private int cachedEntry() {
        return cachedPrev == NIL ? head(cachedBucket) : next(cachedPrev);
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
        return time(cachedEntry());
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
        int e = head(b); // the minimum of a day is always its head
        int i = e * REC;
        long link = ent[i + LINK];
        int nx = (int) link;
        days[2 * b] = nx;
        if (nx == NIL) {
            days[2 * b + 1] = NIL;
        }
        curBucket = b;
        curTop = cachedTop;
        lastTime = ent[i + TIME];
        lastPrio = lastTime;
        int event = (int) (link >>> 32);
        freeEntry(e);
        size--;
        cachedBucket = NIL;
        if (resizeEnabled && size < nDays / 2 && nDays > MIN_BUCKETS) {
            resize(nDays / 2);
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
        int n = nDays;
        for (int k = 0; k < n; k++) {
            scanned++;
            int h = days[2 * b];
            if (h != NIL && time(h) < top) {
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
            int h = head(i);
            if (h != NIL && (best == NIL || before(h, time(best), seq(best)))) {
                best = h;
                bestBucket = i;
            }
        }
        if (!overflow.isEmpty() && (best == NIL || overflow.peekTime() < time(best)
                || (overflow.peekTime() == time(best) && overflow.peekSeq() < seq(best)))) {
            // The overflow holds the next event (the days only hold later laps): jump to its day.
            long oday = overflow.peekTime() / widthPs;
            curBucket = (int) (oday & mask);
            curTop = (oday + 1) * widthPs;
            migrate();
            locateMin();
            return;
        }
        long day = time(best) / widthPs;
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
        int b = (int) ((timePs / widthPs) & mask);
        long daySeq = Long.MAX_VALUE;
        for (int cur = head(b); cur != NIL; cur = next(cur)) {
            if (time(cur) == timePs && event(cur) == event) {
                daySeq = seq(cur);
                break;
            }
        }
        if (daySeq == Long.MAX_VALUE || overflowHasEarlier(timePs, event, daySeq)) {
            if (overflowRemove(timePs, event)) {
                return true;
            }
        }
        int prev = NIL;
        for (int cur = head(b); cur != NIL; prev = cur, cur = next(cur)) {
            if (time(cur) == timePs && event(cur) == event) {
                if (prev == NIL) {
                    days[2 * b] = next(cur);
                } else {
                    setNext(prev, next(cur));
                }
                if (days[2 * b + 1] == cur) {
                    days[2 * b + 1] = prev;
                }
                freeEntry(cur);
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
        for (int i = 0; i < nDays; i++) {
            for (int cur = head(i); cur != NIL; cur = next(cur)) {
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
            ts[i] = time(all[i]);
        }
        Arrays.sort(ts);
        int k = Math.max(1, (int) (ts.length * 0.75));
        long span = ts[Math.min(k, ts.length - 1)] - ts[0];
        long w = span / Math.max(1, nDays) * YEAR_OVER_BULK;
        return Math.max(1, w);
    }

    @Override
    public String name() {
        return "calendar";
    }
}
