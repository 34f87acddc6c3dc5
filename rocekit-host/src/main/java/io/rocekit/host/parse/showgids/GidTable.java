package io.rocekit.host.parse.showgids;

import io.rocekit.host.artifact.SourceLine;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * {@code show_gids}: the GID table of every RDMA device and port.
 *
 * @param entries   the rows
 * @param reported  {@code n_gids_found=N}, when the trailer was shown
 */
public record GidTable(List<GidTable.Entry> entries, OptionalInt reported) {
    public GidTable {
        entries = List.copyOf(entries);
    }

    /**
     * One GID.
     *
     * @param device  RDMA device ({@code mlx5_0})
     * @param port    port number
     * @param index   GID index (what {@code NCCL_IB_GID_INDEX} names)
     * @param gid     the GID, as printed (full hex form)
     * @param ipv4    the IPv4 address of an IPv4-mapped GID
     * @param version RoCE version: 1 or 2
     * @param netdev  the network interface
     * @param line    its line
     */
    public record Entry(String device, int port, int index, String gid, Optional<String> ipv4, int version,
            Optional<String> netdev, SourceLine line) {
        /** True for a link-local (fe80::/10) GID. */
        public boolean isLinkLocal() {
            return gid.toLowerCase(java.util.Locale.ROOT).startsWith("fe80:");
        }
    }
}
