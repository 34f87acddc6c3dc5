package io.rocekit.fleet.node;

import io.rocekit.host.topology.Connection;
import io.rocekit.host.topology.Gpu;
import io.rocekit.host.topology.Nic;
import io.rocekit.host.topology.Topology;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * What the node holds: GPUs, NICs and the shape of the GPU-NIC topology matrix (how many cells of
 * each connection type), plus the hugepage pools.
 */
final class InventoryFacts {
    private InventoryFacts() {
    }

    static void read(NodeView v, FactSink out) {
        v.topology().ifPresent(t -> {
            out.fact("inventory.gpus", String.valueOf(t.gpus().size()));
            out.fact("inventory.nics", String.valueOf(t.nics().size()));
            out.fact("inventory.topology-matrix", shape(t));
        });
        String hp = "sys/kernel/mm/hugepages";
        for (String pool : v.list(hp)) {
            v.value(hp + "/" + pool + "/nr_hugepages").ifPresent(n -> out.fact("hugepages." + pool, n));
        }
    }

    /** {@code 8 GPU x 8 NIC: NODE 20, PIX 6, SYS 38}: the GPU-NIC cells counted by type. */
    static String shape(Topology t) {
        Map<String, Integer> counts = new TreeMap<>();
        for (Gpu g : t.gpus()) {
            for (Nic n : t.nics()) {
                t.connection(g.name(), n.name()).map(Connection::label).ifPresent(l -> counts.merge(l, 1, Integer::sum));
            }
        }
        String cells = counts.entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining(", "));
        return t.gpus().size() + " GPU x " + t.nics().size() + " NIC" + (cells.isEmpty() ? "" : ": " + cells);
    }
}
