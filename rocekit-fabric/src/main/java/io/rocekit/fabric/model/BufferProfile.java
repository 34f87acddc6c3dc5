package io.rocekit.fabric.model;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A buffer profile that priority groups and queues use.
 *
 * @param name          its name
 * @param pool          the pool it draws from
 * @param sizeBytes     reserved size
 * @param staticThBytes static threshold in bytes, where the profile is static
 * @param dynamicTh     dynamic threshold (alpha exponent, as written), where the profile is dynamic
 * @param xonBytes      the xon threshold (PFC resume), if given
 * @param xoffBytes     the xoff headroom (PFC pause), if given
 */
public record BufferProfile(String name, Optional<String> pool, OptionalLong sizeBytes, OptionalLong staticThBytes,
        Optional<String> dynamicTh, OptionalLong xonBytes, OptionalLong xoffBytes) {
    public BufferProfile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(pool, "pool");
        Objects.requireNonNull(sizeBytes, "sizeBytes");
        Objects.requireNonNull(staticThBytes, "staticThBytes");
        Objects.requireNonNull(dynamicTh, "dynamicTh");
        Objects.requireNonNull(xonBytes, "xonBytes");
        Objects.requireNonNull(xoffBytes, "xoffBytes");
    }
}
