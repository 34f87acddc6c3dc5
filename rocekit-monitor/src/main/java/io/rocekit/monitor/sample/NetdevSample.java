package io.rocekit.monitor.sample;

import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;

/**
 * One network interface of an RDMA device at one time.
 *
 * @param netdev     its name ({@code ens1f0np0})
 * @param pciAddress its PCI function
 * @param statistics {@code class/net/IF/statistics/*}
 * @param ethtool    {@code ethtool -S IF}, when it ran and parsed (per-priority pause, discards, out_of_buffer)
 */
public record NetdevSample(String netdev, Optional<String> pciAddress, SortedMap<String, Long> statistics,
        Optional<SortedMap<String, Long>> ethtool) {
    public NetdevSample {
        Objects.requireNonNull(netdev, "netdev");
        Objects.requireNonNull(pciAddress, "pciAddress");
        statistics = Counters.copy(statistics);
        ethtool = ethtool.map(Counters::copy);
    }
}
