package io.rocekit.fabric.intent;

import java.util.List;
import java.util.Objects;

/**
 * Ports whose headroom differs from the intent's default: 3 m host ports and 100 m uplinks need
 * different xoff, because what arrives after PAUSE grows with the cable and the speed.
 *
 * @param name    a label ({@code uplinks})
 * @param ports   the ports as written, ranges allowed ({@code Ethernet248-252}); matched against the
 *                rendered ports after the target's expansion
 * @param buffers the headroom of their lossless priority groups
 */
public record PortGroupIntent(String name, List<String> ports, BufferIntent buffers) {
    public PortGroupIntent {
        Objects.requireNonNull(name, "name");
        ports = List.copyOf(ports);
        Objects.requireNonNull(buffers, "buffers");
    }
}
