package io.rocekit.host.topology;

import io.rocekit.host.parse.nvsmitopo.NvidiaSmiTopo;
import io.rocekit.host.parse.nvsmitopo.TopoMode;
import io.rocekit.host.parse.nvsmitopo.TopoRow;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A topology from an {@code nvidia-smi topo} matrix alone: the classes as nvidia-smi printed them,
 * no bridges and no bus ids. NICs named by device in an old header ({@code mlx5_0}) get the
 * {@code NICk} name of their position, so every input names NICs the same way.
 */
public final class MatrixTopology {
    private MatrixTopology() {
    }

    /** {@code GPU NUMA ID} as a node number; {@code N/A} (PCIe GPUs) or anything else is none. */
    static OptionalInt memoryNode(Optional<TopoRow> row) {
        Optional<String> id = row.flatMap(TopoRow::gpuNumaId).filter(v -> v.matches("\\d{1,4}"));
        return id.map(v -> OptionalInt.of(Integer.parseInt(v))).orElse(OptionalInt.empty());
    }

    public static Topology of(NvidiaSmiTopo m, String file) {
        Map<String, String> rename = new LinkedHashMap<>();
        List<Gpu> gpus = new ArrayList<>();
        for (String g : m.gpus()) {
            OptionalInt numa = m.row(g).map(TopoRow::numaAffinity).orElse(OptionalInt.empty());
            gpus.add(new Gpu(g, Optional.empty(), numa, memoryNode(m.row(g))));
            rename.put(g, g);
        }
        List<Nic> nics = new ArrayList<>();
        int k = 0;
        for (String n : m.nics()) {
            String name = n.matches("NIC\\d+") ? n : "NIC" + k;
            nics.add(new Nic(name, m.deviceOf(n), Optional.empty(), Optional.empty(), OptionalInt.empty()));
            rename.put(n, name);
            k++;
        }
        Map<String, Map<String, Connection>> matrix = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        for (String from : m.columns()) {
            Optional<TopoRow> row = m.row(from);
            if (row.isEmpty()) {
                continue;
            }
            Map<String, Connection> r = new LinkedHashMap<>();
            for (int c = 0; c < m.columns().size(); c++) {
                String cell = row.get().cells().get(c).text();
                Optional<Connection> conn = Connection.parse(cell);
                if (conn.isPresent()) {
                    r.put(rename.get(m.columns().get(c)), conn.get());
                } else {
                    notes.add(file + ":" + row.get().line().number() + ": unknown connection '" + cell + "' from "
                            + from + " to " + m.columns().get(c) + " left out");
                }
            }
            matrix.put(rename.get(from), r);
        }
        // The matrix is symmetric: a row cut from the paste is rebuilt from its column.
        for (String missing : m.missingRows()) {
            String to = rename.get(missing);
            Map<String, Connection> r = new LinkedHashMap<>();
            for (String from : m.columns()) {
                Connection c = matrix.getOrDefault(rename.get(from), Map.of()).get(to);
                if (c != null) {
                    r.put(rename.get(from), c);
                }
            }
            if (!r.isEmpty()) {
                r.put(to, Connection.SELF);
                matrix.put(to, r);
            }
        }
        if (!m.missingRows().isEmpty()) {
            notes.add(file + ": the matrix was cut short: no row for " + String.join(", ", m.missingRows())
                    + " (their cells were taken from their columns)");
        }
        List<String> c2c = gpus.stream().filter(Gpu::c2c).map(Gpu::name).toList();
        if (!c2c.isEmpty()) {
            notes.add(file + ": " + String.join(", ", c2c) + " have a GPU NUMA ID (memory coherent with the CPU over"
                    + " NVLink-C2C: GH200/GB200): nvidia-smi prints SYS to every NIC, while NCCL reaches a NIC of the"
                    + " GPU's own CPU over C2C (P2C) with GPUDirect RDMA; which NICs those are is not in this matrix");
        }
        if (m.mode() == TopoMode.PCIE_ONLY) {
            notes.add(file + ": a PCIe-only matrix (nvidia-smi topo -mp): NVLinked GPUs show PCIe paths, so it says nothing about NVLink");
        }
        return new Topology(List.of(file + " (nvidia-smi topo " + (m.mode() == TopoMode.PCIE_ONLY ? "-mp" : "-m") + ")"),
                gpus, nics, List.of(), matrix, Map.of(), notes);
    }
}
