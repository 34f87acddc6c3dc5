package io.rocekit.sim.metrics;

/**
 * End-of-run checks. Conservation: every data byte put on a wire by a NIC was delivered to a NIC,
 * dropped by a switch, or is still in a switch queue or on a link. A drop in a lossless class
 * (PFC on) only happens when a port's PFC headroom is exhausted, and is reported here.
 */
public record Invariants(long dataBytesSent, long dataBytesDelivered, long dataBytesDropped,
        long dataBytesInFabric, long losslessDrops, int flowsUnfinished) {

    public boolean conserved() {
        return dataBytesSent == dataBytesDelivered + dataBytesDropped + dataBytesInFabric;
    }
}
