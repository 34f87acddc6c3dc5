package io.rocekit.cli.doctor;

import io.rocekit.host.model.PciAddress;
import io.rocekit.host.topology.AcsState;
import io.rocekit.host.topology.Bridge;
import io.rocekit.host.topology.Connection;
import io.rocekit.host.topology.Gpu;
import io.rocekit.host.topology.Nic;
import io.rocekit.host.topology.Topology;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A topology as {@code nvidia-smi topo -m} prints it, plus a NUMA column and an ACS column (the
 * ACS state of the bridges on the row device's GPUDirect paths), then the legends, each GPU's
 * nearest NICs with the path, the bridges on GPU–NIC paths and the notes.
 */
final class TopologyText {
    private TopologyText() {
    }

    static void print(PrintWriter out, Topology t) {
        List<String> names = new ArrayList<>(t.matrix().keySet());
        if (names.isEmpty()) {
            out.println("No GPUs or NICs in the evidence.");
            printNotes(out, t);
            return;
        }
        StringBuilder header = new StringBuilder(pad("", 8));
        for (String n : names) {
            header.append(pad(n, 8));
        }
        header.append(pad("NUMA", 8)).append("ACS on GPUDirect paths");
        out.println(header.toString().stripTrailing());
        for (String row : names) {
            StringBuilder sb = new StringBuilder(pad(row, 8));
            for (String col : names) {
                String cell = t.connection(row, col).map(Connection::label).orElse("?");
                sb.append(pad(cell.equals("X") ? " X" : cell, 8));
            }
            sb.append(pad(numa(t, row).isPresent() ? String.valueOf(numa(t, row).getAsInt()) : "-", 8));
            sb.append(acsColumn(t, row));
            out.println(sb.toString().stripTrailing());
        }
        out.println();
        out.println("Legend:");
        out.println("  X    = Self");
        out.println("  SYS  = Connection traversing PCIe as well as the SMP interconnect between NUMA nodes");
        out.println("  NODE = Connection traversing PCIe as well as the interconnect between PCIe Host Bridges within a NUMA node");
        out.println("  PHB  = Connection traversing PCIe as well as a PCIe Host Bridge (typically the CPU)");
        out.println("  PXB  = Connection traversing multiple PCIe bridges (without traversing the PCIe Host Bridge)");
        out.println("  PIX  = Connection traversing at most a single PCIe bridge");
        out.println("  NV#  = Connection traversing a bonded set of # NVLinks");
        if (t.matrix().values().stream().anyMatch(r -> r.values().stream().anyMatch(c -> c.xgmi()))) {
            out.println("  XGMI = AMD xGMI (Infinity Fabric) link between GPUs, as rocm-smi/amd-smi print it");
        }
        out.println("  ACS  = off: every bridge on the row's PIX/PXB paths has ACS redirect off; ON: some bridge");
        out.println("         redirects or blocks peer-to-peer traffic (GPUDirect RDMA slows or fails); -: no such path");
        if (!t.nics().isEmpty()) {
            out.println();
            out.println("NIC Legend:");
            for (Nic n : t.nics()) {
                List<String> parts = new ArrayList<>();
                n.netdev().ifPresent(parts::add);
                n.busId().ifPresent(b -> parts.add(b.toString()));
                out.println("  " + n.name() + ": " + n.device().orElse("(device not shown)")
                        + (parts.isEmpty() ? "" : " (" + String.join(", ", parts) + ")"));
            }
        }
        if (!t.gpus().isEmpty() && !t.nics().isEmpty()) {
            out.println();
            out.println("Nearest NIC (GPUDirect RDMA by default only at PIX or PXB):");
            for (Gpu g : t.gpus()) {
                Optional<Topology.Nearest> n = t.nearest(g.name());
                if (n.isEmpty()) {
                    out.println("  " + g.name() + ": not shown");
                    continue;
                }
                List<PciAddress> path = t.path(g.name(), n.get().nics().get(0));
                out.println("  " + g.name() + ": " + String.join(", ", n.get().nics()) + " (" + n.get().connection().label() + ")"
                        + (path.isEmpty() ? "" : " via " + String.join(" > ", path.stream().map(PciAddress::toString).toList())));
            }
        }
        List<Bridge> onPath = t.bridges().stream().filter(Bridge::onGpuNicPath).toList();
        List<Bridge> listed = onPath.isEmpty() ? t.bridges().stream().filter(b -> b.acs().isPresent()).toList() : onPath;
        if (!listed.isEmpty()) {
            out.println();
            out.println(onPath.isEmpty() ? "Bridges with an ACS state (place in the tree unknown):" : "Bridges on GPU-NIC paths:");
            for (Bridge b : listed) {
                out.println("  " + b.busId() + "  " + b.acs().map(TopologyText::acsText).orElse("ACS: not shown (no capability, or not read as root)"));
            }
        }
        printNotes(out, t);
    }

    private static void printNotes(PrintWriter out, Topology t) {
        if (!t.notes().isEmpty()) {
            out.println();
            out.println("Notes:");
            for (String n : t.notes()) {
                out.println("  " + n);
            }
        }
        out.println();
        out.println("From: " + String.join("; ", t.sources()));
    }

    static String acsText(AcsState a) {
        if (a.noCapability()) {
            return "no ACS capability";
        }
        if (a.hindersPeerToPeer()) {
            return "ACSCtl: " + String.join(" ", a.p2pObstacles().stream().map(b -> b + "+").toList())
                    + "  <- peer-to-peer redirected/blocked";
        }
        return "ACSCtl: off" + (a.enabled().contains("DirectTrans") ? " (DirectTrans+)" : "");
    }

    /** The ACS summary of the bridges on a device's PIX/PXB paths. */
    static String acsColumn(Topology t, String device) {
        Set<PciAddress> bridges = new LinkedHashSet<>();
        int gdrPaths = 0;
        Optional<Gpu> asGpu = t.gpu(device);
        // only the device's own row: every GPU x NIC pair per device was cubic in the matrix
        List<Gpu> gpus = asGpu.map(List::of).orElseGet(t::gpus);
        List<Nic> nics = asGpu.isPresent() ? t.nics() : t.nic(device).map(List::of).orElseGet(List::of);
        for (Gpu g : gpus) {
            for (Nic n : nics) {
                if (t.connection(g.name(), n.name()).map(c -> c.type().gdrByDefault()).orElse(false)) {
                    gdrPaths++;
                    bridges.addAll(t.path(g.name(), n.name()));
                }
            }
        }
        if (gdrPaths == 0) {
            return "-";
        }
        if (bridges.isEmpty()) {
            return "unknown"; // a matrix gives the class of a path, not its bridges
        }
        List<String> on = new ArrayList<>();
        int unknown = 0;
        for (PciAddress a : bridges) {
            Optional<AcsState> s = t.bridge(a).flatMap(Bridge::acs);
            if (s.isEmpty()) {
                unknown++;
            } else if (s.get().hindersPeerToPeer()) {
                on.add(a.toString());
            }
        }
        if (!on.isEmpty()) {
            return "ON " + String.join(",", on);
        }
        if (unknown == bridges.size()) {
            return "unknown";
        }
        return unknown > 0 ? "off (" + unknown + " of " + bridges.size() + " bridges unknown)" : "off";
    }

    private static OptionalInt numa(Topology t, String device) {
        Optional<Gpu> g = t.gpu(device);
        if (g.isPresent()) {
            return g.get().numaNode();
        }
        return t.nic(device).map(Nic::numaNode).orElse(OptionalInt.empty());
    }

    private static String pad(String s, int w) {
        return s.length() >= w ? s + " " : s + " ".repeat(w - s.length());
    }
}
