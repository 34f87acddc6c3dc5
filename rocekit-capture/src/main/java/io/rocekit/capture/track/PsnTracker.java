package io.rocekit.capture.track;

import io.rocekit.wire.ib.Bth;

/**
 * The request packet sequence of one flow (one sending QP's requests to one destination QP), as a
 * capture point sees it: gaps, duplicates, late fills, retransmissions, the ACKs that cover the
 * requests, and stalls. 24-bit PSN arithmetic throughout ({@link Bth#psnDistance}).
 *
 * <p>Definitions (the ones the flow fixtures' ground truth uses):
 * <ul>
 *   <li><b>gap</b>: a request whose PSN is ahead of the highest PSN seen so far by more than 1;
 *       it records the highest PSN before it, its own PSN, how many PSNs are missing between
 *       them, and its frame number;</li>
 *   <li><b>late fill</b>: a request whose PSN is behind the highest and was one of the missing
 *       PSNs of a gap (its first transmission never passed the capture point);</li>
 *   <li><b>duplicate</b>: a request whose PSN was seen before (a go-back-N or timeout resend
 *       seen twice);</li>
 *   <li><b>retransmitted packet</b>: a captured request that is a second or later transmission
 *       by the sender: every duplicate, and a late fill when a NAK (PSN sequence error) asked for
 *       it (the late fill's PSN lies between the NAK's PSN and the highest PSN when the NAK came),
 *       or when the next request is the duplicate of the PSN after it (the go-back-N run it
 *       starts, its NAK not captured). A late fill with neither is reordering, not a resend.</li>
 * </ul>
 *
 * <p>Memory: a ring of {@code window} slots (PSN tag and state in an int, last transmission time
 * in a long) plus bounded lists. A PSN further behind the highest than the window is classified as
 * a duplicate whose original time is unknown. A jump of more than {@value #RESET_DISTANCE} PSNs
 * either way is taken as a new connection reusing the QP number: tracking restarts and the jump
 * is counted in {@link #psnResets()}, never reported as a gap of millions.
 */
public final class PsnTracker {
    /** Result bit: the request carried a PSN not seen before (new data, or a late fill). */
    public static final int UNIQUE = 1;
    /** Result bits 1-2: how many retransmissions this call counted (0-2). */
    public static final int RETX_SHIFT = 1;
    /** Result bit: the request was a duplicate. */
    public static final int DUPLICATE = 1 << 3;
    /** Result bit: the request was a late fill. */
    public static final int LATE_FILL = 1 << 4;
    /** Result bit: the request opened a gap. */
    public static final int GAP = 1 << 5;

    static final int RESET_DISTANCE = 1 << 20;
    static final int LIST_CAP = 256;

    private static final int PSN_MASK = Bth.MASK_24;
    private static final int STATE_SHIFT = 24;
    private static final int STATE_MASK = 3 << STATE_SHIFT;
    private static final int EMPTY = 0;
    private static final int SEEN = 1 << STATE_SHIFT;
    private static final int MISSING = 2 << STATE_SHIFT;
    /** PSNs a READ request reserves for its responses: seen for duplicate checks, not ACK-timed. */
    private static final int RESERVED = 3 << STATE_SHIFT;
    private static final int ACKED = 1 << 26;
    private static final int DUP_LISTED = 1 << 27;
    private static final int OCCUPIED = 1 << 28;

    private final int mask;
    private final int[] slots;
    private final long[] times;

    private boolean started;
    private int firstPsn;
    private int highest;
    private long requests;
    private long uniquePsns;
    private long gapCount;
    private long missingPsns;
    private long duplicates;
    private long lateFills;
    private long retransmitted;
    private long retransmissionEpisodes;
    private long psnResets;
    private boolean lastWasRetransmission;
    private final GapList gaps = new GapList(LIST_CAP);
    private final IntList duplicatePsns = new IntList(LIST_CAP);
    private final IntList lateFillPsns = new IntList(LIST_CAP);
    private final Quantiles retransmissionDelay = new Quantiles();

