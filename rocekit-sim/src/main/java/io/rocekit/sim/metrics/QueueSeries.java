package io.rocekit.sim.metrics;

import java.util.List;

/**
 * Data bytes queued at switch ports, sampled every {@code periodPs} from {@code startPs}:
 * {@code samples[tick * ports.size() + i]} is port {@code ports.get(i)} at tick {@code tick}.
 */
public record QueueSeries(long startPs, long periodPs, List<PortRef> ports, int ticks, int[] samples) {

    /** A switch port in the series. */
    public record PortRef(int port, int node, int ifIndex) {
    }

    public QueueSeries {
        ports = List.copyOf(ports);
    }

    public int sample(int tick, int portIndex) {
        return samples[tick * ports.size() + portIndex];
    }

    public static QueueSeries empty() {
        return new QueueSeries(0, 0, List.of(), 0, new int[0]);
    }
}
