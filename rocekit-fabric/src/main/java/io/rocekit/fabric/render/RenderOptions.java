package io.rocekit.fabric.render;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a renderer needs besides the intent.
 *
 * @param ports            the ports to configure; empty for the target's example port (marked as a placeholder)
 * @param devices          NIC device to network interface ({@code mlx5_0 -> ens1np0}); empty for placeholders
 * @param cellBytes        the buffer cell size for targets whose thresholds are in cells (Comware)
 * @param queueBufferBytes the queue buffer that Junos fill levels are a percentage of
 */
public record RenderOptions(List<String> ports, Map<String, String> devices, int cellBytes, long queueBufferBytes) {
    /** Comware's WRED limits count cells; 256 B on H3C S6850/S9850-class (Broadcom) ASICs. Check `display buffer`. */
    public static final int DEFAULT_CELL_BYTES = 256;
    /** An assumed per-queue buffer for Junos percentages (10 MB); give the platform's with --queue-buffer. */
    public static final long DEFAULT_QUEUE_BUFFER_BYTES = 10_000_000L;

    public RenderOptions {
        ports = List.copyOf(ports);
        devices = Map.copyOf(devices);
        Objects.checkIndex(cellBytes - 1, 65_536);
    }

    /** No ports and no devices given: placeholders. */
    public static RenderOptions defaults() {
        return new RenderOptions(List.of(), Map.of(), DEFAULT_CELL_BYTES, DEFAULT_QUEUE_BUFFER_BYTES);
    }

    /** The ports to configure, or the example port when none was given. */
    List<String> portsOr(String example) {
        return ports.isEmpty() ? List.of(example) : ports;
    }
}
