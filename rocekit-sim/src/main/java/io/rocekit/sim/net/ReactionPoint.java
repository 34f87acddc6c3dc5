package io.rocekit.sim.net;

import io.rocekit.sim.config.DcqcnConfig;
import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.metrics.NetProbe;

/**
 * The DCQCN reaction point of every queue pair: current rate RC, target rate RT, alpha, the
 * increase stages, and the timers, per flow in primitive arrays. Which variant runs is chosen by
 * {@link DcqcnConfig}'s model switches (see docs/sim.md); with the {@code hpcc-dcqcn} profile it is
 * the HPCC simulator's Mellanox-style algorithm (its rdma-hw.cc, CC_MODE 1):
 *
 * <ul>
 *   <li>first CNP: alpha = 1, RC = RT = fraction x RC, alpha ticks every T_alpha from now, the
 *       decrease check every T_dec from now + 1 ns (the first check cuts);</li>
 *   <li>alpha tick: alpha = (1−g)·alpha + g if a CNP came in the period, else (1−g)·alpha;</li>
 *   <li>decrease check: if a CNP came since the last check, RT = RC when an increase happened
 *       since the last cut (or clamp_tgt_rate), RC = max(min rate, RC·(1 − alpha/2)), stages to 0,
 *       restart the increase timer;</li>
 *   <li>increase timer: fast recovery below rpg_threshold, one additive step at it, hyper steps
 *       above it; RC = (RC + RT)/2 each time.</li>
 * </ul>
 *
 * <p>Periodic alpha ticks and decrease checks are not scheduled as events while nothing happens:
 * alpha is brought up to date in closed form when it is read or a CNP arrives, and a decrease
 * check is scheduled on the reference's time grid only when a CNP is waiting for it. The results
 * equal running every tick.
 */
final class ReactionPoint {
    private static final long NONE = -1;

    private final DcqcnConfig c;
    private final boolean enabled;
    private final EventLoop loop;
    private final NetProbe probe;
    private final double oneMinusG;
    private final double g;

    final double[] rc;
    final double[] rt;
    final double[] alpha;
    private final double[] lineBitsPerSec;
    private final boolean[] active;
    private final boolean[] cnpSeen;
    private final boolean[] alphaBit;
    private final boolean[] decBit;
    private final int[] timerStage;
    private final int[] byteStage;
    private final long[] bytesSinceIncrease;
    private final long[] alphaNextTickPs;
    private final long[] decreaseGridBasePs;
    private final long[] decreaseDeadlinePs;
    private final long[] increaseDeadlinePs;
    private final long[] alphaDeadlinePs;
    private final long[] lastCutPs;

    ReactionPoint(DcqcnConfig c, int flows, EventLoop loop, NetProbe probe) {
        this.c = c;
        this.enabled = c.enabled();
        this.loop = loop;
        this.probe = probe;
        this.g = c.alphaGain();
        this.oneMinusG = 1 - g;
        rc = new double[flows];
        rt = new double[flows];
        alpha = new double[flows];
        lineBitsPerSec = new double[flows];
        active = new boolean[flows];
        cnpSeen = new boolean[flows];
        alphaBit = new boolean[flows];
        decBit = new boolean[flows];
        timerStage = new int[flows];
        byteStage = new int[flows];
        bytesSinceIncrease = new long[flows];
        alphaNextTickPs = new long[flows];
        decreaseGridBasePs = new long[flows];
        decreaseDeadlinePs = new long[flows];
        increaseDeadlinePs = new long[flows];
        alphaDeadlinePs = new long[flows];
        lastCutPs = new long[flows];
    }

    /** A queue pair starts at line rate (or rpg_max_rate when lower). */
    void start(int f, long lineRateBitsPerSec, long nowPs) {
        double l = lineRateBitsPerSec;
        if (c.maxRateBitsPerSec() > 0 && c.maxRateBitsPerSec() < l) {
            l = c.maxRateBitsPerSec();
        }
        lineBitsPerSec[f] = l;
        rc[f] = l;
        rt[f] = l;
        alpha[f] = 1.0;
        active[f] = true;
        decreaseDeadlinePs[f] = NONE;
        increaseDeadlinePs[f] = NONE;
        alphaDeadlinePs[f] = NONE;
        lastCutPs[f] = Long.MIN_VALUE / 2;
        trace(f, nowPs);
    }

    void stop(int f, long nowPs) {
        active[f] = false;
        trace(f, nowPs); // closes the traced staircase at the flow's end
    }

    double rate(int f) {
        return rc[f];
    }

