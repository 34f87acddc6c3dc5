package io.rocekit.host.parse.nvsmi;

import java.util.List;
import java.util.Optional;

/**
 * What {@code nvidia-smi -q} says of a GPU's memory errors ({@code -d ECC}, {@code -d ROW_REMAPPER},
 * {@code -d PAGE_RETIREMENT} print the same sections).
 *
 * @param volatileUncorrectable  {@code ECC Errors / Volatile / ... Uncorrectable ...} counts above 0
 *                               (since the driver loaded), each with its line; on GPUs before Ampere
 *                               the {@code Double Bit} block's counts
 * @param aggregateUncorrectable {@code ECC Errors / Aggregate / ... Uncorrectable ...} counts above 0
 *                               (the GPU's lifetime)
 * @param remappedUncorrectable  {@code Remapped Rows / Uncorrectable Error}: rows remapped after
 *                               uncorrectable errors
 * @param remapPending           {@code Remapped Rows / Pending} ({@code Yes}: a remap waits for a GPU reset)
 * @param remapFailure           {@code Remapped Rows / Remapping Failure Occurred}
 * @param pagesPending           {@code Retired Pages / Pending Page Blacklist} (GPUs before Ampere;
 *                               {@code Yes}: a retirement waits for a reboot)
 */
public record MemoryErrors(List<GpuQuery.Field<Long>> volatileUncorrectable,
        List<GpuQuery.Field<Long>> aggregateUncorrectable, Optional<GpuQuery.Field<Long>> remappedUncorrectable,
        Optional<GpuQuery.Field<String>> remapPending, Optional<GpuQuery.Field<String>> remapFailure,
        Optional<GpuQuery.Field<String>> pagesPending) {
    public MemoryErrors {
        volatileUncorrectable = List.copyOf(volatileUncorrectable);
        aggregateUncorrectable = List.copyOf(aggregateUncorrectable);
    }

    /** Nothing known. */
    public static final MemoryErrors NONE = new MemoryErrors(List.of(), List.of(), Optional.empty(), Optional.empty(),
            Optional.empty(), Optional.empty());
}
