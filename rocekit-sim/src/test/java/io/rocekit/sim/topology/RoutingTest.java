package io.rocekit.sim.topology;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RoutingTest {
    private static final long G100 = 100_000_000_000L;
    private static final long US = 1_000_000;

    @Test
    void leafSpineHasOneNextHopPerSpineInReferenceOrder() {
        Topology t = TopologyGenerators.leafSpine(4, 8, 8, G100, 1, US);
        Routing r = new Routing(new Wiring(t), 1000);
        // leaf 32 towards host 8 (on leaf 33): the 8 uplinks, spines by decreasing id (the
        // reference's pointer order: switches were allocated at decreasing addresses)
        int[] ports = r.nextPorts(32, 8);
        assertThat(ports).hasSize(8);
        Wiring w = r.wiring();
        int[] spines = new int[8];
        for (int i = 0; i < 8; i++) {
            spines[i] = w.node(Wiring.peer(ports[i]));
        }
        assertThat(spines).containsExactly(43, 42, 41, 40, 39, 38, 37, 36);
        // towards a host on the same leaf: its one port
        assertThat(r.nextPorts(32, 3)).hasSize(1);
        assertThat(w.node(Wiring.peer(r.nextPorts(32, 3)[0]))).isEqualTo(3);
    }

    @Test
    void theSearchReportsSwitchesWithHostsDoneEverySixtyFourAndAtTheEnd() {
        // k=16 fat-tree: 128 edge switches have hosts (of 320 switches)
        Topology t = TopologyGenerators.fatTree(16, G100, G100, US);
        java.util.List<String> seen = new java.util.ArrayList<>();
        new Routing(new Wiring(t), 1000, (searched, of) -> seen.add(searched + "/" + of));
        assertThat(seen).containsExactly("64/128", "128/128");
        // a leaf-spine of 4 leaves: once, at the end
        seen.clear();
        new Routing(new Wiring(TopologyGenerators.leafSpine(4, 8, 8, G100, 1, US)), 1000,
                (searched, of) -> seen.add(searched + "/" + of));
        assertThat(seen).containsExactly("4/4");
    }

    @Test
    void baseRttAndBottleneckAreTheReferences() {
        Topology t = TopologyGenerators.leafSpine(4, 8, 8, G100, 1, US);
        Routing r = new Routing(new Wiring(t), 1000);
        // same leaf: 2 links -> 2 x 2 x 1000 ns + 2 x 80 ns
        assertThat(r.baseRttNs(0, 1)).isEqualTo(4160);
        // across the spine: 4 links (dcqcn.md: LS32 max base RTT 8.32 us)
        assertThat(r.baseRttNs(0, 31)).isEqualTo(8320);
        assertThat(r.bottleneckBitsPerSec(0, 31)).isEqualTo(G100);
        assertThat(r.hops(0, 31)).isEqualTo(4);
    }

    @Test
    void fat320BaseRttIsTheReferences() {
        Topology t = TopologyGenerators.threeTier(5, 4, 4, 16, 4, G100, 4 * G100, US);
        Routing r = new Routing(new Wiring(t), 1000);
        // dcqcn.md: the driver computes max base RTT 12.24 us for the HPCC fat-tree
        long max = 0;
        for (int d = 1; d < 320; d++) {
            max = Math.max(max, r.baseRttNs(0, d));
        }
        assertThat(max).isEqualTo(12_240);
    }

    @Test
    void ecmpSpreadsFlowsEvenlyOverTheSpines() {
        Topology t = TopologyGenerators.leafSpine(4, 8, 8, G100, 1, US);
        Routing r = new Routing(new Wiring(t), 1000);
        Wiring w = r.wiring();
        Map<Integer, Integer> perSpine = new HashMap<>();
        int flows = 0;
        for (int src = 0; src < 8; src++) {
            for (int dst = 8; dst < 32; dst++) {
                for (int port = 10000; port < 10050; port++) {
                    int[] path = r.path(src, dst, port, 100);
                    assertThat(path).hasSize(4);
                    int spine = w.node(Wiring.peer(path[1]));
                    perSpine.merge(spine, 1, Integer::sum);
                    flows++;
                }
            }
        }
        assertThat(perSpine).hasSize(8);
        double mean = flows / 8.0;
        assertThat(perSpine.values()).allSatisfy(n -> assertThat(Math.abs(n - mean) / mean).isLessThan(0.10));
    }

    @Test
    void aPathIsAConnectedWalkToTheDestination() {
        Topology t = TopologyGenerators.fatTree(4, G100, G100, US);
        Routing r = new Routing(new Wiring(t), 1000);
        Wiring w = r.wiring();
        int[] hosts = t.hostIds();
        for (int s : hosts) {
            for (int d : hosts) {
                if (s == d) {
                    continue;
                }
                int[] path = r.path(s, d, 10000, 100);
                int node = s;
                for (int p : path) {
                    assertThat(w.node(p)).isEqualTo(node);
                    node = w.node(Wiring.peer(p));
                }
                assertThat(node).isEqualTo(d);
            }
        }
    }
}
