package io.rocekit.host.bench;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The run parameters nccl-tests prints before the table ({@code # nThread 1 nGpus 8 minBytes ...}
 * and, in recent versions, {@code # nccl-tests version ... nccl-library=NNNNN}).
 *
 * @param nThreads    threads per process ({@code -t})
 * @param nGpus       GPUs per thread ({@code -g})
 * @param minBytes    smallest size ({@code -b})
 * @param maxBytes    largest size ({@code -e})
 * @param iters       timed iterations per size ({@code -n})
 * @param validation  data check iterations ({@code -c}); 0 = results not checked
 * @param nRanks      total ranks, where the header states it (rccl-tests)
 * @param ncclVersion the NCCL library version decoded from {@code nccl-library=}, e.g. {@code 2.25.1}
 * @param line        the {@code nThread} line
 */
public record NcclTestsSetup(
        OptionalInt nThreads,
        OptionalInt nGpus,
        OptionalLong minBytes,
        OptionalLong maxBytes,
        OptionalInt iters,
        OptionalInt validation,
        OptionalInt nRanks,
        Optional<String> ncclVersion,
        Optional<Evidence> line) {
    public NcclTestsSetup {
        Objects.requireNonNull(nThreads);
        Objects.requireNonNull(nGpus);
        Objects.requireNonNull(minBytes);
        Objects.requireNonNull(maxBytes);
        Objects.requireNonNull(iters);
        Objects.requireNonNull(validation);
        Objects.requireNonNull(nRanks);
        Objects.requireNonNull(ncclVersion);
        Objects.requireNonNull(line);
    }

    /** No header seen (the paste starts at the table). */
    public static NcclTestsSetup none() {
        return new NcclTestsSetup(OptionalInt.empty(), OptionalInt.empty(), OptionalLong.empty(), OptionalLong.empty(),
                OptionalInt.empty(), OptionalInt.empty(), OptionalInt.empty(), Optional.empty(), Optional.empty());
    }
}
