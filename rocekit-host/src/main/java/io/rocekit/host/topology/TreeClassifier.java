package io.rocekit.host.topology;

import io.rocekit.host.model.PciAddress;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Turns a {@link PciTree} into a {@link Topology}: names GPUs and NICs as nvidia-smi does,
 * classifies every pair the way NCCL's path search does, and marks the bridges on GPU–NIC paths.
 *
 * <p>The bridges compared are NCCL's PCI nodes. NCCL builds its graph from sysfs paths by
 * rewinding two components at a time (graph/xml.cc, {@code ncclTopoGetXmlFromSys}: "Rewind two
 * '/' and follow the upper PCI switch, or stop if we reach a CPU root complex"), so a device
 * hangs from its switch's upstream port, not from the downstream port above it, and a root port
 * is no node at all. In a tree of {@link PciTree.Bridges#PORTS ports} these nodes are the 2nd,
 * 4th, ... bridges above a device; an NCCL file holds them already.
 *
 * <p>Classification (NCCL graph/paths.cc, after {@link BroadcomSwitches flattening}): both devices
 * below one switch: PIX; below a common switch but through more than one: PXB; no common switch
 * but one host bridge: PHB; two host bridges of one NUMA node: NODE (nvidia-smi; PHB to NCCL);
 * different NUMA nodes: SYS.
 */
public final class TreeClassifier {
    private final PciTree tree;
    private final Map<PciAddress, PciTree.Node> nodes;
    private final Map<PciAddress, PciAddress> representative = new HashMap<>();

    private TreeClassifier(PciTree tree) {
        this.tree = tree;
        this.nodes = tree.byAddress();
        flatten();
    }

    /**
     * The topology of {@code tree}.
     *
     * @param acs     ACS states by bridge
     * @param nvlinks NVLink counts between GPUs by bus id (empty when the source does not show them)
     * @param sources where the tree was read
     * @param notes   caveats to carry
     */
    public static Topology classify(PciTree tree, Map<PciAddress, AcsState> acs,
                                    Map<PciAddress, Map<PciAddress, Integer>> nvlinks,
                                    List<String> sources, List<String> notes) {
        return new TreeClassifier(tree).build(acs, nvlinks, sources, notes);
    }

    private void flatten() {
        for (PciTree.Node b : tree.withRole(PciTree.Role.BRIDGE)) {
            representative.putIfAbsent(b.address(), b.address());
        }
        for (PciTree.Node top : tree.withRole(PciTree.Role.BRIDGE)) {
            if (!representative.get(top.address()).equals(top.address())) {
                continue;
            }
            int gen = top.ids().ncclDeviceId().map(id -> BroadcomSwitches.generation(id, 0)).orElse(0);
            if (gen == 0) {
                continue;
            }
            for (PciTree.Node sub : tree.withRole(PciTree.Role.BRIDGE)) {
                if (switchAbove(sub.address()).filter(top.address()::equals).isPresent()
                        && sub.ids().ncclDeviceId().map(id -> BroadcomSwitches.generation(id, 1)).orElse(0) == gen) {
                    representative.put(sub.address(), top.address());
                }
            }
        }
    }

    /** The bridges above {@code a}, nearest first, as they are. */
    private List<PciAddress> rawChain(PciAddress a) {
        List<PciAddress> out = new ArrayList<>();
        Optional<PciAddress> p = nodes.get(a).parent();
        Set<PciAddress> seen = new LinkedHashSet<>();
        while (p.isPresent() && nodes.containsKey(p.get()) && seen.add(p.get())) {
            out.add(p.get());
            p = nodes.get(p.get()).parent();
        }
        return out;
    }

    /** NCCL's PCI nodes above {@code a}, nearest first, before flattening. */
    private List<PciAddress> switchChain(PciAddress a) {
        List<PciAddress> raw = rawChain(a);
        if (tree.bridges() == PciTree.Bridges.SWITCHES) {
            return raw;
        }
        // A device's downstream port (index 0) and each root port or downstream port above a
        // switch's upstream port (even indexes) are skipped, as NCCL's two-component rewind does.
        List<PciAddress> out = new ArrayList<>();
        for (int i = 1; i < raw.size(); i += 2) {
            out.add(raw.get(i));
        }
        return out;
    }

    /** The switch (NCCL PCI node) that {@code a} hangs from, if any. */
    private Optional<PciAddress> switchAbove(PciAddress a) {
        List<PciAddress> c = switchChain(a);
        return c.isEmpty() ? Optional.empty() : Optional.of(c.get(0));
    }

    /** The switches above {@code a} after flattening (NCCL's PCI nodes), nearest first. */
    private List<PciAddress> chain(PciAddress a) {
        List<PciAddress> out = new ArrayList<>();
        for (PciAddress b : switchChain(a)) {
            PciAddress r = representative.getOrDefault(b, b);
            if (out.isEmpty() || !out.get(out.size() - 1).equals(r)) {
                out.add(r);
            }
        }
        return out;
    }

    Connection classify(PciAddress a, PciAddress b) {
        if (a.equals(b)) {
            return Connection.SELF;
        }
        Optional<PciAddress> parent = nodes.get(a).parent();
        if (parent.isPresent() && parent.equals(nodes.get(b).parent())) {
            // Functions below one port (the two ports of a NIC under a root port): PIX, as nvidia-smi
            // shows them and as NCCL, which merges a multi-port NIC into one PCI device, sees them.
            return Connection.of(PathType.PIX);
        }
        List<PciAddress> ca = chain(a);
        List<PciAddress> cb = chain(b);
        for (int i = 0; i < ca.size(); i++) {
            int j = cb.indexOf(ca.get(i));
            if (j >= 0) {
                return Connection.of(i == 0 && j == 0 ? PathType.PIX : PathType.PXB);
            }
        }
        PciTree.Node na = nodes.get(a);
        PciTree.Node nb = nodes.get(b);
        if (na.root().equals(nb.root())) {
            return Connection.of(PathType.PHB);
        }
        return Connection.of(sameNuma(na.numaNode(), nb.numaNode()) ? PathType.NODE : PathType.SYS);
    }

    private static boolean sameNuma(OptionalInt a, OptionalInt b) {
        return a.isEmpty() && b.isEmpty() || a.isPresent() && b.isPresent() && a.getAsInt() == b.getAsInt();
    }

    /** The bridges from {@code a} up to the first bridge it shares with {@code b}, and down to {@code b}. */
    List<PciAddress> path(PciAddress a, PciAddress b) {
        List<PciAddress> ra = rawChain(a);
        List<PciAddress> rb = rawChain(b);
        List<PciAddress> out = new ArrayList<>();
        for (PciAddress x : ra) {
            out.add(x);
            int j = rb.indexOf(x);
            if (j >= 0) {
                List<PciAddress> down = new ArrayList<>(rb.subList(0, j));
                java.util.Collections.reverse(down);
                out.addAll(down);
                return out;
            }
        }
        List<PciAddress> down = new ArrayList<>(rb);
        java.util.Collections.reverse(down);
        out.addAll(down);
        return out;
    }

    private Topology build(Map<PciAddress, AcsState> acs, Map<PciAddress, Map<PciAddress, Integer>> nvlinks,
                           List<String> sources, List<String> notes) {
        List<PciTree.Node> gpuNodes = tree.withRole(PciTree.Role.GPU);
        List<PciTree.Node> nicNodes = new ArrayList<>(tree.withRole(PciTree.Role.NIC));
        if (nicNodes.stream().allMatch(n -> n.rdmaDevice().isPresent()) && !nicNodes.isEmpty()) {
            nicNodes.sort(Comparator.comparing(n -> n.rdmaDevice().get(), TreeClassifier::natural));
        }
        List<Gpu> gpus = new ArrayList<>();
        Map<String, PciAddress> addr = new LinkedHashMap<>();
        for (int i = 0; i < gpuNodes.size(); i++) {
            PciTree.Node n = gpuNodes.get(i);
            gpus.add(new Gpu("GPU" + i, Optional.of(n.address()), n.numaNode(), OptionalInt.empty(), GpuLinkNote.amd(n)));
            addr.put("GPU" + i, n.address());
        }
        List<Nic> nics = new ArrayList<>();
        for (int i = 0; i < nicNodes.size(); i++) {
            PciTree.Node n = nicNodes.get(i);
            nics.add(new Nic("NIC" + i, n.rdmaDevice(), n.netdev(), Optional.of(n.address()), n.numaNode()));
            addr.put("NIC" + i, n.address());
        }
        Map<String, Map<String, Connection>> matrix = new LinkedHashMap<>();
        for (Map.Entry<String, PciAddress> x : addr.entrySet()) {
            Map<String, Connection> row = new LinkedHashMap<>();
            for (Map.Entry<String, PciAddress> y : addr.entrySet()) {
                Connection c = classify(x.getValue(), y.getValue());
                Integer links = nvlinks.getOrDefault(x.getValue(), Map.of()).get(y.getValue());
                if (links != null && links > 0 && c.type() != PathType.SELF) {
                    c = Connection.nvlink(links);
                }
                row.put(y.getKey(), c);
            }
            matrix.put(x.getKey(), row);
        }
        Map<String, Map<String, List<PciAddress>>> paths = new LinkedHashMap<>();
        Set<PciAddress> onPath = new LinkedHashSet<>();
        for (Gpu g : gpus) {
            Map<String, List<PciAddress>> row = new LinkedHashMap<>();
            for (Nic n : nics) {
                List<PciAddress> p = path(addr.get(g.name()), addr.get(n.name()));
                row.put(n.name(), p);
                if (matrix.get(g.name()).get(n.name()).type().gdrByDefault()) {
                    onPath.addAll(p);
                }
            }
            paths.put(g.name(), row);
        }
        List<Bridge> bridges = new ArrayList<>();
        for (PciTree.Node b : tree.withRole(PciTree.Role.BRIDGE)) {
            bridges.add(new Bridge(b.address(), b.description(), b.parent(), b.numaNode(),
                    Optional.ofNullable(acs.get(b.address())), onPath.contains(b.address())));
        }
        return new Topology(sources, gpus, nics, bridges, matrix, paths, notes);
    }

    /** {@code mlx5_2} before {@code mlx5_10}. */
    static int natural(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            char ca = a.charAt(i);
            char cb = b.charAt(j);
            if (Character.isDigit(ca) && Character.isDigit(cb)) {
                int si = i;
                int sj = j;
                while (i < a.length() && Character.isDigit(a.charAt(i))) {
                    i++;
                }
                while (j < b.length() && Character.isDigit(b.charAt(j))) {
                    j++;
                }
                int c = new java.math.BigInteger(a.substring(si, i)).compareTo(new java.math.BigInteger(b.substring(sj, j)));
                if (c != 0) {
                    return c;
                }
            } else {
                if (ca != cb) {
                    return Character.compare(ca, cb);
                }
                i++;
                j++;
            }
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }
}
