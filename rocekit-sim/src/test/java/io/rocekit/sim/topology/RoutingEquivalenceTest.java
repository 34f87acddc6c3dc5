package io.rocekit.sim.topology;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.sim.validation.Fixtures;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Routes held per attachment switch ({@link Routing}, issue 22) agree with the former all-pairs
 * search ({@link AllPairsRouting}) on every (node, host) pair: the same next hops in the same
 * order (so the same ECMP choices), reachability, base RTT, bottleneck and hop count.
 */
class RoutingEquivalenceTest {
    private static final long G100 = 100_000_000_000L;
    private static final long US = 1_000_000;

    @Test
    void generatedFabricsRouteAsTheAllPairsSearch() {
        assertSameRoutes(TopologyGenerators.star(5, G100, US));
        assertSameRoutes(TopologyGenerators.leafSpine(4, 8, 8, G100, 1, US));
        assertSameRoutes(TopologyGenerators.leafSpine(3, 2, 4, G100, 2, 3 * US));
        assertSameRoutes(TopologyGenerators.fatTree(4, G100, 4 * G100, US));
        assertSameRoutes(TopologyGenerators.fatTree(8, 4 * G100, 4 * G100, US));
        assertSameRoutes(TopologyGenerators.threeTier(5, 4, 4, 16, 4, G100, 4 * G100, US));
    }

    @Test
    void referenceFilesRouteAsTheAllPairsSearch() {
        for (String f : List.of("conv2_topology.txt", "incast16_topology.txt", "ls32_topology.txt",
                "fat320_topology.txt")) {
            assertSameRoutes(Fixtures.topology(f));
        }
    }

    /**
     * Irregular fabrics: random switch graphs with parallel links, unequal rates and delays (so the
     * first-found path is not the only shortest one), a disconnected island, hosts linked straight
     * to each other, and switches without hosts.
     */
    @Test
    void irregularFabricsRouteAsTheAllPairsSearch() {
        SplittableRandom rnd = new SplittableRandom(22);
        for (int round = 0; round < 25; round++) {
            assertSameRoutes(randomFabric(rnd));
        }
    }

    private static Topology randomFabric(SplittableRandom rnd) {
        int hosts = 4 + rnd.nextInt(20);
        int switches = 2 + rnd.nextInt(12);
        int n = hosts + switches;
        List<Link> links = new ArrayList<>();
        int[] switchIds = new int[switches];
        for (int i = 0; i < switches; i++) {
            switchIds[i] = hosts + i;
        }
        long[] rates = {25_000_000_000L, G100, 4 * G100};
        int island = rnd.nextInt(4) == 0 ? switches - 1 : -1;
        for (int i = 0; i < switches * 2; i++) {
            int a = rnd.nextInt(switches);
            int b = rnd.nextInt(switches);
            if (a != b && a != island && b != island) {
                links.add(new Link(hosts + a, hosts + b, rates[rnd.nextInt(3)], (1 + rnd.nextInt(3)) * US / 2));
            }
        }
        int h = 0;
        if (rnd.nextBoolean()) { // two hosts linked to each other
            links.add(new Link(0, 1, G100, US));
            h = 2;
        }
        for (; h < hosts; h++) {
            links.add(new Link(h, hosts + rnd.nextInt(switches), rates[rnd.nextInt(3)], US));
        }
        // a random link order: port numbers, and so neighbour order among parallel links, change
        for (int i = links.size() - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            Link t = links.get(i);
            links.set(i, links.get(j));
            links.set(j, t);
        }
        return Topology.of(n, switchIds, links);
    }

    /** Compares every pair without an assertion each (FAT320 alone has 114,000 pairs); lists the first differences. */
    private static void assertSameRoutes(Topology t) {
        Wiring w = new Wiring(t);
        Routing now = new Routing(w, 1000);
        AllPairsRouting before = new AllPairsRouting(w, 1000);
        List<String> diffs = new ArrayList<>();
        int[] hosts = t.hostIds();
        int reachablePairs = 0;
        for (int dst : hosts) {
            for (int node = 0; node < t.nodeCount(); node++) {
                if (!Arrays.equals(now.nextPorts(node, dst), before.nextPorts(node, dst))
                        || now.reachable(node, dst) != before.reachable(node, dst)) {
                    diffs.add("node " + node + " -> host " + dst + ": " + Arrays.toString(now.nextPorts(node, dst))
                            + " instead of " + Arrays.toString(before.nextPorts(node, dst)));
                }
            }
            for (int src : hosts) {
                if (!before.reachable(src, dst)) {
                    continue;
                }
                reachablePairs++;
                if (now.baseRttNs(src, dst) != before.baseRttNs(src, dst)
                        || now.bottleneckBitsPerSec(src, dst) != before.bottleneckBitsPerSec(src, dst)
                        || now.hops(src, dst) != before.hops(src, dst)
                        || !Arrays.equals(now.path(src, dst, 10000 + src, 100), before.path(src, dst, 10000 + src, 100))) {
                    diffs.add("host " + src + " -> host " + dst + ": rtt " + now.baseRttNs(src, dst) + "/"
                            + before.baseRttNs(src, dst) + ", bottleneck " + now.bottleneckBitsPerSec(src, dst) + "/"
                            + before.bottleneckBitsPerSec(src, dst) + ", hops " + now.hops(src, dst) + "/"
                            + before.hops(src, dst));
                }
            }
        }
        assertThat(reachablePairs).as("host pairs compared").isPositive();
        assertThat(diffs).as("routes that differ from the all-pairs search").isEmpty();
    }
}
