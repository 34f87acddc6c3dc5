package io.rocekit.monitor.sample;

import java.util.List;
import java.util.Optional;

/**
 * Every RDMA device, port and interface counter read at one time.
 *
 * @param timeMillis  wall-clock time of the read (epoch milliseconds), for recordings and JSON
 * @param monoNanos   a monotonic clock at the read ({@link System#nanoTime()}), for rates: the wall clock may step
 * @param devices     the RDMA devices, by name
 * @param netdevs     the interfaces of those devices
 * @param notes       what could not be read and why (at most {@link Sampler#MAX_NOTES})
 */
public record Sample(long timeMillis, long monoNanos, List<DeviceSample> devices, List<NetdevSample> netdevs,
        List<String> notes) {
    public Sample {
        devices = List.copyOf(devices);
        netdevs = List.copyOf(netdevs);
        notes = List.copyOf(notes);
    }

    /** Every port of every device. */
    public List<PortSample> ports() {
        return devices.stream().flatMap(d -> d.ports().stream()).toList();
    }

    /** The port {@code key} ({@code mlx5_0/1}). */
    public Optional<PortSample> port(String key) {
        return ports().stream().filter(p -> p.key().equals(key)).findFirst();
    }

    /** The interface named {@code name}. */
    public Optional<NetdevSample> netdev(String name) {
        return netdevs.stream().filter(n -> n.netdev().equals(name)).findFirst();
    }
}
