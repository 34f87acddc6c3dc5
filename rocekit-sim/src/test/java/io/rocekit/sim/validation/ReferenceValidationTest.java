package io.rocekit.sim.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.rocekit.sim.metrics.BucketSummary;
import io.rocekit.sim.metrics.FlowRecord;
import io.rocekit.sim.metrics.PortRecord;
import io.rocekit.sim.run.SimResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * rocekit's hpcc-dcqcn profile against the HPCC ns-3 simulator's own results on the same input
 * files (resources/hpcc, copied from the shared fixtures; numbers from their README). Tolerances
 * are the issue's: queue/PFC figures within 20 %, LS32 percentiles within the reference's
 * seed-to-seed spread. Where a figure depends on the ECN random draws, the median over seeds is
 * compared.
 */
class ReferenceValidationTest {

    private static double relative(double ours, double ref) {
        return Math.abs(ours - ref) / ref;
    }

    private static long[] fcts(SimResult r) {
        return r.flows().stream().mapToLong(FlowRecord::fctNs).sorted().toArray();
    }

    @Test
    void conv2MatchesTheReference() {
        SimResult r = Fixtures.run("conv2_topology.txt", "conv2_flows.txt");
        long[] fct = fcts(r);
        // reference: the two 20 MB flows finish at 3.818 and 3.959 ms
        assertThat(relative(fct[0], 3_817_666)).isLessThan(0.05);
        assertThat(relative(fct[1], 3_959_353)).isLessThan(0.05);
        PortRecord bottleneck = r.hottestPort();
        assertThat(bottleneck.node()).isEqualTo(3);
        assertThat(bottleneck.ifIndex()).isEqualTo(1);
        // reference: queue max 741 KB, mean 249 KB while non-empty
        assertThat(relative(bottleneck.queuePeakBytes(), 741_000)).isLessThan(0.20);
        assertThat(relative(bottleneck.queueMeanWhileBusyBytes(), 249_000)).isLessThan(0.20);
        assertThat(r.pfcEvents()).isEmpty();
        assertThat(r.invariants().conserved()).isTrue();
        // the ideal FCT is the reference's standalone_fct, to the nanosecond
        assertThat(r.flows()).allSatisfy(f -> assertThat(f.idealFctNs()).isEqualTo(1_680_960));
    }

    @Test
    void incast16MatchesTheReference() {
        SimResult r = Fixtures.run("incast16_topology.txt", "incast16_flows.txt");
        long[] fct = fcts(r);
        // reference: FCTs 1.238-1.692 ms
        assertThat(relative(fct[0], 1_238_376)).isLessThan(0.10);
        assertThat(relative(fct[15], 1_691_937)).isLessThan(0.05);
        PortRecord p = r.hottestPort();
        assertThat(p.node()).isEqualTo(17);
        assertThat(p.ifIndex()).isEqualTo(1);
        // reference: peak 5,849 KB, mean 2,417 KB while non-empty, non-empty 1.24 ms
        assertThat(relative(p.queuePeakBytes(), 5_849_000)).isLessThan(0.20);
        assertThat(relative(p.queueMeanWhileBusyBytes(), 2_417_000)).isLessThan(0.20);
        assertThat(relative(p.queueBusyPs(), 1_240_000_000L)).isLessThan(0.05);
        assertThat(r.pfcEvents()).isEmpty();
        assertThat(r.flows()).allSatisfy(f -> assertThat(f.idealFctNs()).isEqualTo(88_000));
    }

