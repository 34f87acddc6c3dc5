package io.rocekit.doctor.bench.rate;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;

/**
 * The data rate of one RDMA port.
 *
 * @param device   the RDMA device ({@code mlx5_0})
 * @param port     the port number
 * @param rateGbps the data rate, Gb/s (width x per-lane speed)
 * @param active   the port state is active
 * @param line     the line the rate was read from
 */
public record PortRate(String device, int port, double rateGbps, boolean active, Evidence line) {
    public PortRate {
        Objects.requireNonNull(device);
        Objects.requireNonNull(line);
    }
}