    private boolean nakSeen;
    private int nakPsn;
    /** The highest request PSN when the NAK came: the resends it asks for lie in [nakPsn, nakUpTo]. */
    private int nakUpTo;
    private int pendingLateFill = -1;

    private boolean slack;
    private int slackBase;
    private int slackMin;
    private int slackMax;

    private boolean acked;
    private int ackedPsn;
    private long acksAdvancing;
    private long coveredRequests;
    private final Quantiles ackLatency = new Quantiles();

    private long lastProgressNanos;
    private long maxStallNanos;
    private long maxStallStartNanos;
    private boolean maxStallAtEnd;

    /** @param window ring size, a power of two: how far behind the highest PSN resends are timed */
    public PsnTracker(int window) {
        if (window < 16 || Integer.bitCount(window) != 1) {
            throw new IllegalArgumentException("window=" + window + " must be a power of two >= 16");
        }
        mask = window - 1;
        slots = new int[window];
        times = new long[window];
    }

    /**
     * One request packet.
     *
     * @param psn     its PSN
     * @param minSpan the PSNs it occupies at least (1; a READ request reserves one per response)
     * @param maxSpan the PSNs it occupies at most (equal to minSpan when the path MTU is known)
     * @param nanos   capture time
     * @param frame   frame number (1-based)
     * @return {@link #UNIQUE}, {@link #DUPLICATE}, {@link #LATE_FILL}, {@link #GAP} bits and the
     *         retransmissions counted, {@code (result >> RETX_SHIFT) & 3}
     */
    public int onRequest(int psn, int minSpan, int maxSpan, long nanos, long frame) {
        requests++;
        psn &= PSN_MASK;
        if (!started) {
            start(psn, nanos);
            return acceptNew(psn, minSpan, maxSpan, nanos, 0);
        }
        int d = Bth.psnDistance(highest, psn);
        if (d > RESET_DISTANCE || d < -RESET_DISTANCE) {
            psnResets++;
            start(psn, nanos);
            return acceptNew(psn, minSpan, maxSpan, nanos, 0);
        }
        if (d > 0) {
            if (slack) {
                applySlack(psn);
                d = Bth.psnDistance(highest, psn);
            }
            int result = 0;
            if (d > 1) {
                result = GAP;
                int missing = d - 1;
                gapCount++;
                missingPsns += missing;
                gaps.add(highest, psn, missing, frame, nanos);
                int mark = Math.min(missing, mask);
                for (int i = 1; i <= mark; i++) {
                    int p = (psn - i) & PSN_MASK;
                    slots[p & mask] = p | MISSING | OCCUPIED;
                    times[p & mask] = nanos;
                }
            }
            noteStall(nanos, outstanding());
            return acceptNew(psn, minSpan, maxSpan, nanos, result);
        }
        return behind(psn, -d, nanos);
    }

    private void start(int psn, long nanos) {
        started = true;
        firstPsn = psn;
        highest = (psn - 1) & PSN_MASK;
        slack = false;
        acked = false;
        pendingLateFill = -1;
        nakSeen = false;
        java.util.Arrays.fill(slots, EMPTY);
        lastProgressNanos = nanos;
    }

    private int acceptNew(int psn, int minSpan, int maxSpan, long nanos, int result) {
        int s = psn & mask;
        slots[s] = psn | SEEN | OCCUPIED;
        times[s] = nanos;
        uniquePsns++;
        int span = Math.max(1, minSpan);
        int last = (psn + span - 1) & PSN_MASK;
        reserve(psn, span);
        highest = last;
        slack = maxSpan > minSpan;
        if (slack) {
            slackBase = psn;
            slackMin = span;
            slackMax = maxSpan;
        }
        lastProgressNanos = nanos;
        lastWasRetransmission = false;
        pendingLateFill = -1;
        return result | UNIQUE;
    }

