package io.rocekit.fabric.render;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What a renderer needs besides the intent.
 *
 * @param ports            the ports to configure; empty for the target's example port (marked as a placeholder)
 * @param devices          NIC device to network interface ({@code mlx5_0 -> ens1np0}); empty for placeholders
 * @param cellBytes        the buffer cell size for targets whose thresholds are in cells (Comware)
 * @param queueBufferBytes the queue buffer that Junos fill levels are a percentage of
 * @param sonicBase        the SONiC switch rendered for ({@code --base}); {@link SonicBase#none()} when unknown
 * @param bufferModel      SONiC's buffer model when given ({@code --buffer-model}); else the base's, else traditional
 * @param replaceMaps      SONiC: bind rocekit's maps on ports that already use other maps
 */
public record RenderOptions(List<String> ports, Map<String, String> devices, int cellBytes, long queueBufferBytes,
        SonicBase sonicBase, Optional<SonicBase.BufferModel> bufferModel, boolean replaceMaps) {
    /** Comware's WRED limits count cells; 256 B on H3C S6850/S9850-class (Broadcom) ASICs. Check `display buffer`. */
    public static final int DEFAULT_CELL_BYTES = 256;
    /** An assumed per-queue buffer for Junos percentages (10 MB); give the platform's with --queue-buffer. */
    public static final long DEFAULT_QUEUE_BUFFER_BYTES = 10_000_000L;

    public RenderOptions {
        ports = List.copyOf(ports);
        devices = Map.copyOf(devices);
        Objects.checkIndex(cellBytes - 1, 65_536);
        Objects.requireNonNull(sonicBase, "sonicBase");
        Objects.requireNonNull(bufferModel, "bufferModel");
    }

    /** Options without a SONiC switch to render for. */
    public RenderOptions(List<String> ports, Map<String, String> devices, int cellBytes, long queueBufferBytes) {
        this(ports, devices, cellBytes, queueBufferBytes, SonicBase.none(), Optional.empty(), false);
    }

    /** The SONiC buffer model to render for: as given, else the switch's, else traditional. */
    public SonicBase.BufferModel sonicBufferModel() {
        return bufferModel.or(sonicBase::bufferModel).orElse(SonicBase.BufferModel.TRADITIONAL);
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
