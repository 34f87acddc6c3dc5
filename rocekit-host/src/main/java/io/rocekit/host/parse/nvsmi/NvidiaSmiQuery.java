package io.rocekit.host.parse.nvsmi;

import io.rocekit.host.artifact.SourceLine;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * {@code nvidia-smi -q} (or {@code -q -i N}): driver and CUDA versions and one section per GPU
 * shown.
 *
 * @param driverVersion {@code Driver Version}
 * @param cudaVersion   {@code CUDA Version}
 * @param attachedGpus  {@code Attached GPUs} (may exceed the GPUs shown with {@code -i})
 * @param gpus          the GPU sections shown
 */
public record NvidiaSmiQuery(Optional<GpuQuery.Field<String>> driverVersion, Optional<String> cudaVersion,
        OptionalInt attachedGpus, List<GpuQuery> gpus) {
    public NvidiaSmiQuery {
        gpus = List.copyOf(gpus);
    }

    public static NvidiaSmiQuery empty() {
        return new NvidiaSmiQuery(Optional.empty(), Optional.empty(), OptionalInt.empty(), List.of());
    }

    /** The driver version line, for evidence. */
    public Optional<SourceLine> driverLine() {
        return driverVersion.map(GpuQuery.Field::line);
    }
}