    // ------------------------------------------------------------------ congestion signal

    /** A CNP (or a CNP-flagged ACK) for flow {@code f} arrives at its sender. */
    void onCnp(int f, long nowPs) {
        if (!enabled || !active[f]) {
            return;
        }
        probe.cnpReacted(f);
        if (!cnpSeen[f]) {
            firstCnp(f, nowPs);
            return;
        }
        boolean periodicAlpha = c.alphaUpdate() == DcqcnConfig.AlphaUpdate.PERIODIC;
        if (periodicAlpha) {
            catchUpAlpha(f, nowPs);
            alphaBit[f] = true;
        }
        decreaseOnCnp(f, nowPs);
        if (!periodicAlpha) {
            alpha[f] = oneMinusG * alpha[f] + g;
            restartAlphaTimer(f, nowPs);
        }
    }

    private void firstCnp(int f, long nowPs) {
        cnpSeen[f] = true;
        boolean periodicAlpha = c.alphaUpdate() == DcqcnConfig.AlphaUpdate.PERIODIC;
        alpha[f] = c.initialAlpha();
        if (periodicAlpha) {
            alphaBit[f] = false;
            alphaNextTickPs[f] = nowPs + c.alphaPeriodPs();
        } else {
            restartAlphaTimer(f, nowPs);
        }
        if (c.firstCnp() == DcqcnConfig.FirstCnp.HPCC) {
            double r = c.firstCnpFraction() * rc[f];
            rc[f] = r;
            rt[f] = r;
            trace(f, nowPs);
            if (c.decrease() == DcqcnConfig.Decrease.PERIODIC) {
                // The first check runs one period (plus 1 ns, after that instant's alpha tick) later.
                decBit[f] = true;
                decreaseGridBasePs[f] = nowPs + 1000;
                decreaseDeadlinePs[f] = nowPs + c.decreasePeriodPs() + 1000;
                loop.scheduleAt(decreaseDeadlinePs[f], Events.of(Events.DECREASE, f));
            } else {
                decreaseOnCnp(f, nowPs);
            }
            return;
        }
        // set-rate
        if (c.firstCnpRateBitsPerSec() > 0) {
            double r = Math.min(c.firstCnpRateBitsPerSec(), lineBitsPerSec[f]);
            rc[f] = r;
            rt[f] = r;
            lastCutPs[f] = nowPs;
            resetIncrease(f, nowPs);
            trace(f, nowPs);
        } else {
            if (c.decrease() == DcqcnConfig.Decrease.PERIODIC) {
                decreaseGridBasePs[f] = nowPs;
            }
            decreaseOnCnp(f, nowPs);
        }
    }

    private void decreaseOnCnp(int f, long nowPs) {
        switch (c.decrease()) {
            case PERIODIC -> {
                decBit[f] = true;
                if (decreaseDeadlinePs[f] < nowPs) {
                    long period = Math.max(1, c.decreasePeriodPs());
                    long base = decreaseGridBasePs[f];
                    long k = nowPs < base ? 1 : (nowPs - base) / period + 1;
                    decreaseDeadlinePs[f] = base + k * period;
                    loop.scheduleAt(decreaseDeadlinePs[f], Events.of(Events.DECREASE, f));
                }
            }
            case HOLDOFF -> {
                if (nowPs - lastCutPs[f] >= c.decreasePeriodPs()) {
                    cut(f, nowPs);
                } else {
                    decBit[f] = true;
                    if (decreaseDeadlinePs[f] < nowPs) {
                        decreaseDeadlinePs[f] = lastCutPs[f] + c.decreasePeriodPs();
                        loop.scheduleAt(decreaseDeadlinePs[f], Events.of(Events.DECREASE, f));
                    }
                }
            }
            case IMMEDIATE -> cut(f, nowPs);
            default -> throw new IllegalStateException();
        }
    }

    void onDecrease(int f, long nowPs) {
        if (!active[f] || decreaseDeadlinePs[f] != nowPs) {
            return;
        }
        decreaseDeadlinePs[f] = NONE;
        if (decBit[f]) {
            cut(f, nowPs);
        }
    }

    private void cut(int f, long nowPs) {
        if (c.alphaUpdate() == DcqcnConfig.AlphaUpdate.PERIODIC) {
            catchUpAlpha(f, nowPs);
        }
        boolean clamp = c.clampTargetRate() || (c.clampAfterTimeIncrease() && timerStage[f] > 0)
                || byteStage[f] > 0;
        double r = rc[f];
        if (clamp) {
            rt[f] = r;
        }
        double next = r * (1 - alpha[f] * c.cutScale());
        next = Math.max(next, r * c.minDecFactor());
        rc[f] = Math.max(c.minRateBitsPerSec(), next);
        decBit[f] = false;
        lastCutPs[f] = nowPs;
        probe.rateCut(f);
        resetIncrease(f, nowPs);
        trace(f, nowPs);
    }

