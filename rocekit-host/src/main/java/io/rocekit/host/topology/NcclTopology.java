package io.rocekit.host.topology;

import io.rocekit.host.model.PciAddress;
import io.rocekit.host.parse.nccltopo.NcclTopo;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The PCI tree of an NCCL topology file. Each {@code <cpu>} is a NUMA node and, for NCCL, one
 * host bridge (NCCL's graph joins every root-level bridge to its CPU node).
 */
public final class NcclTopology {
    private NcclTopology() {
    }

    public static PciTree tree(NcclTopo t) {
        List<PciTree.Node> out = new ArrayList<>();
        int i = 0;
        for (NcclTopo.Cpu c : t.cpus()) {
            String root = "cpu" + (c.numaId().isPresent() ? c.numaId().getAsInt() : "#" + i);
            for (NcclTopo.Pci p : c.pci()) {
                add(p, root, c.numaId(), Optional.empty(), out);
            }
            i++;
        }
        return new PciTree(out, PciTree.Bridges.SWITCHES);
    }

    /**
     * NVLink counts between GPUs: direct GPU–GPU links, and GPUs that reach NVSwitches (the
     * smaller of the two GPUs' switch link counts, as nvidia-smi shows NV18 on HGX H100).
     */
    public static Map<PciAddress, Map<PciAddress, Integer>> nvlinks(NcclTopo t) {
        Map<PciAddress, Integer> toSwitch = new HashMap<>();
        Map<PciAddress, Map<PciAddress, Integer>> out = new HashMap<>();
        for (NcclTopo.Pci p : t.allPci()) {
            if (p.gpu().isEmpty()) {
                continue;
            }
            for (NcclTopo.NvLink l : p.gpu().get().nvlinks()) {
                boolean nvswitch = l.targetClass().map(c -> c.toLowerCase().startsWith("0x0680")).orElse(false);
                Optional<PciAddress> target = PciAddress.parse(l.target());
                if (nvswitch) {
                    toSwitch.merge(p.busId(), l.count(), Integer::sum);
                } else if (target.isPresent()) {
                    out.computeIfAbsent(p.busId(), k -> new HashMap<>()).merge(target.get(), l.count(), Integer::sum);
                }
            }
        }
        for (Map.Entry<PciAddress, Integer> a : toSwitch.entrySet()) {
            for (Map.Entry<PciAddress, Integer> b : toSwitch.entrySet()) {
                if (!a.getKey().equals(b.getKey())) {
                    out.computeIfAbsent(a.getKey(), k -> new HashMap<>())
                            .merge(b.getKey(), Math.min(a.getValue(), b.getValue()), Integer::sum);
                }
            }
        }
        return out;
    }

    private static void add(NcclTopo.Pci p, String root, OptionalInt numa, Optional<PciAddress> parent,
                            List<PciTree.Node> out) {
        PciTree.Role role = p.isGpu() ? PciTree.Role.GPU : p.isNic() ? PciTree.Role.NIC
                : p.isBridge() ? PciTree.Role.BRIDGE : PciTree.Role.OTHER;
        Optional<String> net = p.nic().flatMap(n -> n.nets().stream().map(NcclTopo.Net::name).findFirst());
        PciTree.Ids ids = new PciTree.Ids(hex(p.attribute("vendor")), hex(p.attribute("device")),
                hex(p.attribute("subsystem_vendor")), hex(p.attribute("subsystem_device")));
        out.add(new PciTree.Node(p.busId(), role, ids, numa, root, parent,
                Optional.of(p.classCode().isPresent() ? String.format("class 0x%06x", p.classCode().getAsInt()) : "pci"),
                net, Optional.empty()));
        for (NcclTopo.Pci c : p.children()) {
            add(c, root, numa, Optional.of(p.busId()), out);
        }
    }

    private static OptionalInt hex(Optional<String> v) {
        try {
            return v.isEmpty() ? OptionalInt.empty() : OptionalInt.of(Integer.decode(v.get().strip()));
        } catch (NumberFormatException e) {
            return OptionalInt.empty();
        }
    }
}
