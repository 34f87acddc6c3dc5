package io.rocekit.monitor.rate;

import java.util.Map;
import java.util.OptionalInt;

/**
 * Widths of the IB PortCounters attributes in {@code ports/P/counters} (IBA vol 1 release 1.4,
 * 16.1.3.5 PortCounters). The kernel fills the data and packet counters from PortCountersExtended
 * (64 bits) when the device has them, so a value above 2^32 - 1 there means "64 bits"; at exactly
 * 2^32 - 1 it is the 32-bit counter saturated, as node_exporter's mlx4 fixture shows for
 * {@code port_xmit_wait}.
 */
public final class IbCounterWidths {
    private static final Map<String, Integer> WIDTH = Map.ofEntries(
            Map.entry("symbol_error", 16),
            Map.entry("link_error_recovery", 8),
            Map.entry("link_downed", 8),
            Map.entry("port_rcv_errors", 16),
            Map.entry("port_rcv_remote_physical_errors", 16),
            Map.entry("port_rcv_switch_relay_errors", 16),
            Map.entry("port_xmit_discards", 16),
            Map.entry("port_xmit_constraint_errors", 8),
            Map.entry("port_rcv_constraint_errors", 8),
            Map.entry("local_link_integrity_errors", 4),
            Map.entry("excessive_buffer_overrun_errors", 4),
            Map.entry("VL15_dropped", 16),
            Map.entry("port_xmit_data", 32),
            Map.entry("port_rcv_data", 32),
            Map.entry("port_xmit_packets", 32),
            Map.entry("port_rcv_packets", 32),
            Map.entry("port_xmit_wait", 32));

    private IbCounterWidths() {
    }

    /** The spec width of counter {@code name}, when it is a PortCounters attribute. */
    public static OptionalInt width(String name) {
        Integer w = WIDTH.get(name);
        return w == null ? OptionalInt.empty() : OptionalInt.of(w);
    }

    /** True when {@code value} is the all-ones value of {@code name}'s width. */
    public static boolean saturated(String name, long value) {
        OptionalInt w = width(name);
        return w.isPresent() && value == (1L << w.getAsInt()) - 1;
    }
}
