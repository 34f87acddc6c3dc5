package io.rocekit.doctor.rule;

import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.topology.Nic;
import io.rocekit.host.topology.Topology;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The device a piece of evidence names, so that fix commands say {@code mlnx_qos -i ens1f0np0}
 * rather than {@code mlnx_qos -i <iface>} when the evidence knows it. A name is only taken when it
 * is a plain device name (letters, digits, {@code _ . : @ -}), so that nothing read from an input
 * can smuggle shell syntax into a command a user pastes.
 */
public final class Devices {
    /** Placeholder for an unknown network interface. */
    public static final String UNKNOWN_NETDEV = "<iface>";
    /** Placeholder for an unknown RDMA or mst device. */
    public static final String UNKNOWN_DEV = "<dev>";

    /**
     * Snapshot files of per-interface commands: {@code commands/ethtool-S.ens1f0.txt},
     * {@code commands/mlnx_qos.eth2.txt}, or without the {@code .txt} ({@code commands/mlnx_qos.ens6}).
     */
    private static final Pattern PER_INTERFACE_FILE = Pattern.compile(
            "(?:^|/)(?:ethtool|ethtool-S|ethtool-a|ethtool-i|mlnx_qos)\\.([A-Za-z0-9_.:@-]{1,15}?)(?:\\.(?:txt|log|out))?$");
    /** The interface a command line names: {@code mlnx_qos -i ens6}, {@code --interface=ens6}, {@code ethtool -S ens6}. */
    private static final Pattern INTERFACE_ARGUMENT = Pattern.compile(
            "^(?:sudo\\s+)?(?:\\S*/)?(?:mlnx_qos\\s+(?:.*\\s)?(?:-i|--interface)(?:\\s+|=)|ethtool\\s+(?:-[SaiI]\\s+)?)"
                    + "([A-Za-z0-9_.:@-]{1,15})(?:\\s|$)");
    /**
     * Files that name an RDMA device: {@code show_counters.mlx5_4.txt}, {@code sys/class/infiniband/mlx5_4/...}.
     * The name must be followed by {@code /} or {@code .}: in {@code ...-hw_counters.txt} the "txt" is no device.
     */
    private static final Pattern RDMA_DEVICE_IN_FILE = Pattern.compile(
            "(?:infiniband/|show_counters\\.|hw_counters\\.)([A-Za-z0-9_]{1,32})[/.]");
    private static final Pattern PLAIN_NAME = Pattern.compile("[A-Za-z0-9_.:@-]{1,64}");
    /** An mst device path as {@code mlxconfig -d} takes it: {@code /dev/mst/mt4119_pciconf0}. */
    private static final Pattern MST_PATH = Pattern.compile("/dev/mst/[A-Za-z0-9_.:-]{1,64}");
    /** Snapshot files of {@code mlxconfig -d BDF q}: {@code commands/mlxconfig-q.0000:17:00.0.txt}. */
    private static final Pattern MLXCONFIG_FILE = Pattern.compile(
            "(?:^|/)(?:mlxconfig|mstconfig)-q\\.([0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7])\\.txt$");
    /** A counter's place as {@code rdma statistic} names it: {@code mlx5_0/1}. */
    private static final Pattern RDMA_DEVICE_PORT = Pattern.compile("([A-Za-z0-9_]{1,32})/\\d{1,3}");

    private Devices() {
    }

    /** The network interface a snapshot file of a per-interface command was collected for. */
    public static Optional<String> netdevOfFile(String file) {
        Matcher m = PER_INTERFACE_FILE.matcher(file);
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    }

    /** {@link #netdevOfFile} or {@value #UNKNOWN_NETDEV}. */
    public static String netdev(String file) {
        return netdevOfFile(file).orElse(UNKNOWN_NETDEV);
    }

    /**
     * The network interface an output of a per-interface command is about: the one its prompt line
     * names ({@code # mlnx_qos -i ens4np0}), else the one of its snapshot file, else
     * {@value #UNKNOWN_NETDEV}.
     */
    public static String netdev(ParsedArtifact<?> artifact) {
        return artifact.command().flatMap(Devices::netdevOfCommand)
                .or(() -> netdevOfFile(artifact.file())).orElse(UNKNOWN_NETDEV);
    }

    /** The network interface a command line names ({@code mlnx_qos -i ens6}, {@code ethtool -S ens6}). */
    public static Optional<String> netdevOfCommand(String command) {
        Matcher m = INTERFACE_ARGUMENT.matcher(command.strip());
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    }

    /** The RDMA device a file is about, from its path ({@code extra/show_counters.mlx5_4.txt}). */
    public static Optional<String> rdmaDeviceOfFile(String file) {
        Matcher m = RDMA_DEVICE_IN_FILE.matcher(file);
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    }

