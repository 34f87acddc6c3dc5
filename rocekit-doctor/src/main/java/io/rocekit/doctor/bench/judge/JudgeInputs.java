package io.rocekit.doctor.bench.judge;

import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.bench.rate.LineRate;
import io.rocekit.doctor.bench.rate.PortRate;
import io.rocekit.host.bench.NcclLog;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything besides the run itself that the judging may use.
 *
 * @param lineRate the rate the user stated
 * @param ports    port rates read from ibv_devinfo / ibstat among the inputs
 * @param logs     NCCL logs among the inputs
 * @param limits   the limits of bench.below-line-rate, whose size thresholds decide which rows
 *                 and runs are judged on bandwidth
 */
public record JudgeInputs(Optional<LineRate> lineRate, List<PortRate> ports, List<NcclLog> logs, Limits limits) {
    public JudgeInputs {
        Objects.requireNonNull(lineRate);
        ports = List.copyOf(ports);
        logs = List.copyOf(logs);
        Objects.requireNonNull(limits);
    }

    /** At default limits. */
    public JudgeInputs(Optional<LineRate> lineRate, List<PortRate> ports, List<NcclLog> logs) {
        this(lineRate, ports, logs, Limits.defaults());
    }
}
