package io.rocekit.sim.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.sim.config.Profile;
import io.rocekit.sim.config.Settings;
import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.metrics.FlowRecord;
import io.rocekit.sim.metrics.PortRecord;
import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.topology.TopologyGenerators;
import io.rocekit.sim.traffic.Flow;
import io.rocekit.sim.traffic.FlowSet;
import io.rocekit.sim.traffic.TrafficGenerators;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Behaviours of whole runs that the reference scenarios do not exercise. */
class NetworkBehaviourTest {
    private static final long G100 = 100_000_000_000L;
    private static final long US = 1_000_000;

    @Test
    void goBackNWithoutCongestionControlCollapsesInALossyClass() {
        // two senders at line rate into one port, drops, every NAK rewinds the whole window: the
        // retransmissions crowd out progress (why RoCE wants PFC or congestion control)
        SimResult r = incastUntil(2, 2_000_000, 5_000 * US, "pfc.enabled=false", "dcqcn.enabled=false",
                "switch.buffer=1MiB", "nic.nack-interval=10us");
        assertThat(r.invariants().flowsUnfinished()).isEqualTo(2);
        assertThat(r.total("retransmittedBytes")).isGreaterThan(10 * 4_000_000L);
        assertThat(r.invariants().conserved()).isTrue();
    }

    private static SimResult incast(int senders, long size, String... sets) {
        return incastUntil(senders, size, Long.MAX_VALUE, sets);
    }

    private static SimResult incastUntil(int senders, long size, long untilPs, String... sets) {
        Topology t = TopologyGenerators.star(senders + 1, G100, US);
        int[] s = new int[senders];
        for (int i = 0; i < senders; i++) {
            s[i] = i + 1;
        }
        Settings st = Profile.HPCC_DCQCN.settings(G100);
        for (String kv : sets) {
            String[] p = kv.split("=", 2);
            st = st.with(p[0], p[1], "test");
        }
        List<Flow> flows = FlowSet.assign(TrafficGenerators.incast(s, 0, size, 0));
        return SimRun.run(t, flows, SimConfig.from(st), RunOptions.defaults().withUntil(untilPs));
    }

    @Test
    void aLossyClassDropsAndGoBackNRecovers() {
        SimResult r = incast(8, 300_000, "pfc.enabled=false", "switch.buffer=1MiB", "nic.nack-interval=10us");
        assertThat(r.total("drops")).isPositive();
        assertThat(r.total("nacksSent")).isPositive();
        assertThat(r.total("retransmittedBytes")).isPositive();
        assertThat(r.invariants().losslessDrops()).isZero(); // PFC off: these drops are not "lossless"
        assertThat(r.invariants().dataBytesDropped()).isPositive();
        assertThat(r.invariants().conserved()).isTrue();
        assertThat(r.flows()).allSatisfy(f -> assertThat(f.finished()).isTrue());
        assertThat(r.flows().stream().mapToLong(FlowRecord::retransmittedBytes).sum())
                .isEqualTo(r.total("retransmittedBytes"));
    }

    @Test
    void theSameIncastIsLosslessWithPfc() {
        SimResult r = incast(8, 2_000_000, "dcqcn.enabled=false", "switch.buffer=1MiB");
        assertThat(r.total("drops")).isZero();
        assertThat(r.total("pauseFramesSent")).isPositive();
        assertThat(r.total("pauseFramesSent")).isEqualTo(r.total("resumeFramesSent"));
        // the senders' NIC ports spent time paused
        long paused = r.ports().stream().filter(p -> !p.onSwitch()).mapToLong(PortRecord::totalPausedPs).sum();
        assertThat(paused).isPositive();
    }

    @Test
    void quantaPausesExpireAndAreRefreshedWhileCongested() {
        // 200 quanta of 512 bit times at 100 Gb/s = 1.024 us: the switch must refresh every 0.512 us
        SimResult r = incast(8, 2_000_000, "dcqcn.enabled=false", "switch.buffer=1MiB",
                "pfc.pause-mode=quanta", "pfc.pause-quanta=200");
        assertThat(r.total("drops")).isZero();
        assertThat(r.total("pauseFramesSent")).isGreaterThan(r.total("resumeFramesSent"));
        assertThat(r.flows()).allSatisfy(f -> assertThat(f.finished()).isTrue());
    }

    @Test
    void ecnAtEnqueueAlsoMarksAndTheRunCompletes() {
        SimResult deq = incast(8, 1_000_000);
        SimResult enq = incast(8, 1_000_000, "ecn.mark-at=enqueue");
        assertThat(deq.total("ecnMarks")).isPositive();
        assertThat(enq.total("ecnMarks")).isPositive();
        assertThat(enq.flows()).allSatisfy(f -> assertThat(f.finished()).isTrue());
    }

    @Test
    void withoutDcqcnTheQueueStaysHigherThanWithIt() {
        SimResult with = incast(16, 1_000_000, "switch.buffer=4MiB");
        SimResult without = incast(16, 1_000_000, "switch.buffer=4MiB", "dcqcn.enabled=false");
        assertThat(without.total("rateCuts")).isZero();
        assertThat(without.total("pauseFramesSent")).isGreaterThan(2 * with.total("pauseFramesSent"));
    }

    @Test
    void ringAllReduceStepsWaitForTheirPredecessor() {
        Topology t = TopologyGenerators.star(4, G100, US);
        List<Flow> flows = FlowSet.assign(TrafficGenerators.ringAllReduce(new int[] {0, 1, 2, 3}, 4_000_000, 0));
        SimResult r = SimRun.run(t, flows, SimConfig.from(Profile.HPCC_DCQCN.settings(G100)), RunOptions.defaults());
        assertThat(r.flows()).hasSize(24).allSatisfy(f -> assertThat(f.finished()).isTrue());
        for (Flow f : flows) {
            if (f.afterFlow() >= 0) {
                FlowRecord me = r.flows().get(f.id());
                FlowRecord before = r.flows().get(f.afterFlow());
                assertThat(me.startPs()).isGreaterThanOrEqualTo(before.finishPs());
                assertThat(flows.get(f.afterFlow()).dst()).isEqualTo(f.src());
            }
        }
    }

    @Test
    void cnpPacketsArePacedPerQueuePair() {
        // connectx-default: CNP packets, at most one per QP per 4 us
        Topology t = TopologyGenerators.star(9, G100, US);
        int[] s = {1, 2, 3, 4, 5, 6, 7, 8};
        List<Flow> flows = FlowSet.assign(TrafficGenerators.incast(s, 0, 1_000_000, 0));
        SimResult r = SimRun.run(t, flows, SimConfig.from(Profile.CONNECTX_DEFAULT.settings(G100)),
                RunOptions.defaults());
        long cnps = r.total("cnpsSent");
        assertThat(cnps).isPositive();
        assertThat(cnps).isLessThan(r.total("ecnMarks"));
        // no flow can have got more CNPs than its lifetime allows at one per 4 us
        for (FlowRecord f : r.flows()) {
            assertThat(f.cnps()).isLessThanOrEqualTo(f.fctNs() / 4000 + 1);
        }
    }
}
