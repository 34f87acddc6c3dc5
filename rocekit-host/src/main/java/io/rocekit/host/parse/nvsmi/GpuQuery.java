package io.rocekit.host.parse.nvsmi;

import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.model.PciAddress;
import java.util.Objects;
import java.util.Optional;

/**
 * One GPU's section of {@code nvidia-smi -q}: what the rules read.
 *
 * @param busId            the GPU's PCI address ({@code GPU 00000000:18:00.0})
 * @param header           the {@code GPU ...} line
 * @param productName      {@code Product Name}
 * @param fbTotalMib       {@code FB Memory Usage / Total}, MiB (the GPU's memory)
 * @param bar1TotalMib     {@code BAR1 Memory Usage / Total}, MiB
 * @param bar1UsedMib      {@code BAR1 Memory Usage / Used}, MiB
 * @param pcieGeneration   {@code PCI / GPU Link Info / PCIe Generation} Max and Current
 * @param linkWidth        {@code PCI / GPU Link Info / Link Width} Max and Current (lanes)
 * @param eccModeCurrent   {@code Ecc Mode / Current} ({@code Enabled}, {@code Disabled}, {@code N/A})
 * @param persistenceMode  {@code Persistence Mode}
 * @param migModeCurrent   {@code MIG Mode / Current}
 * @param memoryErrors     ECC error counts, remapped rows, retired pages
 */
public record GpuQuery(
        PciAddress busId,
        SourceLine header,
        Optional<Field<String>> productName,
        Optional<Field<Long>> fbTotalMib,
        Optional<Field<Long>> bar1TotalMib,
        Optional<Field<Long>> bar1UsedMib,
        Optional<MaxCurrent> pcieGeneration,
        Optional<MaxCurrent> linkWidth,
        Optional<Field<String>> eccModeCurrent,
        Optional<Field<String>> persistenceMode,
        Optional<Field<String>> migModeCurrent,
        MemoryErrors memoryErrors) {
    public GpuQuery {
        Objects.requireNonNull(busId, "busId");
        Objects.requireNonNull(header, "header");
        Objects.requireNonNull(memoryErrors, "memoryErrors");
    }

    /** A value with the line it was read from. */
    public record Field<T>(T value, SourceLine line) {
    }

    /** A {@code Max}/{@code Current} pair (PCIe generation, link width). */
    public record MaxCurrent(Field<Integer> max, Field<Integer> current) {
        public boolean currentBelowMax() {
            return current.value() < max.value();
        }
    }
}
