package io.rocekit.fabric.model;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;
import java.util.Optional;

/**
 * What a configuration says about the switch itself: SONiC {@code DEVICE_METADATA|localhost}
 * {@code platform} ({@code x86_64-nvidia_sn5600-r0}), {@code hwsku} ({@code Mellanox-SN5600-O128})
 * and {@code buffer_model} ({@code traditional} or {@code dynamic}).
 *
 * @param platform    the platform string, if given
 * @param hwsku       the hardware SKU, if given
 * @param bufferModel the buffer model, if given
 * @param where       the line it was read from
 */
public record DeviceMetadata(Optional<String> platform, Optional<String> hwsku, Optional<String> bufferModel, Evidence where) {
    public DeviceMetadata {
        Objects.requireNonNull(platform, "platform");
        Objects.requireNonNull(hwsku, "hwsku");
        Objects.requireNonNull(bufferModel, "bufferModel");
        Objects.requireNonNull(where, "where");
    }
}
