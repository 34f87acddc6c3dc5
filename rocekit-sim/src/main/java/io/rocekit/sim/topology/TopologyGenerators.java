package io.rocekit.sim.topology;

import java.util.ArrayList;
import java.util.List;

/**
 * Built-in fabrics. Node numbering and link order follow the HPCC simulator's example files
 * (hosts first, then switches tier by tier; host links first), so a generated fabric and the
 * matching reference file route identically.
 */
public final class TopologyGenerators {
    private TopologyGenerators() {
    }

    /** {@code hosts} hosts on one switch (node {@code hosts}). */
    public static Topology star(int hosts, long rateBitsPerSec, long delayPs) {
        positive(hosts, "star: hosts");
        List<Link> links = new ArrayList<>();
        for (int h = 0; h < hosts; h++) {
            links.add(new Link(h, hosts, rateBitsPerSec, delayPs));
        }
        return Topology.of(hosts + 1, new int[] {hosts}, links);
    }

    /**
     * A two-tier leaf-spine: {@code leaves} leaves with {@code hostsPerLeaf} hosts each, every leaf
     * linked once to each of {@code spines} spines. The uplink rate is chosen so that
     * {@code hostsPerLeaf × hostRate / (spines × uplinkRate)} equals {@code oversubscription}.
     */
    public static Topology leafSpine(int leaves, int spines, int hostsPerLeaf, long hostRateBitsPerSec,
            double oversubscription, long delayPs) {
        positive(leaves, "leaf-spine: leaves");
        positive(spines, "leaf-spine: spines");
        positive(hostsPerLeaf, "leaf-spine: hosts-per-leaf");
        if (!(oversubscription > 0)) {
            throw new IllegalArgumentException("leaf-spine: oversubscription must be positive, was "
                    + oversubscription);
        }
        long uplink = Math.round(hostsPerLeaf * (double) hostRateBitsPerSec / (spines * oversubscription));
        int hosts = leaves * hostsPerLeaf;
        List<Link> links = new ArrayList<>();
        for (int h = 0; h < hosts; h++) {
            links.add(new Link(h, hosts + h / hostsPerLeaf, hostRateBitsPerSec, delayPs));
        }
        int firstSpine = hosts + leaves;
        for (int l = 0; l < leaves; l++) {
            for (int s = 0; s < spines; s++) {
                links.add(new Link(hosts + l, firstSpine + s, uplink, delayPs));
            }
        }
        int[] switches = new int[leaves + spines];
        for (int i = 0; i < switches.length; i++) {
            switches[i] = hosts + i;
        }
        return Topology.of(hosts + leaves + spines, switches, links);
    }

    /** The k-ary fat-tree: k pods of k/2 edge and k/2 aggregation switches, (k/2)² cores. */
    public static Topology fatTree(int k, long hostRateBitsPerSec, long fabricRateBitsPerSec, long delayPs) {
        if (k < 2 || k % 2 != 0) {
            throw new IllegalArgumentException("fat-tree: k must be even and at least 2, was " + k);
        }
        return threeTier(k, k / 2, k / 2, k / 2, k / 2, hostRateBitsPerSec, fabricRateBitsPerSec, delayPs);
    }

    /**
     * The explicit three-tier form (the HPCC paper's fat-tree is 5 pods × 4 ToRs × 16 hosts, 4
     * aggregation switches per pod each linked to 4 of 16 cores): every ToR links to every
     * aggregation switch of its pod; aggregation switch j of every pod links to cores
     * {@code j·coresPerAgg .. (j+1)·coresPerAgg − 1}.
     */
    public static Topology threeTier(int pods, int torsPerPod, int aggsPerPod, int hostsPerTor, int coresPerAgg,
            long hostRateBitsPerSec, long fabricRateBitsPerSec, long delayPs) {
        positive(pods, "fat-tree: pods");
        positive(torsPerPod, "fat-tree: tors-per-pod");
        positive(aggsPerPod, "fat-tree: aggs-per-pod");
        positive(hostsPerTor, "fat-tree: hosts-per-tor");
        positive(coresPerAgg, "fat-tree: cores-per-agg");
        int tors = pods * torsPerPod;
        int aggs = pods * aggsPerPod;
        int cores = aggsPerPod * coresPerAgg;
        int hosts = tors * hostsPerTor;
        int firstTor = hosts;
        int firstAgg = firstTor + tors;
        int firstCore = firstAgg + aggs;
        List<Link> links = new ArrayList<>();
        for (int h = 0; h < hosts; h++) {
            links.add(new Link(h, firstTor + h / hostsPerTor, hostRateBitsPerSec, delayPs));
        }
        for (int t = 0; t < tors; t++) {
            int pod = t / torsPerPod;
            for (int a = 0; a < aggsPerPod; a++) {
                links.add(new Link(firstTor + t, firstAgg + pod * aggsPerPod + a, fabricRateBitsPerSec, delayPs));
            }
        }
        for (int a = 0; a < aggs; a++) {
            int j = a % aggsPerPod;
            for (int c = 0; c < coresPerAgg; c++) {
                links.add(new Link(firstAgg + a, firstCore + j * coresPerAgg + c, fabricRateBitsPerSec, delayPs));
            }
        }
        int[] switches = new int[tors + aggs + cores];
        for (int i = 0; i < switches.length; i++) {
            switches[i] = hosts + i;
        }
        return Topology.of(hosts + switches.length, switches, links);
    }

    private static void positive(int v, String what) {
        if (v <= 0) {
            throw new IllegalArgumentException(what + " must be positive, was " + v);
        }
    }
}
