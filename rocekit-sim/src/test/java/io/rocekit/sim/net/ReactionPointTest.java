package io.rocekit.sim.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.rocekit.sim.config.DcqcnConfig;
import io.rocekit.sim.config.Profile;
import io.rocekit.sim.config.Settings;
import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.engine.BinaryHeapEventQueue;
import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.metrics.FabricStats;
import org.junit.jupiter.api.Test;

/**
 * The DCQCN reaction point on hand-computed sequences (dcqcn.md §1.1 for hpcc-dcqcn, §2.3/§2.4
 * for the ConnectX variant). hpcc-dcqcn at 100 Gb/s: g = 1/256, alpha tick 1 us, decrease check
 * 4 us (+1 ns), increase timer 300 us, F = 1, AI 20 Mb/s, HAI 200 Mb/s, min rate 1 Gb/s.
 */
class ReactionPointTest {
    private static final double LINE = 100e9;
    private static final double G = 1.0 / 256;
    private static final long US = 1_000_000;
    private static final double EPS = 1e-6 * LINE;

    /** A reaction point for one flow with its own event loop. */
    static final class Rig {
        final EventLoop loop = new EventLoop(new BinaryHeapEventQueue());
        final FabricStats stats = new FabricStats(1, 1, new int[0]);
        final ReactionPoint rp;

        Rig(DcqcnConfig c) {
            rp = new ReactionPoint(c, 1, loop, stats);
            rp.start(0, (long) LINE, 0);
        }

        /** Runs timers up to and including {@code t}. */
        void runTo(long t) {
            loop.run(t, (ev, now) -> {
                int idx = ev >>> Events.KIND_BITS;
                switch (ev & Events.KIND_MASK) {
                    case Events.DECREASE -> rp.onDecrease(idx, now);
                    case Events.INCREASE -> rp.onIncrease(idx, now);
                    case Events.ALPHA -> rp.onAlphaTimer(idx, now);
                    default -> throw new IllegalStateException();
                }
            });
            loop.advanceTo(t);
        }

        void cnpAt(long t) {
            runTo(t);
            rp.onCnp(0, t);
        }

        double rc() {
            return rp.rc[0];
        }

        double rt() {
            return rp.rt[0];
        }
    }

    static DcqcnConfig hpcc(String... sets) {
        Settings s = Profile.HPCC_DCQCN.settings((long) LINE);
        for (String kv : sets) {
            String[] p = kv.split("=", 2);
            s = s.with(p[0], p[1], "test");
        }
        return SimConfig.from(s).dcqcn();
    }

    @Test
    void oneCnpCutsAtTheFirstCheckWithDecayedAlpha() {
        Rig r = new Rig(hpcc());
        r.cnpAt(0);
        // first CNP: alpha = 1, no immediate cut (RateOnFirstCnp 1.0)
        assertThat(r.rc()).isEqualTo(LINE);
        r.runTo(4 * US);
        assertThat(r.rc()).isEqualTo(LINE);
        // 4 us + 1 ns: alpha ticked at 1,2,3,4 us without CNP (the first CNP's bit is cleared)
        r.runTo(4 * US + 1000);
        double alpha = Math.pow(1 - G, 4);
        assertThat(r.rc()).isCloseTo(LINE * (1 - alpha / 2), within(EPS));
        assertThat(r.rc() / 1e9).isCloseTo(50.7767, within(0.0001));
        // no increase had happened: the target stays at line rate
        assertThat(r.rt()).isEqualTo(LINE);
        assertThat(r.stats.flowRateCuts(0)).isEqualTo(1);
        // no further CNP: no further cut at the next checks
        r.runTo(40 * US);
        assertThat(r.stats.flowRateCuts(0)).isEqualTo(1);
    }

    @Test
    void twoCnpsInOnePeriodGiveOneCutWithTheirAlpha() {
        Rig r = new Rig(hpcc());
        r.cnpAt(0);
        r.cnpAt(2 * US + 500_000);
        r.runTo(4 * US + 1000);
        // ticks: 1 us decay, 2 us decay, (CNP), 3 us up, 4 us decay
        double a = 1.0;
        a *= (1 - G);
        a *= (1 - G);
        a = (1 - G) * a + G;
        a *= (1 - G);
        assertThat(r.rp.alphaNow(0, 4 * US + 1000)).isCloseTo(a, within(1e-12));
        assertThat(r.stats.flowRateCuts(0)).isEqualTo(1);
        assertThat(r.rc()).isCloseTo(LINE * (1 - a / 2), within(EPS));
    }

