package io.rocekit.tune.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.tune.Fixtures;
import org.junit.jupiter.api.Test;

class MemoryGuardTest {

    /**
     * A sweep over the k=32 fat-tree permutation (8,192 hosts; a run holds about 300 MB): the old
     * estimate, 23.5 GB a simulation, ran it one at a time on every machine; the simulator's own
     * model lets a 16-core machine run eight or more with an 8 GB heap and one per core with 16 GB.
     */
    @Test
    void aK32SweepRunsOneSimulationPerCoreWhereTheHeapHoldsThem() {
        LoadedBase k32 = LoadedBase.of(Fixtures.parse("""
                name: k32-ecn
                base:
                  inline:
                    profile: hpcc-dcqcn
                    topology:
                      fat-tree: {k: 32, host-rate: 400Gbps, delay: 1us}
                    traffic:
                      - permutation: {size: 256KB}
                space:
                  ecn.kmin: [50KB, 100KB]
                objectives:
                  - minimize: fct.slowdown.p99.all
                """).base());
        long estimate = MemoryGuard.estimateBytes(k32);
        assertThat(estimate).isBetween(300L << 20, 1L << 30);
        assertThat(MemoryGuard.concurrency(estimate, 16, 8L << 30)).isBetween(8, 12);
        assertThat(MemoryGuard.concurrency(estimate, 16, 16L << 30)).isEqualTo(16);
        assertThat(MemoryGuard.concurrency(estimate, 2, 5_360L << 20)).as("this machine's heap: both cores").isEqualTo(2);
    }
}
