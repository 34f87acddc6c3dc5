package io.rocekit.host.model;

import java.util.Optional;

/**
 * A PCIe link rate per lane, as lspci prints it ({@code 2.5GT/s} ... {@code 64GT/s}) and as
 * nvidia-smi numbers generations (1..6).
 */
public enum PcieSpeed {
    GEN1("2.5GT/s", 1, 2_500_000_000L),
    GEN2("5GT/s", 2, 5_000_000_000L),
    GEN3("8GT/s", 3, 8_000_000_000L),
    GEN4("16GT/s", 4, 16_000_000_000L),
    GEN5("32GT/s", 5, 32_000_000_000L),
    GEN6("64GT/s", 6, 64_000_000_000L);

    private final String label;
    private final int generation;
    private final long transfersPerSec;

    PcieSpeed(String label, int generation, long transfersPerSec) {
        this.label = label;
        this.generation = generation;
        this.transfersPerSec = transfersPerSec;
    }

    /** {@code 16GT/s}. */
    public String label() {
        return label;
    }

    /** PCIe generation 1..6. */
    public int generation() {
        return generation;
    }

    /** Raw transfer rate per lane, in transfers per second. */
    public long transfersPerSec() {
        return transfersPerSec;
    }

    /** Parses {@code 16GT/s}, {@code 2.5GT/s}, {@code 16 GT/s}; empty when not a known rate. */
    public static Optional<PcieSpeed> parse(String text) {
        String t = text.replace(" ", "");
        for (PcieSpeed s : values()) {
            if (s.label.equalsIgnoreCase(t)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    /** The speed of PCIe generation {@code gen} (1..6). */
    public static Optional<PcieSpeed> ofGeneration(int gen) {
        for (PcieSpeed s : values()) {
            if (s.generation == gen) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return label;
    }
}