    /** Marks the response PSNs of a READ (after its own PSN) as reserved. */
    private void reserve(int psn, int span) {
        int n = Math.min(span - 1, mask);
        for (int i = 1; i <= n; i++) {
            int p = (psn + i) & PSN_MASK;
            slots[p & mask] = p | RESERVED | OCCUPIED;
        }
    }

    /** A READ of unknown path MTU: the next request decides how many PSNs it took. */
    private void applySlack(int psn) {
        slack = false;
        int d = Bth.psnDistance(slackBase, psn);
        int span = d >= slackMin && d <= slackMax ? d : d > slackMax ? slackMax : -1;
        if (span > 1) {
            reserve(slackBase, span);
            highest = (slackBase + span - 1) & PSN_MASK;
        }
    }

    private int behind(int psn, int distance, long nanos) {
        int s = psn & mask;
        int slot = slots[s];
        boolean tagged = distance <= mask && (slot & OCCUPIED) != 0 && (slot & PSN_MASK) == psn;
        if (tagged && (slot & STATE_MASK) == MISSING) {
            lateFills++;
            lateFillPsns.add(psn);
            retransmissionDelay.record(nanos - times[s]);
            slots[s] = psn | SEEN | OCCUPIED;
            times[s] = nanos;
            uniquePsns++;
            noteStall(nanos, true);
            lastProgressNanos = nanos;
            int counted = 0;
            if (nakSeen && Bth.psnDistance(nakPsn, psn) >= 0 && Bth.psnDistance(psn, nakUpTo) >= 0) {
                counted = countRetransmission();
                pendingLateFill = -1;
            } else {
                pendingLateFill = psn;
                lastWasRetransmission = false;
            }
            return UNIQUE | LATE_FILL | (counted << RETX_SHIFT);
        }
        duplicates++;
        noteStall(nanos, true);
        if (tagged) {
            if ((slot & DUP_LISTED) == 0) {
                duplicatePsns.add(psn);
                slots[s] = slot | DUP_LISTED;
            }
            retransmissionDelay.record(nanos - times[s]);
            times[s] = nanos;
        } else {
            duplicatePsns.add(psn); // too old to be told apart: listed every time it is seen
        }
        int counted = countRetransmission();
        if (pendingLateFill >= 0 && ((pendingLateFill + 1) & PSN_MASK) == psn) {
            retransmitted++; // the late fill before this one started the go-back-N run
            counted++;
        }
        pendingLateFill = -1;
        return DUPLICATE | (counted << RETX_SHIFT);
    }

    private int countRetransmission() {
        retransmitted++;
        if (!lastWasRetransmission) {
            retransmissionEpisodes++;
        }
        lastWasRetransmission = true;
        return 1;
    }

    /** A NAK with PSN sequence error: the responder expects {@code psn}, which it did not get. */
    public void onNak(int psn, long nanos) {
        nakSeen = started;
        nakPsn = psn & PSN_MASK;
        nakUpTo = highest;
        onAckThrough((psn - 1) & PSN_MASK, nanos);
    }

