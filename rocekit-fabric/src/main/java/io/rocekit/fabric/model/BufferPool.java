package io.rocekit.fabric.model;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A shared buffer pool.
 *
 * @param name      its name
 * @param sizeBytes its size; empty where the switch sizes it at run time (SONiC dynamic pools)
 * @param xoffBytes the shared headroom it holds for PFC, if any
 * @param type      {@code ingress} or {@code egress}, if given
 * @param mode      {@code dynamic} or {@code static}, if given
 */
public record BufferPool(String name, OptionalLong sizeBytes, OptionalLong xoffBytes, Optional<String> type,
        Optional<String> mode) {
    public BufferPool {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(sizeBytes, "sizeBytes");
        Objects.requireNonNull(xoffBytes, "xoffBytes");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(mode, "mode");
    }
}