    /** The RDMA device of a place written {@code mlx5_0/1} (device/port), as {@code rdma statistic} prints it. */
    public static Optional<String> rdmaDeviceOfPort(String where) {
        Matcher m = RDMA_DEVICE_PORT.matcher(where);
        return m.matches() ? Optional.of(m.group(1)) : Optional.empty();
    }

    /**
     * The NIC of RDMA device {@code rdmaDevice} in the node's topology, when the evidence has one
     * (its network interface and PCI address then fill in fix commands).
     */
    public static Optional<Nic> nicOf(NodeEvidence evidence, String rdmaDevice) {
        return nic(evidence, n -> n.device().filter(rdmaDevice::equals).isPresent());
    }

    /** The NIC whose network interface is {@code netdev} in the node's topology, when the evidence has one. */
    public static Optional<Nic> nicOfNetdev(NodeEvidence evidence, String netdev) {
        return nic(evidence, n -> n.netdev().filter(netdev::equals).isPresent());
    }

    private static Optional<Nic> nic(NodeEvidence evidence, Predicate<Nic> which) {
        return evidence.derived(Topology.class).flatMap(t -> t.nics().stream().filter(which).findFirst());
    }

    /**
     * A PCI address as a command's argument ({@code mlxconfig -d}, {@code mlxlink -d}): the NIC's
     * from the topology, else read by the command line itself from the sysfs link
     * {@code sysfsDevice} ({@code /sys/class/infiniband/mlx5_0/device}, {@code /sys/class/net/IF/
     * device}), so that the command runs as printed either way. Callers pass plain names only.
     */
    public static String pciAddress(Optional<Nic> nic, String sysfsDevice) {
        return nic.flatMap(Nic::busId).map(Object::toString)
                .orElse("\"$(basename \"$(readlink -f " + sysfsDevice + ")\")\"");
    }

    /** {@link #pciAddress} of RDMA device {@code dev} (a plain name): its sysfs link is {@code /sys/class/infiniband/DEV/device}. */
    public static String pciAddressOfRdma(Optional<Nic> nic, String dev) {
        return pciAddress(nic, "/sys/class/infiniband/" + dev + "/device");
    }

    /**
     * The network interface of RDMA device {@code dev} as a command's argument: the NIC's from the
     * topology, else listed by the command line itself from sysfs ({@code /sys/class/infiniband/
     * DEV/device/net}); {@value #UNKNOWN_NETDEV} where not even the device is known.
     */
    public static String netdevOfRdma(Optional<Nic> nic, String dev) {
        return plainNetdev(nic).orElse(
                dev.equals(UNKNOWN_DEV) ? UNKNOWN_NETDEV : "\"$(ls /sys/class/infiniband/" + dev + "/device/net)\"");
    }

    /**
     * The sysfs directory of RDMA device {@code dev}'s network interface: {@code /sys/class/net/IF}
     * from the topology, else {@code /sys/class/infiniband/DEV/device/net/*} (the shell finds it);
     * with the placeholder where not even the device is known.
     */
    public static String netdevDirOfRdma(Optional<Nic> nic, String dev) {
        return plainNetdev(nic).map(n -> "/sys/class/net/" + n).orElse(
                dev.equals(UNKNOWN_DEV) ? "/sys/class/net/" + UNKNOWN_NETDEV : "/sys/class/infiniband/" + dev + "/device/net/*");
    }

    private static Optional<String> plainNetdev(Optional<Nic> nic) {
        return nic.flatMap(Nic::netdev).filter(n -> PLAIN_NAME.matcher(n).matches());
    }

    /**
     * The device of an {@code mlxconfig q} output as {@code mlxconfig -d} takes it: its
     * {@code Device:} line (a PCI address or an {@code /dev/mst/} path), else the PCI address of the
     * snapshot file it was collected into, else {@value #UNKNOWN_DEV}; never the input's file name.
     */
    public static String mstDevice(Optional<String> device, String file) {
        Optional<String> named = device.filter(d -> PLAIN_NAME.matcher(d).matches() || MST_PATH.matcher(d).matches());
        if (named.isPresent()) {
            return named.get();
        }
        Matcher m = MLXCONFIG_FILE.matcher(file);
        return m.find() ? m.group(1) : UNKNOWN_DEV;
    }

    /** {@code name} when it is a plain device name, else {@value #UNKNOWN_DEV}. */
    public static String dev(Optional<String> name) {
        return name.filter(n -> PLAIN_NAME.matcher(n).matches()).orElse(UNKNOWN_DEV);
    }

    /** {@code name} when it is a plain interface name, else {@value #UNKNOWN_NETDEV}. */
    public static String netdev(Optional<String> name) {
        return name.filter(n -> PLAIN_NAME.matcher(n).matches()).orElse(UNKNOWN_NETDEV);
    }
}
