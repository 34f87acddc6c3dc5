package io.rocekit.host.topology;

import io.rocekit.host.parse.amdsmi.AmdGpuLinks;
import io.rocekit.host.parse.amdsmi.AmdGpuLinks.AmdGpu;
import io.rocekit.host.parse.amdsmi.AmdGpuLinks.Link;
import io.rocekit.host.parse.amdsmi.AmdGpuLinks.LinkType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeSet;

/**
 * The GPU-GPU links of {@code rocm-smi --showtopo} or {@code amd-smi topology} in a topology. An
 * xGMI pair is an {@link Connection#xgmiLink() XGMI} cell (NVLink's class, as RCCL models it); a PCIe
 * pair with 3 hops crosses the CPU sockets (SYS): AMD's MI200 tuning guide, "Hardware verification
 * with ROCm" (https://instinct.docs.amd.com/projects/amdgpu-docs/en/latest/system-optimization/mi200.html), reads
 * hops 1 as xGMI, 2 as both GPUs on one CPU socket, 3 as GPUs on different sockets.
 * A PCIe pair of 2 hops has no class without the PCI tree (PIX to NODE) and is left out.
 */
public final class AmdLinkTopology {
    private AmdLinkTopology() {
    }

    /** A model of the AMD tables alone: GPUs, their NUMA nodes, and the GPU-GPU cells the tables fix. */
    public static Topology of(AmdGpuLinks m, String file) {
        List<Gpu> gpus = new ArrayList<>();
        Map<String, Map<String, Connection>> matrix = new LinkedHashMap<>();
        for (AmdGpu g : m.gpus()) {
            gpus.add(new Gpu(g.name(), g.busId(), g.numaNode(), OptionalInt.empty(), true));
            Map<String, Connection> row = new LinkedHashMap<>();
            row.put(g.name(), Connection.SELF);
            matrix.put(g.name(), row);
        }
        int sameSocket = 0;
        int noHops = 0;
        for (Link l : m.links()) {
            Optional<Connection> c = cell(l);
            if (c.isPresent()) {
                matrix.get(l.from()).put(l.to(), c.get());
            } else if (l.hops().isPresent()) {
                sameSocket++;
            } else {
                noHops++;
            }
        }
        List<String> notes = new ArrayList<>(groups(m, file));
        if (sameSocket > 0) {
            notes.add(file + ": " + sameSocket / 2 + " GPU pair(s) linked over PCIe within one CPU socket (hops 2):"
                    + " their PCIe class (PIX to NODE) needs the PCI tree (a snapshot or lspci -tv)");
        }
        if (noHops > 0) {
            notes.add(file + ": " + noHops / 2 + " GPU pair(s) linked over PCIe, hops not shown: their PCIe class needs"
                    + " the hops table or the PCI tree");
        }
        return new Topology(List.of(file + " (" + m.tool() + ")"), gpus, List.of(), List.of(), matrix, Map.of(), notes);
    }

    /**
     * The xGMI cells and NUMA nodes of the tables on a model built from a PCI tree; GPUs are matched by
     * PCI address where the tables name them (amd-smi), else by position when both show as many.
     */
    public static Topology overlay(Topology t, AmdGpuLinks m, String file) {
        List<String> notes = new ArrayList<>(t.notes());
        List<String> sources = new ArrayList<>(t.sources());
        sources.add(file + " (" + m.tool() + ", for the xGMI links)");
        Map<String, String> treeName = match(t, m);
        if (treeName.size() != m.gpus().size()) {
            notes.add(file + ": " + m.tool() + " shows " + m.gpus().size() + " GPUs, the PCI tree " + t.gpus().size()
                    + ": its links are not taken");
            return new Topology(sources, t.gpus(), t.nics(), t.bridges(), t.matrix(), t.paths(), notes);
        }
        Map<String, Map<String, Connection>> matrix = new LinkedHashMap<>();
        t.matrix().forEach((k, v) -> matrix.put(k, new LinkedHashMap<>(v)));
        for (Link l : m.links()) {
            if (l.type() == LinkType.XGMI) {
                matrix.get(treeName.get(l.from())).put(treeName.get(l.to()), Connection.xgmiLink());
            }
        }
        List<Gpu> gpus = new ArrayList<>();
        for (Gpu g : t.gpus()) {
            OptionalInt numa = g.numaNode();
            for (AmdGpu a : m.gpus()) {
                if (treeName.get(a.name()).equals(g.name()) && numa.isEmpty()) {
                    numa = a.numaNode();
                }
            }
            gpus.add(new Gpu(g.name(), g.busId(), numa, g.memoryNode(), true));
        }
        notes.addAll(groups(m, file));
        return new Topology(sources, gpus, t.nics(), t.bridges(), matrix, t.paths(), notes);
    }

    private static Map<String, String> match(Topology t, AmdGpuLinks m) {
        Map<String, String> out = new LinkedHashMap<>();
        boolean byAddress = m.gpus().stream().allMatch(g -> g.busId().isPresent());
        for (int i = 0; i < m.gpus().size(); i++) {
            AmdGpu a = m.gpus().get(i);
            if (byAddress) {
                t.gpus().stream().filter(g -> g.busId().equals(a.busId())).findFirst().ifPresent(g -> out.put(a.name(), g.name()));
            } else if (m.gpus().size() == t.gpus().size()) {
                out.put(a.name(), t.gpus().get(i).name());
            }
        }
        return out;
    }

    private static Optional<Connection> cell(Link l) {
        if (l.type() == LinkType.XGMI) {
            return Optional.of(Connection.xgmiLink());
        }
        return l.hops().isPresent() && l.hops().getAsInt() == 3 ? Optional.of(Connection.of(PathType.SYS)) : Optional.empty();
    }

    /** A note naming the xGMI groups when the GPUs form more than one (the groups reach each other over PCIe only). */
    private static List<String> groups(AmdGpuLinks m, String file) {
        Map<String, TreeSet<String>> group = new LinkedHashMap<>();
        for (AmdGpu g : m.gpus()) {
            group.put(g.name(), new TreeSet<>(List.of(g.name())));
        }
        for (Link l : m.links()) {
            if (l.type() == LinkType.XGMI && group.get(l.from()) != group.get(l.to())) {
                TreeSet<String> merged = group.get(l.from());
                for (String g : group.get(l.to())) {
                    merged.add(g);
                    group.put(g, merged);
                }
            }
        }
        List<TreeSet<String>> distinct = group.values().stream().distinct().toList();
        if (m.links().isEmpty() || distinct.size() < 2) {
            return List.of();
        }
        if (distinct.size() == m.gpus().size()) {
            return List.of(file + ": no xGMI link between any two GPUs: every pair is linked over PCIe only");
        }
        List<String> parts = distinct.stream().map(s -> String.join("+", s)).toList();
        return List.of(file + ": the GPUs form " + distinct.size() + " xGMI groups (" + String.join(", ", parts)
                + "): GPUs of different groups reach each other over PCIe only");
    }
}
