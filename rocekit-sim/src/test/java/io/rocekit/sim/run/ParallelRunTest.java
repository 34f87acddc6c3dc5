package io.rocekit.sim.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.sim.config.Profile;
import io.rocekit.sim.config.Settings;
import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.metrics.FlowRecord;
import io.rocekit.sim.topology.Partition;
import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.topology.TopologyGenerators;
import io.rocekit.sim.topology.Wiring;
import io.rocekit.sim.traffic.Flow;
import io.rocekit.sim.traffic.FlowSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * A simulation on several threads, one part of the fabric each (issue 22): what it must share with
 * the single thread (bytes conserved, lossless flows finish, the same result where no frame
 * crosses between parts) and what it promises of its own (the same result every run, whatever the
 * threads' timing).
 */
class ParallelRunTest {
    private static final long G100 = 100_000_000_000L;
    private static final long G400 = 400_000_000_000L;
    private static final long US = 1_000_000;

    private static SimConfig config(String profile, boolean pfc, long bufferMiB, long sampleUs) {
        Settings s = Profile.byId(profile).orElseThrow().settings(G400)
                .with("switch.buffer", bufferMiB + "MiB", "test")
                .with("pfc.enabled", Boolean.toString(pfc), "test")
                .with("metrics.queue-sample-interval", sampleUs + "us", "test");
        return SimConfig.from(s);
    }

    private static SimResult run(Topology t, List<Flow> flows, SimConfig cfg, int threads) {
        return SimRun.run(t, flows, cfg, RunOptions.defaults().withUntil(20_000 * US).withThreads(threads));
    }

    /** Everything a user reads of a run, as text: flows, counters, ports, PFC log, queue series. */
    private static String outcome(SimResult r) {
        return r.flows() + "\n" + r.totals() + "\n" + r.ports() + "\n" + r.pfcEvents() + "\n" + r.invariants()
                + "\n" + r.queues().ticks() + " " + r.queues().periodPs() + " " + Arrays.toString(r.queues().samples())
                + "\n" + r.endPs();
    }

    @Example
    void aFatTreeDividesIntoWholePodsAndHalfTheCore() {
        Wiring w = new Wiring(TopologyGenerators.fatTree(4, G400, G400, US));
        Partition p = Partition.byLevel(w, 2);
        // k=4: hosts 0-15, edge 16-23, aggregation 24-31, core 32-35; pods 0-1 and cores 32-33 in part 0
        assertThat(p.partOf(0)).isZero();
        assertThat(p.partOf(15)).isOne();
        assertThat(p.partOf(16)).isZero();
        assertThat(p.partOf(23)).isOne();
        assertThat(p.partOf(32)).isZero();
        assertThat(p.partOf(35)).isOne();
        assertThat(p.windowPs()).isEqualTo(US);
        int cut = 0;
        for (int port = 0; port < w.portCount(); port++) {
            if (p.cut(port)) {
                cut++;
                assertThat(w.topology().isHost(w.node(port))).isFalse();
            }
        }
        assertThat(cut).as("aggregation-core links between halves, both directions").isEqualTo(16);
    }

    /** More parts asked for than the largest level has nodes: as many parts as it has, none empty. */
    @Example
    void noPartIsEmptyWhenMorePartsThanNodesAreAskedFor() {
        Topology star = TopologyGenerators.star(17, G100, US);
        Partition p = Partition.byLevel(new Wiring(star), 64);
        assertThat(p.parts()).isEqualTo(17);
        int[] nodes = new int[p.parts()];
        for (int v = 0; v < star.nodeCount(); v++) {
            nodes[p.partOf(v)]++;
        }
        assertThat(Arrays.stream(nodes).min().orElse(0)).as("nodes of the emptiest part").isPositive();
        List<FlowSet.Spec> specs = new ArrayList<>();
        for (int h = 1; h < 17; h++) {
            specs.add(new FlowSet.Spec(h, 0, 3, 100_000, 0, 100, -1));
        }
        List<Flow> flows = FlowSet.assign(specs);
        SimConfig cfg = config("hpcc-dcqcn", true, 32, 1);
        SimResult many = run(star, flows, cfg, 64);
        assertThat(many.run().threads()).isEqualTo(17);
        assertThat(many.flows()).isEqualTo(run(star, flows, cfg, 1).flows());
    }

    /**
     * Flows that stay in part 0 (pod 0 of a k=4 fat-tree): part 1 only runs the flow starts and the
     * sampler, so the outcome must be the single thread's, byte for byte, queue series included.
     */
    @Example
    void whereNoFrameCrossesPartsTheOutcomeIsTheSingleThreads() {
        Topology t = TopologyGenerators.fatTree(4, G400, G400, US);
        List<Flow> flows = FlowSet.assign(List.of(new FlowSet.Spec(0, 3, 3, 300_000, 0, 100, -1),
                new FlowSet.Spec(1, 3, 3, 200_000, 0, 100, -1), new FlowSet.Spec(2, 3, 3, 500_000, 2 * US, 100, -1),
                new FlowSet.Spec(3, 0, 3, 100_000, 5 * US, 100, -1)));
        SimConfig cfg = config("connectx-default", true, 1, 1);
        SimResult one = run(t, flows, cfg, 1);
        SimResult two = run(t, flows, cfg, 2);
        assertThat(two.run().threads()).isEqualTo(2);
        assertThat(one.queues().ticks()).isPositive();
        assertThat(outcome(two)).isEqualTo(outcome(one));
        assertThat(two.run().events()).isEqualTo(one.run().events());
    }

    /** A permutation across every pod of a k=8 fat-tree: frames cross between parts on every core. */
    @Example
    void aPermutationAcrossPartsIsTheSameEveryRunAndCloseToOneThread() {
        Topology t = TopologyGenerators.fatTree(8, G400, G400, US);
        List<FlowSet.Spec> specs = new ArrayList<>();
        for (int h = 0; h < 128; h++) {
            specs.add(new FlowSet.Spec(h, (h + 37) % 128, 3, 256 * 1024, 0, 100, -1));
        }
        List<Flow> flows = FlowSet.assign(specs);
        SimConfig cfg = config("hpcc-dcqcn", true, 32, 1);
        SimResult one = run(t, flows, cfg, 1);
        SimResult two = run(t, flows, cfg, 2);
        assertThat(outcome(run(t, flows, cfg, 2))).isEqualTo(outcome(two));
        assertThat(two.invariants().conserved()).isTrue();
        assertThat(two.total("packetHops")).isEqualTo(one.total("packetHops"));
        assertThat(two.endPs()).isCloseTo(one.endPs(), org.assertj.core.data.Percentage.withPercentage(1));
        for (int f = 0; f < flows.size(); f++) {
            FlowRecord a = one.flows().get(f);
            FlowRecord b = two.flows().get(f);
            assertThat(b.finishPs()).as("flow %d", f).isPositive();
            assertThat((double) b.fctNs()).as("flow %d", f).isCloseTo(a.fctNs(),
                    org.assertj.core.data.Percentage.withPercentage(2));
        }
    }

    /** Random flows on a leaf-spine whose leaves are in different parts, with and without PFC. */
    @Property(tries = 15)
    void partitionedRunsConserveBytesFinishLosslessFlowsAndRepeat(
            @ForAll("workloads") NetworkPropertiesTest.Workload w) {
        Topology t = NetworkPropertiesTest.fabric();
        List<Flow> flows = FlowSet.assign(w.specs());
        Settings s = Profile.byId(w.profile()).orElseThrow().settings(G100)
                .with("switch.buffer", w.bufferMiB() + "MiB", "test")
                .with("pfc.enabled", Boolean.toString(w.pfc()), "test")
                .with("sim.seed", Long.toString(w.seed()), "test");
        SimConfig cfg = SimConfig.from(s);
        SimResult two = run(t, flows, cfg, 2);
        assertThat(two.invariants().conserved()).as(two.invariants().toString()).isTrue();
        if (w.pfc()) {
            assertThat(two.invariants().losslessDrops()).isZero();
            assertThat(two.flows()).allMatch(f -> f.finishPs() > 0);
        }
        assertThat(outcome(run(t, flows, cfg, 2))).isEqualTo(outcome(two));
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<NetworkPropertiesTest.Workload> workloads() {
        return new NetworkPropertiesTest().workloads();
    }

    /** Flows that wait for others cannot run apart in time: the run takes one thread, and says why. */
    @Example
    void dependentFlowsRunOnOneThread() {
        Topology t = TopologyGenerators.fatTree(4, G400, G400, US);
        List<Flow> flows = FlowSet.assign(List.of(new FlowSet.Spec(0, 15, 3, 100_000, 0, 100, -1),
                new FlowSet.Spec(15, 0, 3, 100_000, 0, 100, 0)));
        assertThat(SimRun.singleThreadReason(t, flows, 2)).contains("start when others complete");
        assertThat(SimRun.singleThreadReason(t, flows, 1)).isNull();
        SimConfig cfg = config("hpcc-dcqcn", true, 32, 0);
        SimResult two = run(t, flows, cfg, 2);
        assertThat(two.run().threads()).isOne();
        assertThat(outcome(two)).isEqualTo(outcome(run(t, flows, cfg, 1)));
    }
}
