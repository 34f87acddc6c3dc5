package io.rocekit.capture.track;

import io.rocekit.capture.report.TimeBin;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Counters per time bin, from the first frame on, in bounded memory.
 *
 * <p>Auto mode starts at 1 µs bins and, whenever {@value #AUTO_CAPACITY} bins are not enough,
 * merges neighbours: widths go 1, 2, 10, 20, 100, 200 µs ..., each an integer multiple of the
 * previous one, so merged counts stay exact. At the end, bins are merged the same way until at
 * most {@value #AUTO_TARGET} remain.
 *
 * <p>With a fixed width, up to {@value #FIXED_CAPACITY} bins are kept; a longer capture doubles
 * the width (reported by {@link #widthChanged()}).
 */
public final class Timeline {
    static final int AUTO_CAPACITY = 8192;
    static final int AUTO_TARGET = 200;
    static final int FIXED_CAPACITY = 1 << 18;
    private static final long AUTO_START_WIDTH = 1_000;

    private final boolean auto;
    private final long requestedWidth;
    private final int capacity;
    private long width;
    private boolean started;
    private long t0;
    private int used;
    private long[] frames = new long[64];
    private long[] data = new long[64];
    private long[] goodBytes = new long[64];
    private long[] ce = new long[64];
    private long[] cnps = new long[64];
    private long[] retx = new long[64];

    private int cur = -1;
    private long curStart;
    private long curEnd;

    /** @param widthNanos a fixed bin width, or 0 for automatic */
    public Timeline(long widthNanos) {
        if (widthNanos < 0) {
            throw new IllegalArgumentException("bin width " + widthNanos + " ns must be >= 0");
        }
        auto = widthNanos == 0;
        requestedWidth = widthNanos;
        width = auto ? AUTO_START_WIDTH : widthNanos;
        capacity = auto ? AUTO_CAPACITY : FIXED_CAPACITY;
    }

    /** The bin for a frame at {@code nanos}; frames before the first one go to bin 0. */
    public int bin(long nanos) {
        if (!started) {
            started = true;
            t0 = nanos;
        }
        if (cur >= 0 && nanos >= curStart && nanos < curEnd) {
            return cur;
        }
        if (nanos < t0) {
            ensure(1);
            used = Math.max(used, 1);
            return 0; // a straggler stamped before the first frame
        }
        // A timestamp far from the first one (a corrupt or hostile capture) must not overflow: the
        // distance saturates, and the bins coarsen until it fits.
        long rel = nanos - t0;
        if (rel < 0) {
            rel = Long.MAX_VALUE;
        }
        long idx = rel / width;
        while (idx >= capacity) {
            coarsen(auto ? nextAutoFactor() : 2);
            idx = rel / width;
        }
        int i = (int) idx;
        ensure(i + 1);
        if (i >= used) {
            used = i + 1;
        }
        cur = i;
        long startRel = idx * width;
        curStart = t0 + startRel;
        curEnd = Long.MAX_VALUE - curStart < width ? Long.MAX_VALUE : curStart + width;
        if (curStart < t0) { // overflowed: keep no cached range
            cur = -1;
        }
        return i;
    }

    public void frame(int bin) {
        frames[bin]++;
    }

    public void data(int bin, long firstTransmissionPayloadBytes, boolean ceMarked) {
        data[bin]++;
        goodBytes[bin] += firstTransmissionPayloadBytes;
        if (ceMarked) {
            ce[bin]++;
        }
    }

    public void cnp(int bin) {
        cnps[bin]++;
    }

    public void retransmissions(int bin, int n) {
        retx[bin] += n;
    }

    private int nextAutoFactor() {
        if (width > Long.MAX_VALUE / 10) {
            return 2;
        }
        // 1 -> 2 -> 10 -> 20 -> 100: a leading 1 doubles, a leading 2 multiplies by 5.
        long w = width;
        while (w % 10 == 0) {
            w /= 10;
        }
        return w == 1 ? 2 : 5;
    }

    private void coarsen(int factor) {
        int n = (used + factor - 1) / factor;
        for (int i = 0; i < n; i++) {
            long f = 0;
            long d = 0;
            long g = 0;
            long c = 0;
            long k = 0;
            long r = 0;
            for (int j = i * factor; j < Math.min(used, (i + 1) * factor); j++) {
                f += frames[j];
                d += data[j];
                g += goodBytes[j];
                c += ce[j];
                k += cnps[j];
                r += retx[j];
            }
            frames[i] = f;
            data[i] = d;
            goodBytes[i] = g;
            ce[i] = c;
            cnps[i] = k;
            retx[i] = r;
        }
        for (long[] a : new long[][] {frames, data, goodBytes, ce, cnps, retx}) {
            Arrays.fill(a, n, Math.max(n, used), 0);
        }
        used = n;
        width = width > Long.MAX_VALUE / factor ? Long.MAX_VALUE : width * factor;
        cur = -1;
    }

    private void ensure(int size) {
        if (size <= frames.length) {
            return;
        }
        int n = Math.min(capacity, Math.max(size, frames.length * 2));
        frames = Arrays.copyOf(frames, n);
        data = Arrays.copyOf(data, n);
        goodBytes = Arrays.copyOf(goodBytes, n);
        ce = Arrays.copyOf(ce, n);
        cnps = Arrays.copyOf(cnps, n);
        retx = Arrays.copyOf(retx, n);
    }

    /** Ends the timeline at {@code lastNanos}: in auto mode, merges down to a readable count. */
    public void finish(long lastNanos) {
        if (!started) {
            return;
        }
        bin(lastNanos);
        if (auto) {
            while (used > AUTO_TARGET) {
                coarsen(nextAutoFactor());
            }
        }
    }

    public long widthNanos() {
        return width;
    }

    /** Whether a fixed width had to grow to keep the bins within the bound. */
    public boolean widthChanged() {
        return !auto && width != requestedWidth;
    }

    public List<TimeBin> bins() {
        List<TimeBin> out = new ArrayList<>(used);
        double secs = width / 1e9;
        for (int i = 0; i < used; i++) {
            long good = Math.round(goodBytes[i] * 8 / secs);
            double ceFraction = data[i] == 0 ? 0 : (double) ce[i] / data[i];
            out.add(new TimeBin(i * width, frames[i], data[i], good, ce[i], ceFraction, cnps[i], cnps[i] / secs,
                    retx[i]));
        }
        return List.copyOf(out);
    }
}
