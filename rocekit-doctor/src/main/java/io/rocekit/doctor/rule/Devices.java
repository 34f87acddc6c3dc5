package io.rocekit.doctor.rule;

import java.util.Optional;
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

    /** Snapshot files of per-interface commands: {@code commands/ethtool-S.ens1f0.txt}, {@code commands/mlnx_qos.eth2.txt}. */
    private static final Pattern PER_INTERFACE_FILE = Pattern.compile(
            "(?:^|/)(?:ethtool|ethtool-S|ethtool-a|ethtool-i|mlnx_qos)\\.([A-Za-z0-9_.:@-]{1,15})\\.txt$");
    /** Files that name an RDMA device: {@code show_counters.mlx5_4.txt}, {@code sys/class/infiniband/mlx5_4/...}. */
    private static final Pattern RDMA_DEVICE_IN_FILE = Pattern.compile(
            "(?:infiniband/|show_counters\\.|hw_counters\\.)([A-Za-z0-9_]{1,32})(?:[/.]|$)");
    private static final Pattern PLAIN_NAME = Pattern.compile("[A-Za-z0-9_.:@-]{1,64}");

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

    /** The RDMA device a file is about, from its path ({@code extra/show_counters.mlx5_4.txt}). */
    public static Optional<String> rdmaDeviceOfFile(String file) {
        Matcher m = RDMA_DEVICE_IN_FILE.matcher(file);
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
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
