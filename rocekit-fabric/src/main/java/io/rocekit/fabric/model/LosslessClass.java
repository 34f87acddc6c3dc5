package io.rocekit.fabric.model;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;

/**
 * A class the configuration itself declares lossless, apart from any PFC setting: a Junos forwarding class with the
 * {@code no-loss} packet drop attribute. Juniper's QFX guides make PFC on the class's priority the part that makes it
 * lossless ("the only user configuration required for lossless transport is to enable PFC on code point 011"), so a
 * declared class whose priority has PFC on no port is lossless in name only.
 *
 * @param name     the class's name
 * @param priority its PFC priority (Junos {@code pfc-priority}, else its queue number)
 * @param queue    its queue (the traffic class of the model)
 * @param where    the statement that declares it lossless
 */
public record LosslessClass(String name, int priority, int queue, Evidence where) {
    public LosslessClass {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(where, "where");
    }
}