    @Test
    void incast16WithPfcMatchesTheReference() {
        List<Long> pauses = new ArrayList<>();
        List<Long> resumes = new ArrayList<>();
        for (int seed = 1; seed <= 5; seed++) {
            SimResult r = Fixtures.run("incast16_topology.txt", "incast16_flows.txt", "switch.buffer=4MiB",
                    "sim.seed=" + seed);
            long pause = r.pfcEvents().stream().filter(e -> e.pause()).count();
            long resume = r.pfcEvents().size() - pause;
            pauses.add(pause);
            resumes.add(resume);
            // every PFC frame goes to one of the 16 senders' NICs (node 1..16, interface 1)
            assertThat(r.pfcEvents()).allSatisfy(e -> {
                assertThat(e.node()).isBetween(1, 16);
                assertThat(e.ifIndex()).isEqualTo(1);
            });
            assertThat(pause).isEqualTo(resume);
            // no drops: PFC headroom absorbed everything
            assertThat(r.total("drops")).isZero();
            assertThat(r.invariants().losslessDrops()).isZero();
            PortRecord p = r.hottestPort();
            // reference: queue peak 2,780 KB, mean 1,215 KB
            assertThat(relative(p.queuePeakBytes(), 2_780_000)).isLessThan(0.20);
            assertThat(relative(p.queueMeanWhileBusyBytes(), 1_215_000)).isLessThan(0.20);
            long[] fct = fcts(r);
            // reference: FCTs 0.973-1.889 ms
            assertThat(relative(fct[15], 1_888_981)).isLessThan(0.05);
            // first PAUSE 14.7 us after the start in the reference
            long firstUs = (r.pfcEvents().get(0).timePs() - 2_000_000_000_000L) / 1_000_000;
            assertThat(firstUs).isBetween(10L, 20L);
        }
        // reference: 70 PAUSE + 70 RESUME received by the senders
        assertThat(relative(median(pauses), 70)).isLessThan(0.20);
        assertThat(relative(median(resumes), 70)).isLessThan(0.20);
    }

    @Test
    void ls32SlowdownPercentilesLandInTheReferenceSpread() {
        int seeds = 5;
        double[][] all = new double[3][seeds];
        List<double[]> buckets = new ArrayList<>();
        List<Long> peaks = new ArrayList<>();
        for (int s = 0; s < seeds; s++) {
            SimResult r = Fixtures.run("ls32_topology.txt", "ls32_websearch_l30_5ms_seed1_flows.txt",
                    "sim.seed=" + (s + 1));
            assertThat(r.flows()).allSatisfy(f -> assertThat(f.finished()).isTrue());
            assertThat(r.pfcEvents()).isEmpty();
            assertThat(r.total("drops")).isZero();
            assertThat(r.invariants().conserved()).isTrue();
            BucketSummary b = r.buckets().get(0);
            all[0][s] = b.slowdownP50();
            all[1][s] = b.slowdownP95();
            all[2][s] = b.slowdownP99();
            double[] row = new double[9];
            for (int i = 1; i <= 3; i++) {
                BucketSummary bi = r.buckets().get(i);
                row[(i - 1) * 3] = bi.slowdownP50();
                row[(i - 1) * 3 + 1] = bi.slowdownP95();
                row[(i - 1) * 3 + 2] = bi.slowdownP99();
            }
            buckets.add(row);
            peaks.add(r.hottestPort().queuePeakBytes());
            assertThat(r.buckets().get(1).flows()).isEqualTo(174);
            assertThat(r.buckets().get(2).flows()).isEqualTo(56);
            assertThat(r.buckets().get(3).flows()).isEqualTo(95);
        }
        // The reference's spread over three traffic seeds: p50 1.26-1.39, p95 4.31-5.18,
        // p99 5.80-7.20; on this flow file it gave 1.367 / 5.180 / 7.196 (the top of the spread).
        assertThat(median(all[0])).isBetween(1.26, 1.39);
        assertThat(median(all[1])).isCloseTo(5.180, within(0.05 * 5.180));
        // p99 of 325 flows is the 4th-largest slowdown: it swings with the ECN draws. The
        // reference's value must lie within rocekit's seed-to-seed range (docs/sim.md).
        assertThat(7.196).isBetween(min(all[2]), max(all[2]) + 1e-9);
        // reference: hottest port peak 1,125 KB
        assertThat(relative(median(peaks), 1_125_000)).isLessThan(0.20);
        // per bucket (reference <100KB 1.127/6.211/9.644, 100KB-1MB 1.428/5.148/5.816,
        // >=1MB 2.030/4.754/6.172): medians within 20 %
        double[] ref = {1.127, 6.211, 9.644, 1.428, 5.148, 5.816, 2.030, 4.754, 6.172};
        for (int i = 0; i < ref.length; i++) {
            final int col = i;
            double m = median(buckets.stream().mapToDouble(row -> row[col]).toArray());
            assertThat(relative(m, ref[i])).as("bucket percentile %d: %.3f vs %.3f", i, m, ref[i])
                    .isLessThan(0.20);
        }
    }

    private static double median(List<Long> v) {
        return median(v.stream().mapToDouble(Long::doubleValue).toArray());
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    private static double min(double[] v) {
        return Arrays.stream(v).min().orElseThrow();
    }

    private static double max(double[] v) {
        return Arrays.stream(v).max().orElseThrow();
    }
}