    @Test
    void alphaDecaysByOneMinusGPerPeriodWithoutCnps() {
        Rig r = new Rig(hpcc());
        r.cnpAt(0);
        assertThat(r.rp.alphaNow(0, 10 * US)).isCloseTo(Math.pow(1 - G, 10), within(1e-12));
        assertThat(r.rp.alphaNow(0, 1000 * US)).isCloseTo(Math.pow(1 - G, 1000), within(1e-12));
        // a CNP in a period raises it by g at the next tick
        r.cnpAt(1000 * US + 10);
        double expect = (1 - G) * Math.pow(1 - G, 1000) + G;
        assertThat(r.rp.alphaNow(0, 1001 * US)).isCloseTo(expect, within(1e-12));
    }

    @Test
    void increaseStagesAreFastRecoveryThenOneAdditiveThenHyper() {
        Rig r = new Rig(hpcc());
        r.cnpAt(0);
        long cut = 4 * US + 1000;
        r.runTo(cut);
        double rc = LINE * (1 - Math.pow(1 - G, 4) / 2);
        assertThat(r.rc()).isCloseTo(rc, within(EPS));
        // stage 0 < F=1: fast recovery towards RT = line
        r.runTo(cut + 300 * US);
        rc = (rc + LINE) / 2;
        assertThat(r.rc()).isCloseTo(rc, within(EPS));
        // stage 1 == F: additive increase, RT = min(line, line + 20 Mb/s) = line
        r.runTo(cut + 600 * US);
        rc = (rc + LINE) / 2;
        assertThat(r.rc()).isCloseTo(rc, within(EPS));
        assertThat(r.rt()).isEqualTo(LINE);
        // a CNP now: the cut clamps RT to RC because an increase happened since the last cut
        double before = r.rc();
        r.cnpAt(cut + 601 * US);
        long check = cut + 604 * US;
        r.runTo(check);
        assertThat(r.rt()).isCloseTo(before, within(EPS));
        assertThat(r.rc()).isLessThan(before);
        // after the cut, increases run from the clamped target: FR, AI (+20 Mb/s), HAI (+200 Mb/s)
        double rt = r.rt();
        double c = r.rc();
        r.runTo(check + 300 * US);
        c = (c + rt) / 2;
        assertThat(r.rc()).isCloseTo(c, within(EPS));
        r.runTo(check + 600 * US);
        rt = rt + 20e6;
        c = (c + rt) / 2;
        assertThat(r.rt()).isCloseTo(rt, within(1.0));
        assertThat(r.rc()).isCloseTo(c, within(EPS));
        r.runTo(check + 900 * US);
        rt = rt + 200e6;
        c = (c + rt) / 2;
        assertThat(r.rt()).isCloseTo(rt, within(1.0));
        assertThat(r.rc()).isCloseTo(c, within(EPS));
        r.runTo(check + 1200 * US);
        rt = rt + 200e6;
        assertThat(r.rt()).isCloseTo(rt, within(1.0));
    }

    @Test
    void cutsNeverGoBelowTheMinimumRate() {
        Rig r = new Rig(hpcc());
        long t = 0;
        for (int i = 0; i < 400; i++) {
            r.cnpAt(t);
            t += 4 * US;
        }
        r.runTo(t + 10 * US);
        assertThat(r.rc()).isEqualTo(1e9);
        assertThat(r.stats.flowRateCuts(0)).isGreaterThan(10);
    }

    @Test
    void connectxHoldoffCutsAtOnceThenAtMostOncePerMonitorPeriod() {
        DcqcnConfig c = SimConfig.from(Profile.CONNECTX_DEFAULT.settings((long) LINE)).dcqcn();
        Rig r = new Rig(c);
        r.cnpAt(0);
        // first CNP with rate_to_set_on_first_cnp = 0: a normal cut with alpha = 1023/1024,
        // RC x (1 - alpha/2), never below rpg_min_dec_fac = 50 %
        double alpha = 1023.0 / 1024;
        double rc = LINE * (1 - alpha / 2);
        assertThat(r.rc()).isCloseTo(rc, within(EPS));
        // CNPs at 1 and 2 us fall inside rate_reduce_monitor_period = 4 us: one cut at 4 us
        r.cnpAt(1 * US);
        r.cnpAt(2 * US);
        assertThat(r.stats.flowRateCuts(0)).isEqualTo(1);
        r.runTo(4 * US);
        assertThat(r.stats.flowRateCuts(0)).isEqualTo(2);
        // alpha by then: set at 0; ticks at 1 (decay: no CNP in (0,1)), 2 (up: CNP at 1),
        // 3 (up: CNP at 2), 4 (decay); gain 5/1024
        double g = 5.0 / 1024;
        double a = alpha * (1 - g);
        a = (1 - g) * a + g;
        a = (1 - g) * a + g;
        a = a * (1 - g);
        assertThat(r.rp.alphaNow(0, 4 * US)).isCloseTo(a, within(1e-12));
        assertThat(r.rc()).isCloseTo(rc * (1 - a / 2), within(EPS));
    }

