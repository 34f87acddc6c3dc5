package io.rocekit.doctor.bench.rate;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;
import java.util.Optional;

/**
 * The data rate of one RDMA port.
 *
 * @param device   the RDMA device ({@code mlx5_0})
 * @param port     the port number
 * @param rateGbps the data rate, Gb/s (width x per-lane speed, less 8b/10b encoding where
 *                 {@code lineCode} says so)
 * @param active   the port state is active
 * @param line     the line the rate was read from
 * @param lineCode present when the printed rate is an 8b/10b signalling rate (SDR/DDR/QDR
 *                 InfiniBand), so that {@code rateGbps} is less than what was printed
 */
public record PortRate(String device, int port, double rateGbps, boolean active, Evidence line, Optional<LineCode> lineCode) {
    public PortRate {
        Objects.requireNonNull(device);
        Objects.requireNonNull(line);
        Objects.requireNonNull(lineCode);
    }

    /** A port whose printed rate is its data rate. */
    public PortRate(String device, int port, double rateGbps, boolean active, Evidence line) {
        this(device, port, rateGbps, active, line, Optional.empty());
    }

    /** A port at a printed rate, which an 8b/10b line code turns into a lower data rate. */
    public static PortRate printed(String device, int port, double printedGbps, boolean active, Evidence line,
            Optional<LineCode> code) {
        return new PortRate(device, port, code.map(LineCode::dataGbps).orElse(printedGbps), active, line, code);
    }
}
