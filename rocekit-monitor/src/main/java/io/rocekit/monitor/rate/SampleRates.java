package io.rocekit.monitor.rate;

import java.util.List;
import java.util.Optional;

/**
 * Every port's counters over the interval between two samples.
 *
 * @param intervalNanos the monotonic time between the samples
 * @param endMillis     wall-clock time of the later sample
 * @param ports         the ports present in both samples
 * @param linkChanges   ports whose state or physical state changed between the samples ({@code mlx5_0/1: ACTIVE -> DOWN})
 */
public record SampleRates(long intervalNanos, long endMillis, List<PortRates> ports, List<String> linkChanges) {
    public SampleRates {
        ports = List.copyOf(ports);
        linkChanges = List.copyOf(linkChanges);
    }

    public double intervalSeconds() {
        return intervalNanos / 1e9;
    }

    public Optional<PortRates> port(String key) {
        return ports.stream().filter(p -> p.port().key().equals(key)).findFirst();
    }
}
