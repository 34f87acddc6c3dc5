package io.rocekit.host.bench;

import java.util.Optional;

/**
 * The unit of perftest's BW columns. perftest divides bytes by 0x100000 for {@code MB/sec} (so its
 * MB is 2^20 bytes; newer versions say {@code MiB/sec}) and bits by 125,000,000 x 8 = 10^9 for
 * {@code Gb/sec} ({@code --report_gbits}). Source: linux-rdma/perftest
 * {@code src/perftest_parameters.c}, {@code print_report_bw} ({@code format_factor}).
 */
public enum BandwidthUnit {
    MB_PER_SEC("MB/sec", 8.0 * 1048576 / 1e9),
    MIB_PER_SEC("MiB/sec", 8.0 * 1048576 / 1e9),
    GB_PER_SEC("Gb/sec", 1.0);

    private final String label;
    private final double toGbps;

    BandwidthUnit(String label, double toGbps) {
        this.label = label;
        this.toGbps = toGbps;
    }

    /** The unit as perftest prints it. */
    public String label() {
        return label;
    }

    /** A value in this unit converted to Gb/s (10^9 bit/s). */
    public double toGbps(double value) {
        return value * toGbps;
    }

    /** The unit named inside a column header such as {@code BW average[MB/sec]}. */
    public static Optional<BandwidthUnit> inHeader(String header) {
        if (header.contains("[Gb/sec]")) {
            return Optional.of(GB_PER_SEC);
        }
        if (header.contains("[MiB/sec]")) {
            return Optional.of(MIB_PER_SEC);
        }
        if (header.contains("[MB/sec]")) {
            return Optional.of(MB_PER_SEC);
        }
        return Optional.empty();
    }
}
