package io.rocekit.host.topology;

import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The connection between two devices: its type and, for NVLink, the number of bonded links.
 *
 * @param type    the class
 * @param nvlinks the number of links of an NVLink connection (0 otherwise, and for an xGMI one whose count the input
 *                does not show)
 * @param xgmi    true for AMD's GPU-GPU link, xGMI (Infinity Fabric): a {@link PathType#NVLINK} to NCCL's classes, as
 *                RCCL models it (its PATH_NVL paths are sized by the xGMI speed: ROCm/rccl src/graph/paths.cc
 *                ncclTopoGetNchannels)
 */
public record Connection(PathType type, int nvlinks, boolean xgmi) implements Comparable<Connection> {
    /** At most three digits, as TopoCell reads them: a longer count names no connection (was a NumberFormatException). */
    private static final Pattern NVLINK_LABEL = Pattern.compile("NV\\d{1,3}");
    public static final Connection SELF = new Connection(PathType.SELF, 0);

    public Connection {
        Objects.requireNonNull(type, "type");
        if (type == PathType.NVLINK ? nvlinks <= 0 && !xgmi : nvlinks != 0 || xgmi) {
            throw new IllegalArgumentException(type + " with nvlinks=" + nvlinks + (xgmi ? " (xGMI)" : ""));
        }
    }

    public Connection(PathType type, int nvlinks) {
        this(type, nvlinks, false);
    }

    /** An xGMI link between two AMD GPUs, its link count unknown. */
    public static Connection xgmiLink() {
        return new Connection(PathType.NVLINK, 0, true);
    }

    public static Connection of(PathType type) {
        return new Connection(type, 0);
    }

    public static Connection nvlink(int links) {
        return new Connection(PathType.NVLINK, links);
    }

    /** The connection an nvidia-smi cell names, if it names one. */
    public static Optional<Connection> parse(String cell) {
        String c = cell.strip().toUpperCase(java.util.Locale.ROOT);
        if (NVLINK_LABEL.matcher(c).matches()) {
            int n = Integer.parseInt(c.substring(2));
            return n > 0 ? Optional.of(nvlink(n)) : Optional.empty();
        }
        return PathType.ofLabel(c).filter(t -> t != PathType.NVLINK).map(Connection::of);
    }

    /** As nvidia-smi prints it: {@code X}, {@code NV18}, {@code PIX}; {@code XGMI} as rocm-smi does. */
    public String label() {
        if (xgmi) {
            return "XGMI";
        }
        return type == PathType.NVLINK ? "NV" + nvlinks : type.label();
    }

    /** Better first: closer type, then more NVLinks. */
    @Override
    public int compareTo(Connection o) {
        int c = type.compareTo(o.type);
        return c != 0 ? c : Integer.compare(o.nvlinks, nvlinks);
    }

    @Override
    public String toString() {
        return label();
    }
}
