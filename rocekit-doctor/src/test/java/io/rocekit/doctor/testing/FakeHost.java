package io.rocekit.doctor.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Builds a host root (sysfs and procfs as directories, links as real symbolic links) in a test
 * directory, laid out as the kernel lays out /sys: devices at their real path under
 * {@code sys/devices}, {@code sys/bus/pci/devices/BDF} and {@code sys/class/...} as relative links.
 */
public final class FakeHost {
    private final Path root;

    public FakeHost(Path root) {
        this.root = root;
    }

    public Path root() {
        return root;
    }

    /** Writes a file at host path {@code p} (leading slash optional). */
    public FakeHost file(String p, String content) {
        try {
            Path f = root.resolve(p.startsWith("/") ? p.substring(1) : p);
            Files.createDirectories(f.getParent());
            Files.writeString(f, content);
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Makes host path {@code p} a symbolic link to {@code target} (as given: relative or absolute). */
    public FakeHost link(String p, String target) {
        try {
            Path f = root.resolve(p.startsWith("/") ? p.substring(1) : p);
            Files.createDirectories(f.getParent());
            Files.createSymbolicLink(f, Path.of(target));
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A PCI function at real sysfs path {@code devPath} (like {@code pci0000:00/0000:00:01.0/0000:01:00.0}),
     * with its bus link and basic attributes.
     */
    public FakeHost pci(String devPath, String cls, String vendor, String device, int numa, String speed, int width) {
        return pci(devPath, cls, vendor, device, "0x0000", numa, speed, width);
    }

    /** As {@link #pci(String, String, String, String, int, String, int)} with a subsystem device id. */
    public FakeHost pci(String devPath, String cls, String vendor, String device, String subsystemDevice, int numa,
                        String speed, int width) {
        String bdf = devPath.substring(devPath.lastIndexOf('/') + 1);
        String dir = "sys/devices/" + devPath;
        file(dir + "/class", cls + "\n");
        file(dir + "/vendor", vendor + "\n");
        file(dir + "/device", device + "\n");
        file(dir + "/subsystem_vendor", vendor + "\n");
        file(dir + "/subsystem_device", subsystemDevice + "\n");
        file(dir + "/numa_node", numa + "\n");
        file(dir + "/current_link_speed", speed + "\n");
        file(dir + "/max_link_speed", speed + "\n");
        file(dir + "/current_link_width", width + "\n");
        file(dir + "/max_link_width", width + "\n");
        link("sys/bus/pci/devices/" + bdf, "../../../devices/" + devPath);
        return this;
    }

    /** Writes a 4096-byte config space whose only extended capability is ACS with control {@code acsCtl}. */
    public FakeHost acsConfig(String devPath, int acsCtl) {
        try {
            byte[] cfg = new byte[4096];
            cfg[0x100] = 0x0d; // ACS, version 1, no next capability
            cfg[0x102] = 0x01;
            cfg[0x104] = 0x7f; // capability: every bit supported
            cfg[0x106] = (byte) (acsCtl & 0xff);
            cfg[0x107] = (byte) (acsCtl >> 8);
            Path f = root.resolve("sys/devices/" + devPath + "/config");
            Files.createDirectories(f.getParent());
            Files.write(f, cfg);
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A small GPU server: one CPU socket (NUMA 0), a root port, a Broadcom PCIe switch with two
     * downstream ports, a GPU under one and a ConnectX-7 (mlx5_0, eth0) under the other, plus a
     * second NIC (mlx5_1, eth1) on another root port of NUMA 1.
     */
    public static FakeHost smallGpuServer(Path root) {
        FakeHost h = new FakeHost(root);
        String rp = "pci0000:00/0000:00:01.0";
        String usp = rp + "/0000:01:00.0";
        String dsp0 = usp + "/0000:02:00.0";
        String dsp1 = usp + "/0000:02:01.0";
        h.pci(rp, "0x060400", "0x8086", "0x352a", 0, "32.0 GT/s PCIe", 16);
        // A Broadcom PEX89000 (Gen5) switch: top level subsystem 0x0xxx, sub switches 0x1xxx (NCCL flattens it).
        h.pci(usp, "0x060400", "0x1000", "0xc030", "0x00a1", 0, "32.0 GT/s PCIe", 16);
        h.pci(dsp0, "0x060400", "0x1000", "0xc030", "0x100a", 0, "32.0 GT/s PCIe", 16);
        h.pci(dsp1, "0x060400", "0x1000", "0xc030", "0x100a", 0, "32.0 GT/s PCIe", 16);
        h.acsConfig(dsp0, 0);
        h.acsConfig(dsp1, 0x1d);
        h.pci(dsp0 + "/0000:03:00.0", "0x030200", "0x10de", "0x2330", 0, "32.0 GT/s PCIe", 16);
        h.pci(dsp1 + "/0000:04:00.0", "0x020000", "0x15b3", "0x1021", 0, "16.0 GT/s PCIe", 16);
        String rp2 = "pci0000:80/0000:80:01.0";
        h.pci(rp2, "0x060400", "0x8086", "0x352a", 1, "32.0 GT/s PCIe", 16);
        h.pci(rp2 + "/0000:81:00.0", "0x020000", "0x15b3", "0x1021", 1, "32.0 GT/s PCIe", 16);
        String nic0 = "sys/devices/" + dsp1 + "/0000:04:00.0";
        String nic1 = "sys/devices/" + rp2 + "/0000:81:00.0";
        for (String[] n : new String[][] {{"mlx5_0", "eth0", nic0}, {"mlx5_1", "eth1", nic1}}) {
            String ib = n[2] + "/infiniband/" + n[0];
            h.file(ib + "/fw_ver", "28.39.1002\n");
            h.file(ib + "/ports/1/state", "4: ACTIVE\n");
            h.file(ib + "/ports/1/link_layer", "Ethernet\n");
            h.file(ib + "/ports/1/rate", "400 Gb/sec (4X NDR)\n");
            h.file(ib + "/ports/1/hw_counters/out_of_buffer", "0\n");
            h.file(ib + "/ports/1/hw_counters/np_cnp_sent", "12\n");
            h.file(ib + "/ports/1/counters/port_rcv_data", "123456\n");
            h.link(ib + "/device", "../../../" + n[2].substring(n[2].lastIndexOf('/') + 1));
            h.link("sys/class/infiniband/" + n[0], "../../" + ib.substring("sys/".length()));
            String net = n[2] + "/net/" + n[1];
            h.file(net + "/mtu", "4200\n");
            h.file(net + "/speed", "400000\n");
            h.file(net + "/ecn/roce_np/enable/3", "1\n");
            h.file(net + "/ecn/roce_rp/enable/3", "1\n");
            h.file(net + "/ecn/roce_np/cnp_dscp", "48\n");
            h.link(net + "/device", "../../../" + n[2].substring(n[2].lastIndexOf('/') + 1));
            h.link("sys/class/net/" + n[1], "../../" + net.substring("sys/".length()));
        }
        h.file("sys/devices/virtual/net/lo/mtu", "65536\n");
        h.link("sys/class/net/lo", "../../devices/virtual/net/lo");
        h.file("proc/sys/kernel/hostname", "gpu-node-7\n");
        h.file("proc/cmdline", "BOOT_IMAGE=/vmlinuz root=/dev/sda1 iommu=pt\n");
        h.file("proc/interrupts", "           CPU0       CPU1\n"
                + " 120:          5          0  IR-PCI-MSIX-0000:04:00.0    0-edge      mlx5_async0@pci:0000:04:00.0\n"
                + " 121:        100          0  IR-PCI-MSIX-0000:04:00.0    1-edge      mlx5_comp0@pci:0000:04:00.0\n"
                + " 130:          0          0  IR-PCI-MSIX-0000:03:00.0    0-edge      nvidia\n");
        h.file("proc/irq/120/smp_affinity_list", "0-1\n");
        h.file("proc/irq/121/smp_affinity_list", "1\n");
        h.file("proc/irq/121/effective_affinity_list", "1\n");
        h.file("sys/devices/system/cpu/online", "0-1\n");
        h.file("sys/devices/system/cpu/cpu0/cpufreq/scaling_governor", "powersave\n");
        h.file("sys/devices/system/cpu/cpu1/cpufreq/scaling_governor", "performance\n");
        h.file("sys/devices/system/cpu/cpu0/cpuidle/state0/name", "POLL\n");
        h.file("sys/devices/system/cpu/cpu0/cpuidle/state1/name", "C1\n");
        h.file("sys/devices/system/cpu/cpu0/cpuidle/state1/disable", "0\n");
        h.file("sys/devices/system/node/node0/cpulist", "0\n");
        h.file("sys/devices/system/node/node1/cpulist", "1\n");
        h.file("sys/kernel/mm/hugepages/hugepages-2048kB/nr_hugepages", "0\n");
        return h;
    }
}
