package io.rocekit.capture.track;

import io.rocekit.capture.report.ReadSummary;
import io.rocekit.wire.ib.Bth;

/**
 * RDMA READ requests of one flow, matched to their responses by PSN: a response FIRST or ONLY
 * carries the PSN of its request; the LAST carries the request's PSN plus the responses before
 * it. At most {@value #PENDING} requests are pending at once (NICs allow far fewer outstanding
 * reads per QP); beyond that the oldest is counted unanswered.
 */
final class ReadTracker {
    static final int PENDING = 64;

    private final int[] psn = new int[PENDING];
    private final int[] maxSpan = new int[PENDING];
    private final long[] nanos = new long[PENDING];
    private final boolean[] answered = new boolean[PENDING];
    private final boolean[] active = new boolean[PENDING];
    private int next;

    private long requests;
    private long answeredCount;
    private long completed;
    private long evicted;
    private long unmatched;
    private final Quantiles firstResponse = new Quantiles();

    /** A READ request seen for the first time. */
    void request(int requestPsn, int span, long timeNanos) {
        requests++;
        if (active[next] && !answered[next]) {
            evicted++;
        }
        psn[next] = requestPsn;
        maxSpan[next] = Math.max(1, span);
        nanos[next] = timeNanos;
        answered[next] = false;
        active[next] = true;
        next = (next + 1) % PENDING;
    }

    /**
     * A read response.
     *
     * @param starts FIRST or ONLY
     * @param ends   LAST or ONLY
     */
    void response(int responsePsn, boolean starts, boolean ends, long timeNanos) {
        int best = -1;
        int bestDistance = Integer.MAX_VALUE;
        for (int i = 0; i < PENDING; i++) {
            if (!active[i]) {
                continue;
            }
            int d = Bth.psnDistance(psn[i], responsePsn);
            if (d >= 0 && d < maxSpan[i] && d < bestDistance && (!starts || d == 0)) {
                best = i;
                bestDistance = d;
            }
        }
        if (best < 0) {
            unmatched++;
            return;
        }
        if (starts && !answered[best]) {
            answered[best] = true;
            answeredCount++;
            firstResponse.record(timeNanos - nanos[best]);
        }
        if (ends) {
            active[best] = false;
            completed++;
        }
    }

    /** Whether a pending read reserved {@code responsePsn}. */
    boolean expects(int responsePsn) {
        for (int i = 0; i < PENDING; i++) {
            if (active[i]) {
                int d = Bth.psnDistance(psn[i], responsePsn);
                if (d >= 0 && d < maxSpan[i]) {
                    return true;
                }
            }
        }
        return false;
    }

    ReadSummary summary() {
        long open = evicted;
        for (int i = 0; i < PENDING; i++) {
            if (active[i] && !answered[i]) {
                open++;
            }
        }
        return new ReadSummary(requests, answeredCount, completed, open, unmatched, firstResponse.summary());
    }
}
