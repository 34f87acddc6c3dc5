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

    private PerftestFailure() {
    }

    /** {@code ib_unknown_bw} or {@code ib_unknown_lat} for such a line. */
    static Optional<String> unknownTest(String line) {
        Matcher m = ITER_FAILED.matcher(line);
        return m.find() ? Optional.of("ib_unknown_" + m.group(1).toLowerCase(java.util.Locale.ROOT)) : Optional.empty();
    }
}
