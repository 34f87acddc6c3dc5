package io.rocekit.host.parse.ibvdevinfo;

import io.rocekit.host.artifact.SourceLine;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * {@code ibv_devinfo [-v]}: one entry per HCA. Fragments (GID lines pasted alone) give an HCA and
 * port without a name.
 *
 * @param hcas the HCAs in input order
 */
public record IbvDevices(List<IbvDevices.Hca> hcas) {
    public IbvDevices {
        hcas = List.copyOf(hcas);
    }

    /** A value with its line. */
    public record Field<T>(T value, SourceLine line) {
    }

    /**
     * One HCA.
     *
     * @param id           {@code hca_id} ({@code mlx5_0}, or a udev name such as {@code rdmaP23800p0s2})
     * @param header       the {@code hca_id:} line
     * @param transport    {@code transport}
     * @param fwVer        {@code fw_ver}
     * @param vendorId     {@code vendor_id} ({@code 0x02c9})
     * @param vendorPartId {@code vendor_part_id} (4125 = ConnectX-6 Dx, 4129 = ConnectX-7 ...)
     * @param boardId      {@code board_id} (PSID)
     * @param ports        its ports
     */
    public record Hca(Optional<String> id, Optional<SourceLine> header, Optional<String> transport,
            Optional<Field<String>> fwVer, OptionalInt vendorId, OptionalInt vendorPartId, Optional<String> boardId,
            List<Port> ports) {
        public Hca {
            ports = List.copyOf(ports);
        }

        /** The name to show: the id, or "unnamed HCA". */
        public String name() {
            return id.orElse("unnamed HCA");
        }
    }

    /**
     * One port.
     *
     * @param number     {@code port:} number
     * @param state      {@code state} ({@code PORT_ACTIVE (4)} becomes {@code PORT_ACTIVE})
     * @param maxMtu     {@code max_mtu} in bytes
     * @param activeMtu  {@code active_mtu} in bytes
     * @param linkLayer  {@code link_layer} ({@code Ethernet}, {@code InfiniBand})
     * @param activeWidth {@code active_width} ({@code 4X})
     * @param activeSpeed {@code active_speed} ({@code 25.0 Gbps})
     * @param gids       the GID table ({@code -v} only)
     */
    public record Port(OptionalInt number, Optional<Field<String>> state, Optional<Field<Integer>> maxMtu,
            Optional<Field<Integer>> activeMtu, Optional<String> linkLayer, Optional<Field<String>> activeWidth,
            Optional<Field<String>> activeSpeed, List<Gid> gids) {
        public Port {
            gids = List.copyOf(gids);
        }

        public boolean isActive() {
            return state.map(s -> s.value().equals("PORT_ACTIVE")).orElse(false);
        }

        /** Whether the port is InfiniBand ({@code link_layer: InfiniBand}), so not RoCE. */
        public boolean isInfiniBand() {
            return linkLayer.filter("InfiniBand"::equalsIgnoreCase).isPresent();
        }
    }

    /**
     * One GID table entry.
     *
     * @param index   the GID index
     * @param gid     the GID as printed
     * @param type    {@code RoCE v1}, {@code RoCE v2} or {@code IB}, when printed
     * @param line    its line
     */
    public record Gid(int index, String gid, Optional<String> type, SourceLine line) {
        public Gid {
            Objects.requireNonNull(gid, "gid");
        }

        /** True for a RoCE v2 GID. */
        public boolean isRoceV2() {
            return type.map(t -> t.equalsIgnoreCase("RoCE v2")).orElse(false);
        }

        /** True for a link-local (fe80::/10) GID, which cannot be routed. */
        public boolean isLinkLocal() {
            return gid.toLowerCase(java.util.Locale.ROOT).startsWith("fe80:");
        }
    }
}
