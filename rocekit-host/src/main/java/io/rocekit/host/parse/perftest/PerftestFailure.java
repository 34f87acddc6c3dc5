package io.rocekit.host.parse.perftest;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The line perftest prints when its measuring loop fails: {@code Failed to complete run_iter_bw
 * function successfully} (also {@code run_iter_bw_infinitely}, {@code run_iter_lat_write}, ...;
 * linux-rdma/perftest {@code src/*_bw.c}, {@code src/*_lat.c}). It names the kind of test even when
 * the paste holds nothing else (no header, no echoed command).
 */
public final class PerftestFailure {
    public static final Pattern ITER_FAILED = Pattern.compile("(?i)failed to complete run_iter_(bw|lat)\\w*");
    /**
     * Lines only perftest prints, that a paste of its failure may hold alone: a failed completion
     * ({@code Completion with error at client}, {@code Failed status 12: wr_id 0 syndrom 0x81}) and a
     * connection that could not be set up ({@code Unable to Connect the HCA's through the link},
     * after {@code Failed to modify QP 59 to RTR}; perftest {@code src/*_bw.c}, {@code perftest_resources.h}).
     */
    public static final Pattern OWN_FAILURE = Pattern.compile(
            "(?i)completion with error at (?:client|server)|failed status [^:]{1,80}?(?::|\\s+for)?\\s+wr_id -?\\d|unable to connect the hca's through the link");

    private PerftestFailure() {
    }

    /**
     * {@code ib_unknown_bw} or {@code ib_unknown_lat} for a {@code run_iter} line, {@code ib_unknown}
     * for another line of {@link #OWN_FAILURE}.
     */
    static Optional<String> unknownTest(String line) {
        Matcher m = ITER_FAILED.matcher(line);
        if (m.find()) {
            return Optional.of("ib_unknown_" + m.group(1).toLowerCase(java.util.Locale.ROOT));
        }
        return OWN_FAILURE.matcher(line).find() ? Optional.of("ib_unknown") : Optional.empty();
    }
}
