package io.rocekit.host.bench;

import io.rocekit.core.finding.Evidence;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The block perftest prints before its table: the title ({@code RDMA_Write BW Test}) and the
 * {@code key : value} lines (device, transport, MTU, link type, GID index, QPs, CQ moderation...).
 *
 * @param test          the program: {@code ib_write_bw}, {@code ib_read_lat}, ... (from the title
 *                      or the echoed command; {@code ib_unknown} when neither was printed)
 * @param title         the title line as printed, if any
 * @param bidirectional {@code -b}: the reported bandwidth is the sum of both directions
 * @param fields        every {@code key : value} pair in print order (keys as printed, trimmed)
 * @param useCuda       the buffers were in GPU memory ({@code --use_cuda} preamble seen)
 * @param gpu           the GPU the preamble names
 * @param lines         the line of each field, for evidence
 */
public record PerftestHeader(
        String test,
        Optional<Evidence> title,
        boolean bidirectional,
        Map<String, String> fields,
        boolean useCuda,
        Optional<String> gpu,
        Map<String, Evidence> lines) {
    public PerftestHeader {
        Objects.requireNonNull(test, "test");
        Objects.requireNonNull(title, "title");
        fields = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(fields));
        Objects.requireNonNull(gpu, "gpu");
        lines = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(lines));
    }

    /** The value of a header field, matched on the key without case or padding. */
    public Optional<String> field(String key) {
        for (Map.Entry<String, String> e : fields.entrySet()) {
            if (e.getKey().equalsIgnoreCase(key)) {
                return Optional.of(e.getValue());
            }
        }
        return Optional.empty();
    }

    /** The line a field was printed on. */
    public Optional<Evidence> lineOf(String key) {
        for (Map.Entry<String, Evidence> e : lines.entrySet()) {
            if (e.getKey().equalsIgnoreCase(key)) {
                return Optional.of(e.getValue());
            }
        }
        return Optional.empty();
    }

    /** {@code Device}: the RDMA device, e.g. {@code mlx5_0}. */
    public Optional<String> device() {
        return field("Device");
    }

    /** {@code Link type}: {@code Ethernet} (RoCE) or {@code IB}. */
    public Optional<String> linkType() {
        return field("Link type");
    }

    /** True when the link type says Ethernet, i.e. the test ran over RoCE. */
    public boolean roce() {
        return linkType().map(l -> l.equalsIgnoreCase("Ethernet")).orElse(false);
    }

    /**
     * {@code Connection type : RawEth}: raw_ethernet_bw, raw_ethernet_lat. Ethernet frames on a raw
     * packet QP: no RDMA transport, no RoCE headers.
     */
    public boolean rawEthernet() {
        return field("Connection type").map(v -> v.equalsIgnoreCase("RawEth")).orElse(false);
    }

    /**
     * {@code Mtu : 4096[B]} in bytes: the RDMA path MTU. None for a raw Ethernet test, whose
     * {@code Mtu : 1518[B]} is the Ethernet frame size ({@code set_eth_mtu} in perftest_parameters.c),
     * not a path MTU (the field itself stays in {@link #fields()}).
     */
    public OptionalInt mtuBytes() {
        if (rawEthernet()) {
            return OptionalInt.empty();
        }
        return field("Mtu").map(v -> v.replace("[B]", "").strip())
                .filter(v -> !v.isEmpty() && v.length() <= 9 && v.chars().allMatch(Character::isDigit))
                .map(v -> OptionalInt.of(Integer.parseInt(v))).orElse(OptionalInt.empty());
    }

    /** {@code Number of qps}. */
    public OptionalInt qps() {
        return field("Number of qps").filter(v -> !v.isEmpty() && v.length() <= 9 && v.chars().allMatch(Character::isDigit))
                .map(v -> OptionalInt.of(Integer.parseInt(v))).orElse(OptionalInt.empty());
    }

    /** {@code Dual-port : ON}: two ports carried the traffic. */
    public boolean dualPort() {
        return field("Dual-port").map(v -> v.equalsIgnoreCase("ON")).orElse(false);
    }

    /**
     * The IPv4 address inside a GID as perftest prints it: sixteen decimal bytes separated by
     * colons, the last four of an IPv4-mapped GID ({@code ...:255:255:10:00:21:03} is 10.0.21.3).
     */
    public static Optional<String> ipv4OfGid(String gid) {
        String[] b = gid.strip().split(":");
        if (b.length != 16) {
            return Optional.empty();
        }
        try {
            for (int i = 0; i < 10; i++) {
                if (Integer.parseInt(b[i]) != 0) {
                    return Optional.empty();
                }
            }
            if (Integer.parseInt(b[10]) != 255 || Integer.parseInt(b[11]) != 255) {
                return Optional.empty();
            }
            StringBuilder sb = new StringBuilder();
            for (int i = 12; i < 16; i++) {
                int v = Integer.parseInt(b[i]);
                if (v < 0 || v > 255) {
                    return Optional.empty();
                }
                sb.append(i > 12 ? "." : "").append(v);
            }
            return Optional.of(sb.toString());
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** The verb: {@code write}, {@code read}, {@code send}, {@code atomic}, or {@code unknown}. */
    public String verb() {
        String[] parts = test.split("_");
        return parts.length == 3 ? parts[1] : "unknown";
    }
}
