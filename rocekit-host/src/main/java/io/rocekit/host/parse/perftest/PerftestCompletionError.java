package io.rocekit.host.parse.perftest;

import io.rocekit.core.finding.Evidence;
import io.rocekit.host.bench.WcStatus;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A failed RDMA work completion as perftest reports it ({@code NOTIFY_COMP_ERROR_SEND} and {@code
 * _RECV} of linux-rdma/perftest {@code src/perftest_resources.h}), decoded with {@link WcStatus}:
 * <pre>
 *  Completion with error at client
 *  Failed status 12: wr_id 0 syndrom 0x81
 * scnt=128, ccnt=0
 * </pre>
 * The syndrome is the vendor error ({@code wc.vendor_err}, printed in hex); perftest prints no opcode.
 *
 * @param status    the {@code ibv_wc_status} value
 * @param vendorErr the vendor error
 * @param side      {@code client} (the sender's completion) or {@code server} (the receiver's), when printed
 * @param line      the line with the status
 */
public record PerftestCompletionError(int status, long vendorErr, Optional<String> side, Evidence line) {
    /**
     * {@code Failed status 12: wr_id 0 syndrom 0x81}, or since linux-rdma/perftest PR #342 the status
     * as {@code ibv_wc_status_str()} prints it ({@code Failed status transport retry counter exceeded},
     * with or without the number in parentheses).
     */
    private static final Pattern STATUS = Pattern.compile("Failed status (?:(\\d{1,9})\\b[^:]{0,80}?|([A-Za-z][A-Za-z .-]{1,60}?)"
            + "(?: \\((\\d{1,9})\\))?)(?::|\\s+for)?\\s+wr_id -?\\d{1,20},? syndrome? 0x([0-9a-fA-F]{1,16})");
    private static final Pattern SIDE = Pattern.compile("(?i)completion with error at (client|server)");

    /** The first failed completion among a run's error lines, with the side from its companion line. */
    public static Optional<PerftestCompletionError> in(List<Evidence> errors) {
        Optional<String> side = errors.stream().map(e -> SIDE.matcher(e.text())).filter(Matcher::find)
                .map(m -> m.group(1).toLowerCase(java.util.Locale.ROOT)).findFirst();
        for (Evidence e : errors) {
            Matcher m = STATUS.matcher(e.text());
            if (m.find()) {
                OptionalInt status = status(m);
                if (status.isEmpty()) {
                    return Optional.empty();
                }
                try {
                    return Optional.of(new PerftestCompletionError(status.getAsInt(), Long.parseLong(m.group(4), 16), side, e));
                } catch (NumberFormatException ex) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    /**
     * True when one of {@code errors} is perftest's failed-completion line, whether or not its status
     * decodes: rdma-core's ibv_wc_status_str() prints "unknown" for statuses it has no text for
     * (libibverbs/enum_strs.c: above IBV_WC_GENERAL_ERR, the tag-matching ones), and a completion
     * failed all the same.
     */
    public static boolean printed(List<Evidence> errors) {
        return errors.stream().anyMatch(e -> STATUS.matcher(e.text()).find());
    }

    /** The number as printed, else the number in parentheses after the text, else the text's number. */
    private static OptionalInt status(Matcher m) {
        String number = m.group(1) != null ? m.group(1) : m.group(3);
        if (number != null) {
            return OptionalInt.of(Integer.parseInt(number));
        }
        return WcStatus.byDescription(m.group(2));
    }

    public String statusName() {
        return WcStatus.name(status);
    }

    /** Names and numbers, for a title. */
    public String summary() {
        return statusName() + " (" + status + "), vendor error 0x" + Long.toHexString(vendorErr) + side.map(s -> ", at the " + s).orElse("");
    }

    /** One line: names, numbers and meaning. */
    public String describe() {
        return "RDMA work completion failed with " + summary() + ": " + WcStatus.meaning(status);
    }
}
