package io.rocekit.fabric.model;

import java.util.Objects;
import java.util.Optional;

/**
 * One egress queue of a port.
 *
 * @param queue         the queue number (0-7)
 * @param ecn           ECN marking on it, if any
 * @param scheduling    its scheduling, if the configuration says
 * @param bufferProfile the egress buffer profile it uses, if the configuration names one
 */
public record QueueQos(int queue, Optional<Ecn> ecn, Optional<Scheduling> scheduling, Optional<String> bufferProfile) {
    public QueueQos {
        Objects.requireNonNull(ecn, "ecn");
        Objects.requireNonNull(scheduling, "scheduling");
        Objects.requireNonNull(bufferProfile, "bufferProfile");
    }
}
