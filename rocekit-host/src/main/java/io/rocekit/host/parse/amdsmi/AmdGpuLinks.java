package io.rocekit.host.parse.amdsmi;

import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.model.PciAddress;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The GPU-to-GPU links an AMD tool printed.
 *
 * @param tool  the command ({@code rocm-smi --showtopo}, {@code amd-smi topology})
 * @param gpus  the GPUs in the tool's order, named {@code GPU0}... by position
 * @param links one entry for each ordered pair of different GPUs the link type table shows
 */
public record AmdGpuLinks(String tool, List<AmdGpu> gpus, List<Link> links) {
    public AmdGpuLinks {
        Objects.requireNonNull(tool, "tool");
        gpus = List.copyOf(gpus);
        links = List.copyOf(links);
    }

    /** How two GPUs are joined: {@code XGMI} (Infinity Fabric) or {@code PCIE}. */
    public enum LinkType {
        XGMI, PCIE
    }

    /**
     * One GPU.
     *
     * @param name     {@code GPU0}... by position in the tables
     * @param busId    its PCI address, when the tool names GPUs by it (amd-smi)
     * @param numaNode its NUMA node, when the tool printed it (rocm-smi's Numa Nodes section)
     */
    public record AmdGpu(String name, Optional<PciAddress> busId, OptionalInt numaNode) {
        public AmdGpu {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(busId, "busId");
            Objects.requireNonNull(numaNode, "numaNode");
        }
    }

    /**
     * The link from one GPU to another.
     *
     * @param from   a GPU name
     * @param to     another GPU name
     * @param type   the link type
     * @param hops   the hops table's value (1 xGMI, 2 PCIe within one CPU socket, 3 PCIe across sockets, per AMD's
     *               MI200 tuning guide), when printed
     * @param weight the weight table's value, when printed
     * @param line   the link type table's row
     */
    public record Link(String from, String to, LinkType type, OptionalInt hops, OptionalInt weight, SourceLine line) {
        public Link {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(hops, "hops");
            Objects.requireNonNull(weight, "weight");
            Objects.requireNonNull(line, "line");
        }
    }

    /** The link from {@code from} to {@code to}, if the table shows it. */
    public Optional<Link> link(String from, String to) {
        return links.stream().filter(l -> l.from().equals(from) && l.to().equals(to)).findFirst();
    }
}
