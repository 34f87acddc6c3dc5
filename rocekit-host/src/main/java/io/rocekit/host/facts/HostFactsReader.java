package io.rocekit.host.facts;

import io.rocekit.host.model.PciAddress;
import io.rocekit.host.snapshot.Snapshot;
import io.rocekit.host.snapshot.SnapshotException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads {@link HostFacts} from a snapshot written by {@code rocekit collect} (host paths without
 * the leading slash). A file the snapshot lacks is simply absent from the facts; a value that is
 * there but cannot be read (a cpulist that is not one) is skipped, not guessed.
 */
public final class HostFactsReader {
    private static final Pattern CPU = Pattern.compile("cpu(\\d{1,9})");
    private static final Pattern STATE = Pattern.compile("state(\\d{1,9})");
    private static final Pattern NODE = Pattern.compile("node(\\d{1,9})");
    private static final Pattern POOL = Pattern.compile("hugepages-(\\d+kB)");
    private static final String CPUS = "sys/devices/system/cpu";
    private static final String NODES = "sys/devices/system/node";

    private HostFactsReader() {
    }

    public static HostFacts read(Snapshot s) throws SnapshotException {
        List<HostFacts.Governor> governors = new ArrayList<>();
        List<HostFacts.IdleState> idle = new ArrayList<>();
        for (String c : s.list(CPUS)) {
            Matcher m = CPU.matcher(c);
            if (!m.matches()) {
                continue;
            }
            int cpu = Integer.parseInt(m.group(1));
            String gov = CPUS + "/" + c + "/cpufreq/scaling_governor";
            s.readValue(gov).ifPresent(v -> governors.add(new HostFacts.Governor(cpu, v, gov)));
            String idleDir = CPUS + "/" + c + "/cpuidle";
            for (String st : s.list(idleDir)) {
                Matcher sm = STATE.matcher(st);
                if (!sm.matches()) {
                    continue;
                }
                String base = idleDir + "/" + st;
                Optional<String> name = s.readValue(base + "/name");
                if (name.isEmpty()) {
                    continue;
                }
                boolean disabled = s.readValue(base + "/disable").map(v -> v.equals("1")).orElse(false);
                long latency = s.readValue(base + "/latency").filter(v -> v.matches("\\d{1,18}")).map(Long::parseLong).orElse(-1L);
                idle.add(new HostFacts.IdleState(cpu, Integer.parseInt(sm.group(1)), name.get(), disabled, latency, base));
            }
        }
        List<HostFacts.Value> cstate = new ArrayList<>();
        for (String p : List.of("sys/module/intel_idle/parameters/max_cstate", "sys/module/processor/parameters/max_cstate")) {
            s.readValue(p).ifPresent(v -> cstate.add(new HostFacts.Value(p, v)));
        }
        List<HostFacts.HugePagePool> pools = new ArrayList<>();
        hugepages(s, "sys/kernel/mm/hugepages", Optional.empty(), pools);
        List<HostFacts.NumaNode> nodes = new ArrayList<>();
        for (String n : s.list(NODES)) {
            Matcher m = NODE.matcher(n);
            if (!m.matches()) {
                continue;
            }
            int node = Integer.parseInt(m.group(1));
            String p = NODES + "/" + n + "/cpulist";
            s.readValue(p).flatMap(CpuSet::parse).ifPresent(c -> nodes.add(new HostFacts.NumaNode(node, c, p)));
            hugepages(s, NODES + "/" + n + "/hugepages", Optional.of(node), pools);
        }
        List<HostFacts.IrqAffinity> irqs = new ArrayList<>();
        for (String i : s.list("proc/irq")) {
            if (!i.matches("\\d{1,9}")) {
                continue;
            }
            String p = "proc/irq/" + i + "/smp_affinity_list";
            Optional<CpuSet> aff = s.readValue(p).flatMap(CpuSet::parse);
            if (aff.isPresent()) {
                Optional<CpuSet> eff = s.readValue("proc/irq/" + i + "/effective_affinity_list").flatMap(CpuSet::parse);
                irqs.add(new HostFacts.IrqAffinity(Integer.parseInt(i), aff.get(), eff, p));
            }
        }
        List<HostFacts.PciFunction> pci = new ArrayList<>();
        for (String entry : s.list("sys/bus/pci/devices")) {
            String bdf = entry.endsWith(".link") ? entry.substring(0, entry.length() - 5) : entry;
            Optional<PciAddress> a = PciAddress.parse(bdf);
            if (a.isEmpty()) {
                continue;
            }
            String dir = s.link("sys/bus/pci/devices/" + bdf).orElse("sys/bus/pci/devices/" + bdf);
            Optional<Integer> numa = s.readValue(dir + "/numa_node").filter(v -> v.matches("\\d{1,9}")).map(Integer::parseInt);
            Optional<CpuSet> local = s.readValue(dir + "/local_cpulist").flatMap(CpuSet::parse);
            if (numa.isPresent() || local.isPresent()) {
                pci.add(new HostFacts.PciFunction(a.get(), numa, local, dir + "/numa_node"));
            }
        }
        List<HostFacts.Value> iommu = new ArrayList<>();
        for (String g : s.list("sys/kernel/iommu_groups")) {
            String p = "sys/kernel/iommu_groups/" + g + "/type";
            s.readValue(p).ifPresent(v -> iommu.add(new HostFacts.Value(p, v)));
        }
        List<String> peer = new ArrayList<>();
        for (String p : List.of("sys/module/nvidia_peermem/version", "sys/kernel/mm/memory_peers/nv_mem/version",
                "sys/kernel/mm/memory_peers/nv_mem_nc/version")) {
            if (s.readBytes(p).isPresent()) {
                peer.add(p);
            }
        }
        Optional<HostFacts.CpuSetValue> isolated = s.readValue(CPUS + "/isolated").flatMap(CpuSet::parse)
                .map(c -> new HostFacts.CpuSetValue(CPUS + "/isolated", c));
        List<HostFacts.Value> tos = new ArrayList<>();
        for (String dev : s.list("sys/kernel/config/rdma_cm")) {
            for (String port : s.list("sys/kernel/config/rdma_cm/" + dev + "/ports")) {
                String p = "sys/kernel/config/rdma_cm/" + dev + "/ports/" + port + "/default_roce_tos";
                s.readValue(p).ifPresent(v -> tos.add(new HostFacts.Value(p, v)));
            }
        }
        for (String dev : s.list("sys/class/infiniband")) {
            String base = s.link("sys/class/infiniband/" + stripLink(dev)).orElse("sys/class/infiniband/" + stripLink(dev));
            for (String port : s.list(base + "/tc")) {
                String p = base + "/tc/" + port + "/traffic_class";
                s.readValue(p).ifPresent(v -> tos.add(new HostFacts.Value(p, v)));
            }
        }
        List<HostFacts.Value> cnp = new ArrayList<>();
        List<HostFacts.Value> mtus = new ArrayList<>();
        for (String ifc : s.list("sys/class/net")) {
            String base = s.link("sys/class/net/" + stripLink(ifc)).orElse("sys/class/net/" + stripLink(ifc));
            for (String f : List.of("cnp_dscp", "cnp_802p_prio")) {
                String p = base + "/ecn/roce_np/" + f;
                s.readValue(p).ifPresent(v -> cnp.add(new HostFacts.Value(p, v)));
            }
            // Only interfaces of a PCI device (the NICs RoCE leaves by); lo, bridges and veths are virtual.
            if (base.contains("/pci")) {
                String p = base + "/mtu";
                s.readValue(p).ifPresent(v -> mtus.add(new HostFacts.Value(p, v)));
            }
        }
        return new HostFacts(governors, idle, cstate, pools, nodes, irqs, pci, iommu, peer, isolated, tos, cnp, mtus);
    }

    private static String stripLink(String entry) {
        return entry.endsWith(".link") ? entry.substring(0, entry.length() - 5) : entry;
    }

    private static void hugepages(Snapshot s, String dir, Optional<Integer> node, List<HostFacts.HugePagePool> out)
            throws SnapshotException {
        for (String pool : s.list(dir)) {
            Matcher m = POOL.matcher(pool);
            if (!m.matches()) {
                continue;
            }
            String p = dir + "/" + pool + "/nr_hugepages";
            Optional<Long> total = s.readValue(p).filter(v -> v.matches("\\d{1,18}")).map(Long::parseLong);
            if (total.isPresent()) {
                Optional<Long> free = s.readValue(dir + "/" + pool + "/free_hugepages").filter(v -> v.matches("\\d{1,18}"))
                        .map(Long::parseLong);
                out.add(new HostFacts.HugePagePool(m.group(1), node, total.get(), free, p));
            }
        }
    }
}