    /**
     * A response that acknowledges every request up to and including {@code psn} (an ACK, the last
     * packet of a READ response, an atomic ACK; a NAK acknowledges up to the PSN before its own).
     * Each request it newly covers gives one ACK-latency sample: response time minus the time of
     * the request's latest transmission.
     *
     * @return the number of requests newly covered
     */
    public int onAckThrough(int psn, long nanos) {
        if (!started) {
            return 0;
        }
        psn &= PSN_MASK;
        int upTo = Bth.psnDistance(highest, psn) > 0 ? highest : psn; // never past what was seen
        if (Bth.psnDistance(firstPsn, upTo) < 0) {
            return 0; // acknowledges requests sent before the capture began
        }
        if (acked && Bth.psnDistance(ackedPsn, upTo) <= 0) {
            return 0;
        }
        boolean wasOutstanding = outstanding();
        int from = acked ? (ackedPsn + 1) & PSN_MASK : firstPsn;
        int n = Bth.psnDistance(from, upTo) + 1;
        if (n > mask + 1) {
            from = (upTo - mask) & PSN_MASK;
            n = mask + 1;
        }
        int covered = 0;
        for (int i = 0; i < n; i++) {
            int p = (from + i) & PSN_MASK;
            int s = p & mask;
            int slot = slots[s];
            if ((slot & OCCUPIED) != 0 && (slot & PSN_MASK) == p && (slot & STATE_MASK) == SEEN
                    && (slot & ACKED) == 0) {
                ackLatency.record(nanos - times[s]);
                slots[s] = slot | ACKED;
                covered++;
            }
        }
        coveredRequests += covered;
        acksAdvancing++;
        ackedPsn = upTo;
        acked = true;
        noteStall(nanos, wasOutstanding);
        lastProgressNanos = nanos;
        return covered;
    }

    /** Whether requests are known to wait for an ACK (only known once an ACK was seen). */
    private boolean outstanding() {
        return acked && Bth.psnDistance(ackedPsn, highest) > 0;
    }

    private void noteStall(long nanos, boolean stalled) {
        if (!stalled) {
            return;
        }
        long stall = nanos - lastProgressNanos;
        if (stall > maxStallNanos) {
            maxStallNanos = stall;
            maxStallStartNanos = lastProgressNanos;
            maxStallAtEnd = false;
        }
    }

    /** At the end of the capture: requests still unacknowledged count as a stall up to {@code endNanos}. */
    public void finish(long endNanos) {
        if (outstanding()) {
            long stall = endNanos - lastProgressNanos;
            if (stall > maxStallNanos) {
                maxStallNanos = stall;
                maxStallStartNanos = lastProgressNanos;
                maxStallAtEnd = true;
            }
        }
    }

    // ---- what was seen ---------------------------------------------------------------------------

    public boolean started() {
        return started;
    }

    /** Whether {@code psn} lies in [first PSN seen, highest PSN seen] (24-bit). */
    public boolean covers(int psn) {
        return started && Bth.psnDistance(firstPsn, psn) >= 0 && Bth.psnDistance(psn, highest) >= 0;
    }

    /** How far {@code psn} is behind the highest PSN (negative when ahead). */
    public int behindHighest(int psn) {
        return Bth.psnDistance(psn & PSN_MASK, highest);
    }

    public int firstPsn() {
        return firstPsn;
    }

    public int highestPsn() {
        return highest;
    }

    public long requests() {
        return requests;
    }

    public long uniquePsns() {
        return uniquePsns;
    }

    public long gapCount() {
        return gapCount;
    }

    public long missingPsns() {
        return missingPsns;
    }

    public GapList gaps() {
        return gaps;
    }

    public long duplicates() {
        return duplicates;
    }

    public IntList duplicatePsns() {
        return duplicatePsns;
    }

    public long lateFills() {
        return lateFills;
    }

    public IntList lateFillPsns() {
        return lateFillPsns;
    }

    public long retransmitted() {
        return retransmitted;
    }

    public long retransmissionEpisodes() {
        return retransmissionEpisodes;
    }

    public Quantiles retransmissionDelay() {
        return retransmissionDelay;
    }

    public long psnResets() {
        return psnResets;
    }

    public boolean acked() {
        return acked;
    }

    public int ackedPsn() {
        return ackedPsn;
    }

    /** ACKs (and NAKs, read response ends) that moved the acknowledged PSN forward. */
    public long acksAdvancing() {
        return acksAdvancing;
    }

    public long coveredRequests() {
        return coveredRequests;
    }

    public Quantiles ackLatency() {
        return ackLatency;
    }

    public long maxStallNanos() {
        return maxStallNanos;
    }

    public long maxStallStartNanos() {
        return maxStallStartNanos;
    }

    public boolean maxStallAtEnd() {
        return maxStallAtEnd;
    }
}
