package io.rocekit.sim.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.sim.SimInputException;
import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.topology.TopologyGenerators;
import org.junit.jupiter.api.Test;

class OutOfHeapTest {

    /**
     * A heap too small for the fabric is told as an input error with the fabric's size and the heap
     * to ask for (the CLI prints it and exits 2): a k=64 fat-tree permutation with a 512 MiB heap
     * ended in the CLI's internal-error exit 3 before (docs/sim.md, "Memory").
     */
    @Test
    void anExhaustedHeapIsAnInputErrorNamingTheFabricAndTheHeapToAskFor() {
        Topology k8 = TopologyGenerators.fatTree(8, 400_000_000_000L, 400_000_000_000L, 1_000_000);
        SimInputException e = SimRun.outOfHeap(k8, 128, new OutOfMemoryError("Java heap space"));
        long heapMiB = Runtime.getRuntime().maxMemory() >> 20;
        assertThat(e.getMessage())
                .contains("128 hosts, 80 switches, 768 ports, 128 flows")
                .contains("heap of " + heapMiB + " MiB (Java heap space)")
                .containsPattern("ROCEKIT_JAVA_OPTS=-Xmx[1-9][0-9]*g")
                .contains("simulate a smaller fabric or fewer flows");
    }
}
