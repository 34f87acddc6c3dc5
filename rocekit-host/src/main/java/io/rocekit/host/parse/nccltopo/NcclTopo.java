package io.rocekit.host.parse.nccltopo;

import io.rocekit.host.model.PciAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * An NCCL topology file: {@code <system>} with {@code <cpu>} elements, each holding a tree of
 * {@code <pci>} elements (bridges, GPUs, NICs) and possibly {@code <nic>} elements directly.
 *
 * @param version the {@code version} attribute of {@code <system>}
 * @param cpus    the CPU (NUMA node) elements in file order
 */
public record NcclTopo(String version, List<Cpu> cpus) {
    public NcclTopo {
        Objects.requireNonNull(version, "version");
        cpus = List.copyOf(cpus);
    }

    /**
     * A {@code <cpu>}: one NUMA node.
     *
     * @param numaId   {@code numaid}
     * @param affinity {@code affinity} (hex CPU mask)
     * @param attributes every attribute as written (arch, vendor, familyid, modelid, host_hash)
     * @param pci      the PCI elements below it
     * @param nics     {@code <nic>} elements directly below it (NICs NCCL did not place on PCI)
     * @param line     the line of the element
     */
    public record Cpu(OptionalInt numaId, Optional<String> affinity, Map<String, String> attributes,
                      List<Pci> pci, List<Nic> nics, int line) {
        public Cpu {
            attributes = Map.copyOf(attributes);
            pci = List.copyOf(pci);
            nics = List.copyOf(nics);
        }
    }

    /**
     * A {@code <pci>} element.
     *
     * @param busId      {@code busid}
     * @param classCode  {@code class} ({@code 0x060400} bridge, {@code 0x0302xx} 3D controller, {@code 0x0207xx} InfiniBand, {@code 0x0200xx} Ethernet)
     * @param attributes every attribute as written (vendor, device, subsystem ids, link_speed, link_width)
     * @param children   PCI elements below (behind a bridge)
     * @param gpu        the {@code <gpu>} element, if any
     * @param nic        the {@code <nic>} element, if any
     * @param line       the line of the element
     */
    public record Pci(PciAddress busId, OptionalInt classCode, Map<String, String> attributes, List<Pci> children,
                      Optional<Gpu> gpu, Optional<Nic> nic, int line) {
        public Pci {
            Objects.requireNonNull(busId, "busId");
            attributes = Map.copyOf(attributes);
            children = List.copyOf(children);
        }

        /** True for a PCI-to-PCI bridge (class 0x0604xx) or an element with PCI children. */
        public boolean isBridge() {
            return classCode.isPresent() && classCode.getAsInt() >> 8 == 0x0604 || !children.isEmpty();
        }

        /** True for a GPU: a {@code <gpu>} child, or a display/3D controller class. */
        public boolean isGpu() {
            return gpu.isPresent() || classCode.isPresent() && classCode.getAsInt() >> 16 == 0x03;
        }

        /** True for a NIC: a {@code <nic>} child, or a network controller class. */
        public boolean isNic() {
            return nic.isPresent() || classCode.isPresent() && classCode.getAsInt() >> 16 == 0x02;
        }

        /** An attribute as written. */
        public Optional<String> attribute(String name) {
            return Optional.ofNullable(attributes.get(name));
        }
    }

    /**
     * A {@code <gpu>} element.
     *
     * @param dev     the CUDA device index ({@code dev})
     * @param nvlinks its {@code <nvlink>} elements
     */
    public record Gpu(OptionalInt dev, List<NvLink> nvlinks, int line) {
        public Gpu {
            nvlinks = List.copyOf(nvlinks);
        }
    }

    /**
     * An {@code <nvlink>}: {@code count} links to {@code target} (a GPU's or NVSwitch's bus id).
     *
     * @param targetClass {@code tclass} ({@code 0x068000} = NVSwitch)
     */
    public record NvLink(String target, int count, Optional<String> targetClass, int line) {
    }

    /** A {@code <nic>} element with its {@code <net>} devices. */
    public record Nic(List<Net> nets, int line) {
        public Nic {
            nets = List.copyOf(nets);
        }
    }

    /**
     * A {@code <net>}: one network device as NCCL sees it.
     *
     * @param name       {@code name} ({@code mlx5_0})
     * @param dev        {@code dev}
     * @param attributes every attribute as written (speed, port, guid, gdr, ...)
     */
    public record Net(String name, OptionalInt dev, Map<String, String> attributes, int line) {
        public Net {
            attributes = Map.copyOf(attributes);
        }
    }

    /** Every PCI element, depth first. */
    public List<Pci> allPci() {
        List<Pci> out = new ArrayList<>();
        for (Cpu c : cpus) {
            for (Pci p : c.pci()) {
                walk(p, out);
            }
        }
        return out;
    }

    private static void walk(Pci p, List<Pci> out) {
        out.add(p);
        for (Pci c : p.children()) {
            walk(c, out);
        }
    }
}
