package io.rocekit.host.parse.hwcounters;

import io.rocekit.host.artifact.SourceLine;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * RDMA port counters of an mlx5 device: a listing of
 * {@code /sys/class/infiniband/DEV/ports/P/{hw_counters,counters}} ({@code path value} or
 * {@code grep . path} form), MLNX_OFED's {@code show_counters}, or {@code rdma statistic show}.
 * A counter the input does not list is absent, not zero: groups exist only on devices with the
 * capability.
 *
 * @param counters   the counters in input order
 * @param attributes other sysfs attributes listed with them ({@code fw_ver}, {@code ports/1/state})
 */
public record RdmaCounters(List<RdmaCounters.Counter> counters, List<RdmaCounters.Attribute> attributes) {
    public RdmaCounters {
        counters = List.copyOf(counters);
        attributes = List.copyOf(attributes);
    }

    /** Where a counter lives in sysfs. */
    public enum Group {
        /** {@code ports/P/hw_counters}: mlx5 queue, retransmission and congestion counters. */
        HW_COUNTERS,
        /** {@code ports/P/counters}: the IB-spec PortCounters. */
        PORT_COUNTERS,
        /** Listed without a path ({@code rdma statistic show} prints hw_counters). */
        UNSPECIFIED
    }

    /**
     * One counter.
     *
     * @param device the RDMA device ({@code mlx5_0}), when the input names it
     * @param port   the port, when the input names it
     * @param group  where it lives
     * @param name   the counter name ({@code out_of_buffer})
     * @param value  its value (cumulative)
     * @param line   the line it was read from
     */
    public record Counter(Optional<String> device, OptionalInt port, Group group, String name, long value,
            SourceLine line) {
        public Counter {
            Objects.requireNonNull(device, "device");
            Objects.requireNonNull(port, "port");
            Objects.requireNonNull(group, "group");
            Objects.requireNonNull(name, "name");
        }

        /** {@code mlx5_0/1}, {@code port 1} or empty text when neither is known. */
        public String where() {
            String d = device.orElse("");
            String p = port.isPresent() ? Integer.toString(port.getAsInt()) : "";
            if (!d.isEmpty()) {
                return p.isEmpty() ? d : d + "/" + p;
            }
            return p.isEmpty() ? "" : "port " + p;
        }
    }

    /** A non-counter attribute ({@code ports/1/link_layer InfiniBand}). */
    public record Attribute(String path, String value, SourceLine line) {
    }

    /** Every counter named {@code name} (one per device/port listed). */
    public List<Counter> all(String name) {
        return counters.stream().filter(c -> c.name().equals(name)).toList();
    }

    /** True when some counter named {@code name} is listed. */
    public boolean has(String name) {
        return counters.stream().anyMatch(c -> c.name().equals(name));
    }
}
