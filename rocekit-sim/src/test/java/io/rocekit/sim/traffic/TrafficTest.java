package io.rocekit.sim.traffic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.rocekit.sim.SimInputException;
import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.validation.Fixtures;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TrafficTest {
    @Test
    void readsTheReferenceFlowFileWithItsPortsAndTimes() {
        Topology t = Fixtures.topology("ls32_topology.txt");
        List<Flow> flows = Fixtures.flows("ls32_websearch_l30_5ms_seed1_flows.txt", t);
        assertThat(flows).hasSize(325);
        assertThat(flows.stream().mapToLong(Flow::sizeBytes).sum()).isEqualTo(559_329_802L);
        // first line: 19 18 3 100 1472652 2.000011156 -> the reference prints start 2000011155 ns
        Flow f = flows.get(0);
        assertThat(f.src()).isEqualTo(19);
        assertThat(f.startPs()).isEqualTo(2_000_011_155_000L);
        // source ports per (src, dst) pair from 10000, as the reference's fct.txt shows
        assertThat(flows.stream().filter(x -> x.srcPort() == 10002)).hasSize(5);
        assertThat(flows.stream().filter(x -> x.srcPort() == 10001)).hasSize(42);
    }

    @Test
    void flowFileErrorsNameTheLine() {
        Topology t = Fixtures.topology("conv2_topology.txt");
        assertThatThrownBy(() -> HpccFlowReader.read("f.txt", "2\n1 0 3 100 1000 2.0\n", t))
                .isInstanceOf(SimInputException.class).hasMessageContaining("f.txt:3: expected flow 2 of 2");
        assertThatThrownBy(() -> HpccFlowReader.read("f.txt", "1\n1 3 3 100 1000 2.0\n", t))
                .hasMessageContaining("f.txt:2: expected host ids (node 3 is a switch)");
        assertThatThrownBy(() -> HpccFlowReader.read("f.txt", "1\n1 0 3 100 -5 2.0\n", t))
                .hasMessageContaining("expected a positive size in bytes, found '-5'");
    }

    @Test
    void cdfMeanAndSamplingMatchTheGenerator() {
        FlowSizeCdf ws = TrafficGenerators.builtinCdf("websearch");
        assertThat(ws.meanBytes()).isCloseTo(1_711_250, within(1.0));
        assertThat(ws.valueAt(15)).isEqualTo(10_000);
        assertThat(ws.valueAt(65)).isCloseTo(600_000, within(1.0));
        SplittableRandom rnd = new SplittableRandom(1);
        double sum = 0;
        int n = 200_000;
        for (int i = 0; i < n; i++) {
            sum += ws.sample(rnd);
        }
        assertThat(sum / n).isCloseTo(1_711_250, within(0.03 * 1_711_250));
        FlowSizeCdf fb = TrafficGenerators.builtinCdf("fb-hadoop");
        assertThat(fb.valueAt(50)).isEqualTo(700);
        assertThatThrownBy(() -> FlowSizeCdf.parse("c", "0 0\n100 50\n")).hasMessageContaining("100 percent");
        assertThatThrownBy(() -> FlowSizeCdf.parse("c", "0 0\n100 60\n50 100\n"))
                .hasMessageContaining("never decrease");
    }

    @Test
    void poissonLoadMatchesTheTarget() {
        int[] hosts = new int[32];
        for (int i = 0; i < 32; i++) {
            hosts[i] = i;
        }
        FlowSizeCdf ws = TrafficGenerators.builtinCdf("websearch");
        List<FlowSet.Spec> specs = TrafficGenerators.poisson(hosts, 100_000_000_000L, 0.3, ws, 0,
                50_000_000_000L, new SplittableRandom(5));
        double bytes = specs.stream().mapToLong(FlowSet.Spec::sizeBytes).sum();
        double offered = bytes * 8 / 0.05 / (32 * 100e9);
        assertThat(offered).isCloseTo(0.3, within(0.03));
        assertThat(specs).allSatisfy(s -> assertThat(s.src()).isNotEqualTo(s.dst()));
    }

    @Test
    void patternsHaveTheRightShape() {
        int[] hosts = {0, 1, 2, 3, 4, 5, 6, 7};
        List<FlowSet.Spec> perm = TrafficGenerators.permutation(hosts, 1000, 0, new SplittableRandom(3));
        assertThat(perm).hasSize(8).allSatisfy(s -> assertThat(s.src()).isNotEqualTo(s.dst()));
        Set<Integer> dsts = new HashSet<>();
        perm.forEach(s -> dsts.add(s.dst()));
        assertThat(dsts).hasSize(8);
        assertThat(TrafficGenerators.allToAll(hosts, 1000, 0)).hasSize(56);
        assertThat(TrafficGenerators.incast(hosts, 0, 1000, 0)).hasSize(7);
        List<FlowSet.Spec> ring = TrafficGenerators.ringAllReduce(hosts, 8000, 0);
        // 2(G-1) steps of G chunks of size/G, each step waiting for the previous one
        assertThat(ring).hasSize(14 * 8).allSatisfy(s -> assertThat(s.sizeBytes()).isEqualTo(1000));
        assertThat(ring.get(8).afterSpec()).isEqualTo(7); // host 0, step 1 waits for 7 -> 0 of step 0
        assertThat(ring.get(9).afterSpec()).isEqualTo(0); // host 1, step 1 waits for 0 -> 1 of step 0
        List<Flow> flows = FlowSet.assign(ring);
        assertThat(flows.get(8).afterFlow()).isEqualTo(7);
    }
}