    private void resetIncrease(int f, long nowPs) {
        timerStage[f] = 0;
        byteStage[f] = 0;
        bytesSinceIncrease[f] = 0;
        increaseDeadlinePs[f] = nowPs + c.increaseTimerPs();
        loop.scheduleAt(increaseDeadlinePs[f], Events.of(Events.INCREASE, f));
    }

    // ------------------------------------------------------------------ alpha

    /** Applies the alpha ticks due by {@code nowPs} (periodic mode), in closed form. */
    private void catchUpAlpha(int f, long nowPs) {
        long t = alphaNextTickPs[f];
        if (t > nowPs) {
            return;
        }
        long period = c.alphaPeriodPs();
        long ticks = (nowPs - t) / period + 1;
        double a = alpha[f];
        long decays = ticks;
        if (alphaBit[f]) {
            a = oneMinusG * a + g;
            alphaBit[f] = false;
            decays--;
        }
        if (decays > 0) {
            a *= decays == 1 ? oneMinusG : StrictMath.pow(oneMinusG, decays);
        }
        alpha[f] = a;
        alphaNextTickPs[f] = t + ticks * period;
    }

    private void restartAlphaTimer(int f, long nowPs) {
        alphaDeadlinePs[f] = nowPs + c.alphaPeriodPs();
        loop.scheduleAt(alphaDeadlinePs[f], Events.of(Events.ALPHA, f));
    }

    /** Paper mode: no CNP for a whole period, alpha decays. */
    void onAlphaTimer(int f, long nowPs) {
        if (!active[f] || alphaDeadlinePs[f] != nowPs) {
            return;
        }
        alpha[f] *= oneMinusG;
        restartAlphaTimer(f, nowPs);
    }

    /** Current alpha (brought up to date). */
    double alphaNow(int f, long nowPs) {
        if (c.alphaUpdate() == DcqcnConfig.AlphaUpdate.PERIODIC && cnpSeen[f]) {
            catchUpAlpha(f, nowPs);
        }
        return alpha[f];
    }

    // ------------------------------------------------------------------ increase

    void onIncrease(int f, long nowPs) {
        if (!active[f] || increaseDeadlinePs[f] != nowPs) {
            return;
        }
        increaseDeadlinePs[f] = nowPs + c.increaseTimerPs();
        loop.scheduleAt(increaseDeadlinePs[f], Events.of(Events.INCREASE, f));
        increase(f, true, nowPs);
        timerStage[f]++;
    }

    /** Bytes sent by flow {@code f}: drives the byte counter when it is on. */
    void onSent(int f, long bytes, long nowPs) {
        long b = c.byteCounterBytes();
        if (b <= 0 || !cnpSeen[f] || !enabled) {
            return;
        }
        long s = bytesSinceIncrease[f] + bytes;
        while (s >= b) {
            s -= b;
            increase(f, false, nowPs);
            byteStage[f]++;
        }
        bytesSinceIncrease[f] = s;
    }

    private void increase(int f, boolean byTimer, long nowPs) {
        int tS = timerStage[f];
        int bS = byteStage[f];
        int th = c.threshold();
        double step;
        switch (c.stageRule()) {
            case HPCC -> {
                int s = byTimer ? tS : bS;
                step = s < th ? 0 : s == th ? c.aiBitsPerSec() : c.haiBitsPerSec();
            }
            case MELLANOX -> step = Math.min(tS, bS) > th ? c.haiBitsPerSec()
                    : Math.max(tS, bS) >= th ? c.aiBitsPerSec() : 0;
            case PAPER -> {
                int lo = Math.min(tS, bS);
                step = lo > th ? (lo - th) * c.haiBitsPerSec()
                        : Math.max(tS, bS) >= th ? c.aiBitsPerSec() : 0;
            }
            default -> throw new IllegalStateException();
        }
        if (step > 0) {
            rt[f] = Math.min(lineBitsPerSec[f], rt[f] + step);
        }
        rc[f] = rc[f] / 2 + rt[f] / 2;
        trace(f, nowPs);
    }

    // ------------------------------------------------------------------ trace

    private void trace(int f, long nowPs) {
        probe.rateChanged(f, nowPs, rc[f]);
    }
}
