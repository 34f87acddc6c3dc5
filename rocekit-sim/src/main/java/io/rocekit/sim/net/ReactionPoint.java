package io.rocekit.sim.net;

import io.rocekit.sim.config.DcqcnConfig;
import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.metrics.NetProbe;

/**
 * The DCQCN reaction point of every queue pair: current rate RC, target rate RT, alpha, the
 * increase stages, and the timers, per flow in primitive arrays. Which variant runs is chosen by
 * {@link DcqcnConfig}'s model switches (see docs/sim.md); with the {@code hpcc-dcqcn} profile it is
 * the HPCC simulator's Mellanox-style algorithm (dcqcn.md §1.1):
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
    private final double[] line;
    private final boolean[] active;
    private final boolean[] cnpSeen;
    private final boolean[] alphaBit;
    private final boolean[] decBit;
    private final int[] timerStage;
    private final int[] byteStage;
    private final long[] bytesSince;
    private final long[] alphaNextTick;
    private final long[] decGridBase;
    private final long[] decDeadline;
    private final long[] incDeadline;
    private final long[] alphaDeadline;
    private final long[] lastCut;

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
        line = new double[flows];
        active = new boolean[flows];
        cnpSeen = new boolean[flows];
        alphaBit = new boolean[flows];
        decBit = new boolean[flows];
        timerStage = new int[flows];
        byteStage = new int[flows];
        bytesSince = new long[flows];
        alphaNextTick = new long[flows];
        decGridBase = new long[flows];
        decDeadline = new long[flows];
        incDeadline = new long[flows];
        alphaDeadline = new long[flows];
        lastCut = new long[flows];
    }

    /** A queue pair starts at line rate (or rpg_max_rate when lower). */
    void start(int f, long lineRateBitsPerSec, long nowPs) {
        double l = lineRateBitsPerSec;
        if (c.maxRateBitsPerSec() > 0 && c.maxRateBitsPerSec() < l) {
            l = c.maxRateBitsPerSec();
        }
        line[f] = l;
        rc[f] = l;
        rt[f] = l;
        alpha[f] = 1.0;
        active[f] = true;
        decDeadline[f] = NONE;
        incDeadline[f] = NONE;
        alphaDeadline[f] = NONE;
        lastCut[f] = Long.MIN_VALUE / 2;
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
            alphaNextTick[f] = nowPs + c.alphaPeriodPs();
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
                decGridBase[f] = nowPs + 1000;
                decDeadline[f] = nowPs + c.decreasePeriodPs() + 1000;
                loop.scheduleAt(decDeadline[f], Events.of(Events.DECREASE, f));
            } else {
                decreaseOnCnp(f, nowPs);
            }
            return;
        }
        // set-rate
        if (c.firstCnpRateBitsPerSec() > 0) {
            double r = Math.min(c.firstCnpRateBitsPerSec(), line[f]);
            rc[f] = r;
            rt[f] = r;
            lastCut[f] = nowPs;
            resetIncrease(f, nowPs);
            trace(f, nowPs);
        } else {
            if (c.decrease() == DcqcnConfig.Decrease.PERIODIC) {
                decGridBase[f] = nowPs;
            }
            decreaseOnCnp(f, nowPs);
        }
    }

    private void decreaseOnCnp(int f, long nowPs) {
        switch (c.decrease()) {
            case PERIODIC -> {
                decBit[f] = true;
                if (decDeadline[f] < nowPs) {
                    long period = Math.max(1, c.decreasePeriodPs());
                    long base = decGridBase[f];
                    long k = nowPs < base ? 1 : (nowPs - base) / period + 1;
                    decDeadline[f] = base + k * period;
                    loop.scheduleAt(decDeadline[f], Events.of(Events.DECREASE, f));
                }
            }
            case HOLDOFF -> {
                if (nowPs - lastCut[f] >= c.decreasePeriodPs()) {
                    cut(f, nowPs);
                } else {
                    decBit[f] = true;
                    if (decDeadline[f] < nowPs) {
                        decDeadline[f] = lastCut[f] + c.decreasePeriodPs();
                        loop.scheduleAt(decDeadline[f], Events.of(Events.DECREASE, f));
                    }
                }
            }
            case IMMEDIATE -> cut(f, nowPs);
            default -> throw new IllegalStateException();
        }
    }

    void onDecrease(int f, long nowPs) {
        if (!active[f] || decDeadline[f] != nowPs) {
            return;
        }
        decDeadline[f] = NONE;
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
        lastCut[f] = nowPs;
        probe.rateCut(f);
        resetIncrease(f, nowPs);
        trace(f, nowPs);
    }

    private void resetIncrease(int f, long nowPs) {
        timerStage[f] = 0;
        byteStage[f] = 0;
        bytesSince[f] = 0;
        incDeadline[f] = nowPs + c.increaseTimerPs();
        loop.scheduleAt(incDeadline[f], Events.of(Events.INCREASE, f));
    }

    // ------------------------------------------------------------------ alpha

    /** Applies the alpha ticks due by {@code nowPs} (periodic mode), in closed form. */
    private void catchUpAlpha(int f, long nowPs) {
        long t = alphaNextTick[f];
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
        alphaNextTick[f] = t + ticks * period;
    }

    private void restartAlphaTimer(int f, long nowPs) {
        alphaDeadline[f] = nowPs + c.alphaPeriodPs();
        loop.scheduleAt(alphaDeadline[f], Events.of(Events.ALPHA, f));
    }

    /** Paper mode: no CNP for a whole period, alpha decays. */
    void onAlphaTimer(int f, long nowPs) {
        if (!active[f] || alphaDeadline[f] != nowPs) {
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
        if (!active[f] || incDeadline[f] != nowPs) {
            return;
        }
        incDeadline[f] = nowPs + c.increaseTimerPs();
        loop.scheduleAt(incDeadline[f], Events.of(Events.INCREASE, f));
        increase(f, true, nowPs);
        timerStage[f]++;
    }

    /** Bytes sent by flow {@code f}: drives the byte counter when it is on. */
    void onSent(int f, long bytes, long nowPs) {
        long b = c.byteCounterBytes();
        if (b <= 0 || !cnpSeen[f] || !enabled) {
            return;
        }
        long s = bytesSince[f] + bytes;
        while (s >= b) {
            s -= b;
            increase(f, false, nowPs);
            byteStage[f]++;
        }
        bytesSince[f] = s;
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
            rt[f] = Math.min(line[f], rt[f] + step);
        }
        rc[f] = rc[f] / 2 + rt[f] / 2;
        trace(f, nowPs);
    }

    // ------------------------------------------------------------------ trace

    private void trace(int f, long nowPs) {
        probe.rateChanged(f, nowPs, rc[f]);
    }
}
