package io.rocekit.doctor.bench.judge;

import io.rocekit.core.finding.Evidence;
import io.rocekit.host.bench.BenchRun;
import io.rocekit.host.bench.NcclLog;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * What rocekit concludes about one run, with where every number came from.
 *
 * @param run              the run
 * @param log              the NCCL log that belongs to it (same file, or the only log given)
 * @param ranks            communicator size (nccl-tests)
 * @param ranksSource      where the rank count came from
 * @param nodes            hosts taking part (nccl-tests)
 * @param nodesSource      where the host count came from
 * @param lineRateGbps     line rate of one NIC port, Gb/s
 * @param lineRateSource   where it came from ({@code --line-rate 400G}, an ibv_devinfo line...)
 * @param lineRateLine     the input line stating it, when it came from one
 * @param nics             NICs (nccl-tests: per node; perftest: ports x directions) the figure is
 *                         compared with
 * @param nicsSource       where that count came from
 * @param achievedGbps     the figure judged, Gb/s
 * @param achievedWhat     what that figure is ({@code peak busbw at 2147483648 B})
 * @param achievedLine     the row it came from
 * @param efficiency       achieved / (line rate x nics), a fraction (0.96 = 96 %)
 * @param notJudged        why there is no efficiency, when there is none
 * @param checks           re-checks of the table's own figures
 * @param notes            other observations, one sentence each
 */
public record RunVerdict(
        BenchRun run,
        Optional<NcclLog> log,
        OptionalInt ranks,
        String ranksSource,
        OptionalInt nodes,
        String nodesSource,
        OptionalDouble lineRateGbps,
        String lineRateSource,
        Optional<Evidence> lineRateLine,
        OptionalInt nics,
        String nicsSource,
        OptionalDouble achievedGbps,
        String achievedWhat,
        Optional<Evidence> achievedLine,
        OptionalDouble efficiency,
        Optional<String> notJudged,
        List<TableCheck> checks,
        List<String> notes) {
    public RunVerdict {
        Objects.requireNonNull(run);
        Objects.requireNonNull(log);
        Objects.requireNonNull(ranks);
        Objects.requireNonNull(ranksSource);
        Objects.requireNonNull(nodes);
        Objects.requireNonNull(nodesSource);
        Objects.requireNonNull(lineRateGbps);
        Objects.requireNonNull(lineRateSource);
        Objects.requireNonNull(lineRateLine);
        Objects.requireNonNull(nics);
        Objects.requireNonNull(nicsSource);
        Objects.requireNonNull(achievedGbps);
        Objects.requireNonNull(achievedWhat);
        Objects.requireNonNull(achievedLine);
        Objects.requireNonNull(efficiency);
        Objects.requireNonNull(notJudged);
        checks = List.copyOf(checks);
        notes = List.copyOf(notes);
    }

    /** {@code 8 NICs (why)}: the count and where it came from, for messages. */
    public String nicsUsedText() {
        return nics.isPresent() ? nics.getAsInt() + " (" + nicsSource + ")" : "unknown";
    }

    /** The line rate the figure is compared with: one port's rate x {@link #nics()}. */
    public OptionalDouble comparedWithGbps() {
        if (lineRateGbps.isEmpty() || nics.isEmpty()) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(lineRateGbps.getAsDouble() * nics.getAsInt());
    }
}
