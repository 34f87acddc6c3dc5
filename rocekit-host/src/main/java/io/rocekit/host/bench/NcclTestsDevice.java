package io.rocekit.host.bench;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;

/**
 * One {@code #  Rank N ... on HOST device D [pci] NAME} line of the preamble.
 *
 * @param rank    the global rank
 * @param host    the host name as printed
 * @param cudaDev the CUDA device index on that host
 * @param pciId   the PCI id as printed ({@code 0x1b} in old versions, {@code 0000:1b:00} in new)
 * @param gpu     the GPU model name
 * @param line    where it was printed
 */
public record NcclTestsDevice(int rank, String host, int cudaDev, String pciId, String gpu, Evidence line) {
    public NcclTestsDevice {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(pciId, "pciId");
        Objects.requireNonNull(gpu, "gpu");
        Objects.requireNonNull(line, "line");
    }
}
