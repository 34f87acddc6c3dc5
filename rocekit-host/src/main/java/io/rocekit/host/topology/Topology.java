package io.rocekit.host.topology;

import io.rocekit.host.model.PciAddress;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A node's topology.
 *
 * @param sources where it was read from ({@code sysfs}, {@code nvidia-smi topo -m}, files)
 * @param gpus    GPUs in nvidia-smi order
 * @param nics    NICs in nvidia-smi order
 * @param bridges PCI bridges, in bus order (empty when the input shows none)
 * @param matrix  connection of every device to every other ({@code GPU0 -> NIC1 -> PXB}), in order;
 *                a pair the input does not show is absent
 * @param paths   the bridges on the PCIe path of each GPU–NIC pair ({@code GPU0} -> {@code NIC0} -> bridges)
 * @param notes   what the reader should know about this model (a matrix cut short, a -mp matrix)
 */
public record Topology(List<String> sources, List<Gpu> gpus, List<Nic> nics, List<Bridge> bridges,
                       Map<String, Map<String, Connection>> matrix,
                       Map<String, Map<String, List<PciAddress>>> paths, List<String> notes) {
    public Topology {
        sources = List.copyOf(sources);
        gpus = List.copyOf(gpus);
        nics = List.copyOf(nics);
        bridges = List.copyOf(bridges);
        matrix = frozen(matrix);
        paths = frozen(paths);
        notes = List.copyOf(notes);
    }

    private static <V> Map<String, Map<String, V>> frozen(Map<String, Map<String, V>> m) {
        Map<String, Map<String, V>> out = new LinkedHashMap<>();
        m.forEach((k, v) -> out.put(k, java.util.Collections.unmodifiableMap(new LinkedHashMap<>(v))));
        return java.util.Collections.unmodifiableMap(out);
    }

    /** True when there is nothing in it. */
    public boolean isEmpty() {
        return gpus.isEmpty() && nics.isEmpty() && bridges.isEmpty();
    }

    /** The connection from {@code a} to {@code b}, if known. */
    public Optional<Connection> connection(String a, String b) {
        Map<String, Connection> row = matrix.get(a);
        return row == null ? Optional.empty() : Optional.ofNullable(row.get(b));
    }

    /** The nearest NICs of a GPU: the best connection type and every NIC at it. */
    public record Nearest(Connection connection, List<String> nics) {
        public Nearest {
            Objects.requireNonNull(connection, "connection");
            nics = List.copyOf(nics);
        }
    }

    /** The nearest NICs of {@code gpu}, when its row shows any NIC. */
    public Optional<Nearest> nearest(String gpu) {
        Connection best = null;
        List<String> at = new ArrayList<>();
        for (Nic n : nics) {
            Optional<Connection> c = connection(gpu, n.name());
            if (c.isEmpty() || c.get().type() == PathType.SELF || c.get().type() == PathType.NVLINK) {
                continue;
            }
            int cmp = best == null ? -1 : c.get().type().compareTo(best.type());
            if (cmp < 0) {
                best = c.get();
                at.clear();
                at.add(n.name());
            } else if (cmp == 0) {
                at.add(n.name());
            }
        }
        return best == null ? Optional.empty() : Optional.of(new Nearest(best, at));
    }

    /** The bridges on the PCIe path from {@code gpu} to {@code nic} (empty when unknown). */
    public List<PciAddress> path(String gpu, String nic) {
        Map<String, List<PciAddress>> row = paths.get(gpu);
        return row == null ? List.of() : row.getOrDefault(nic, List.of());
    }

    public Optional<Gpu> gpu(String name) {
        return gpus.stream().filter(g -> g.name().equals(name)).findFirst();
    }

    public Optional<Nic> nic(String name) {
        return nics.stream().filter(n -> n.name().equals(name)).findFirst();
    }

    public Optional<Bridge> bridge(PciAddress address) {
        return bridges.stream().filter(b -> b.busId().equals(address)).findFirst();
    }
}
