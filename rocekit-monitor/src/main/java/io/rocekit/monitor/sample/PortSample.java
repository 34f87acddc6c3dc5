package io.rocekit.monitor.sample;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SortedMap;

/**
 * One RDMA port at one time. Counter maps hold only the files that exist and parse: a counter
 * that is absent is absent, not zero.
 *
 * @param device          the RDMA device ({@code mlx5_0})
 * @param port            the port number (1-based)
 * @param state           {@code ports/P/state}
 * @param physState       {@code ports/P/phys_state}
 * @param rateText        {@code ports/P/rate} as written ({@code 400 Gb/sec (4X NDR)})
 * @param rateBitsPerSec  the signalling rate it names
 * @param linkLayer       {@code InfiniBand} or {@code Ethernet} (RoCE)
 * @param netdev          the network interface of this port, when one maps to it
 * @param counters        {@code ports/P/counters}: IB PortCounters, raw (data in 4-octet words)
 * @param countersExt     {@code ports/P/counters_ext} (mlx4): the extended counters, raw
 * @param hwCounters      {@code ports/P/hw_counters}: driver counters (mlx5 queue, retransmission, congestion)
 */
public record PortSample(String device, int port, Optional<PortState> state, Optional<PortState> physState,
        Optional<String> rateText, OptionalLong rateBitsPerSec, Optional<String> linkLayer, Optional<String> netdev,
        SortedMap<String, Long> counters, SortedMap<String, Long> countersExt, SortedMap<String, Long> hwCounters) {
    public PortSample {
        Objects.requireNonNull(device, "device");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(physState, "physState");
        Objects.requireNonNull(rateText, "rateText");
        Objects.requireNonNull(rateBitsPerSec, "rateBitsPerSec");
        Objects.requireNonNull(linkLayer, "linkLayer");
        Objects.requireNonNull(netdev, "netdev");
        counters = Counters.copy(counters);
        countersExt = Counters.copy(countersExt);
        hwCounters = Counters.copy(hwCounters);
    }

    /** {@code mlx5_0/1}. */
    public String key() {
        return device + "/" + port;
    }

    /** True for a RoCE port (link layer Ethernet). */
    public boolean roce() {
        return linkLayer.map("Ethernet"::equalsIgnoreCase).orElse(false);
    }
}