    @Test
    void minDecreaseFactorBoundsOneCut() {
        DcqcnConfig c = SimConfig.from(Profile.CONNECTX_DEFAULT.settings((long) LINE)
                .with("rpg_min_dec_fac", "80", "test").with("rpg_gd", "10", "test")).dcqcn();
        Rig r = new Rig(c);
        r.cnpAt(0);
        // rpg_gd 10 would cut by alpha (~100 %); rpg_min_dec_fac 80 keeps 80 %
        assertThat(r.rc()).isCloseTo(0.8 * LINE, within(EPS));
    }

    @Test
    void setRateOnFirstCnpSetsBothRatesWithoutACut() {
        DcqcnConfig c = SimConfig.from(Profile.CONNECTX_DEFAULT.settings((long) LINE)
                .with("rate_to_set_on_first_cnp", "85000", "test")).dcqcn();
        Rig r = new Rig(c);
        r.cnpAt(0);
        assertThat(r.rc()).isEqualTo(85e9);
        assertThat(r.rt()).isEqualTo(85e9);
        assertThat(r.stats.flowRateCuts(0)).isZero();
    }

    @Test
    void byteCounterDrivesIncreasesAndHyperNeedsBothCounters() {
        // mellanox stage rule, threshold 1, byte counter 64 x 1000 B, timer long enough not to fire
        DcqcnConfig c = SimConfig.from(Profile.CONNECTX_DEFAULT.settings((long) LINE)
                .with("rpg_byte_reset", "1000", "test").with("rpg_time_reset", "100000", "test")).dcqcn();
        Rig r = new Rig(c);
        r.cnpAt(0);
        double rc = r.rc();
        double rt = r.rt();
        long b = 64_000;
        // first byte event: stages (0,0) -> fast recovery
        r.rp.onSent(0, b, 1 * US);
        rc = rc / 2 + rt / 2;
        assertThat(r.rc()).isCloseTo(rc, within(EPS));
        // second: byte stage 1 >= threshold -> additive (timer stage 0, so never hyper)
        r.rp.onSent(0, b, 2 * US);
        rt = Math.min(LINE, rt + 5e6);
        rc = rc / 2 + rt / 2;
        assertThat(r.rc()).isCloseTo(rc, within(EPS));
        for (int i = 0; i < 5; i++) {
            r.rp.onSent(0, b, (3 + i) * US);
        }
        assertThat(r.rt()).isLessThanOrEqualTo(LINE);
        assertThat(r.stats.flowRateCuts(0)).isEqualTo(1);
    }

    @Test
    void paperVariantCutsOnEachCnpWithTheOldAlphaThenRaisesAlpha() {
        DcqcnConfig c = SimConfig.from(Profile.DCQCN_PAPER.settings(40_000_000_000L)).dcqcn();
        EventLoop loop = new EventLoop(new BinaryHeapEventQueue());
        ReactionPoint rp = new ReactionPoint(c, 1, loop, new FabricStats(1, 1, new int[0]));
        rp.start(0, 40_000_000_000L, 0);
        rp.onCnp(0, 0);
        // first CNP (set-rate with rate 0: a normal cut): RC = 40G (1 - 1/2), RT = 40G (clamp)
        assertThat(rp.rc[0]).isCloseTo(20e9, within(1.0));
        assertThat(rp.rt[0]).isEqualTo(40e9);
        rp.onCnp(0, 50 * US);
        // alpha after the first CNP: (1-g) x 1 + g = 1; second cut halves again
        assertThat(rp.rc[0]).isCloseTo(10e9, within(1.0));
        assertThat(rp.rt[0]).isCloseTo(20e9, within(1.0));
    }

    @Test
    void disabledDcqcnKeepsLineRate() {
        Rig r = new Rig(hpcc("dcqcn.enabled=false"));
        for (int i = 0; i < 10; i++) {
            r.cnpAt(i * 4 * US);
        }
        r.runTo(100 * US);
        assertThat(r.rc()).isEqualTo(LINE);
        assertThat(r.stats.flowRateCuts(0)).isZero();
    }
}
