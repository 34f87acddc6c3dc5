package io.rocekit.host.parse.perftest;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Recognisers for the kinds of line perftest prints. */
final class PerftestLines {
    /**
     * The title: verb, atomic type, then for BW tests {@code Bidirectional}, {@code Post List} and
     * {@code BW}, or {@code Latency}; then {@code forwarding}, {@code Multicast}, {@code Test}
     * ({@code ctx_print_test_info}).
     */
    static final Pattern TITLE = Pattern.compile(
            "^(Send|RDMA_Write_imm|RDMA_Write|RDMA_Read|Atomic)\\s+(?:(?:FETCH_AND_ADD|CMP_AND_SWAP)\\s+)?"
                    + "(Bidirectional\\s+)?(?:Post List\\s+)?(BW|Latency)\\s+(?:forwarding\\s+)?(?:Multicast\\s+)?Test$");
    /** A program name echoed with the command line. */
    static final Pattern COMMAND = Pattern.compile("\\b(ib_(?:write|read|send|atomic)_(?:bw|lat)|raw_ethernet_(?:bw|lat|burst_lat))\\b");
    static final Pattern CONNECTION = Pattern.compile("^(local address|remote address)\\s*:|^GID\\s*:", Pattern.CASE_INSENSITIVE);

    private static final List<Pattern> WARNINGS = List.of(
            Pattern.compile("(?i)^\\s*warning\\b"),
            Pattern.compile("(?i)conflicting cpu frequency"),
            Pattern.compile("(?i)requested mtu is higher"),
            Pattern.compile("(?i)changing to (this|active) mtu"),
            Pattern.compile("(?i)max msg size in \\w+ is"),
            Pattern.compile("(?i)device not recognized to implement inline"),
            Pattern.compile("(?i)doesn'?t supports? cuda tests with inline"),
            Pattern.compile("(?i)inline size set to"));
    private static final List<Pattern> ERRORS = List.of(
            Pattern.compile("(?i)\\bcouldn'?t\\b"),
            Pattern.compile("(?i)\\bcannot\\b"),
            Pattern.compile("(?i)\\bunable to\\b"),
            Pattern.compile("(?i)\\bfailed\\b"),
            Pattern.compile("(?i)\\bfailure\\b"),
            Pattern.compile("(?i)completion with error"),
            Pattern.compile("(?i)^\\s*error\\b"),
            Pattern.compile("(?i)\\berror:"),
            Pattern.compile("(?i)\\bnot found\\b"),
            Pattern.compile("(?i)\\bno (?:ib|rdma) devices? found"),
            Pattern.compile("(?i)\\bunsupported memory type"),
            Pattern.compile("(?i)\\binvalid (?:command|value|link|size|rate|flag|number|option)"),
            Pattern.compile("(?i)\\bsegmentation fault\\b|\\bcore dumped\\b|\\baborted\\b"),
            Pattern.compile("(?i)\\bport .* state is (?:down|init)"),
            Pattern.compile("(?i)\\btimed? ?out\\b"));

    /**
     * Two cells printed with no blank between them: perftest pads its {@code %.2f} latency cells to
     * 7 characters, so a value of 1000 us or more ({@code 2465.90}) runs into the next cell
     * ({@code 2465.901216.65} is t_stdev 2465.90 and 99% 1216.65 in a Soft-RoCE ib_send_lat).
     */
    private static final Pattern GLUED = Pattern.compile("^(\\d+\\.\\d{2})(\\d+\\.\\d+)$");

    private PerftestLines() {
    }

    /** The cells of a result row: whitespace-separated, glued pairs of decimals split in two. */
    static List<String> cells(List<String> tokens) {
        List<String> out = new java.util.ArrayList<>(tokens.size() + 1);
        for (String t : tokens) {
            Matcher m = GLUED.matcher(t);
            if (m.matches()) {
                out.add(m.group(1));
                out.add(m.group(2));
            } else {
                out.add(t);
            }
        }
        return out;
    }

    /** The program named by a title line: {@code ib_write_bw}, {@code ib_send_lat}, ... */
    static Optional<Title> title(String trimmed) {
        Matcher m = TITLE.matcher(trimmed);
        if (!m.matches()) {
            return Optional.empty();
        }
        String verb = switch (m.group(1)) {
            case "Send" -> "send";
            case "RDMA_Write", "RDMA_Write_imm" -> "write";
            case "RDMA_Read" -> "read";
            default -> "atomic";
        };
        boolean bw = m.group(3).equals("BW");
        return Optional.of(new Title("ib_" + verb + (bw ? "_bw" : "_lat"), bw, m.group(2) != null, trimmed));
    }

    /** A parsed title. */
    record Title(String test, boolean bandwidth, boolean bidirectional, String text) {
    }

    static boolean isWarning(String trimmed) {
        return WARNINGS.stream().anyMatch(p -> p.matcher(trimmed).find());
    }

    static boolean isError(String trimmed) {
        return ERRORS.stream().anyMatch(p -> p.matcher(trimmed).find());
    }

    /** The column header of a result table. */
    static Optional<Columns> columns(String trimmed) {
        String lower = trimmed.toLowerCase(Locale.ROOT);
        boolean bytes = lower.contains("#bytes") || lower.matches("^#?\\s*bytes\\b.*");
        if (!bytes || !lower.contains("iterations")) {
            return Optional.empty();
        }
        if (lower.contains("bw peak") || lower.contains("bw average")) {
            return Optional.of(new Columns(Columns.Layout.BW, lower.contains("#sl"), lower.contains("cpu_util"), trimmed));
        }
        if (lower.contains("t_min")) {
            return Optional.of(new Columns(Columns.Layout.LAT, false, lower.contains("cpu_util"), trimmed));
        }
        if (lower.contains("t_avg")) {
            return Optional.of(new Columns(Columns.Layout.LAT_DURATION, false, lower.contains("cpu_util"), trimmed));
        }
        return Optional.empty();
    }

    /** What a result table's header says about its rows. */
    record Columns(Layout layout, boolean qos, boolean cpuUtil, String text) {
        enum Layout { BW, LAT, LAT_DURATION }

        /** How many numbers a complete row has at least. */
        int minimumFields() {
            return switch (layout) {
                case BW -> qos ? 6 : 4;
                case LAT -> averages() ? 9 : 5;
                case LAT_DURATION -> tps() ? 4 : 3;
            };
        }

        /**
         * Whether a latency table has t_avg, t_stdev and the percentiles: older perftest versions print
         * {@code #bytes #iterations t_min[usec] t_max[usec] t_typical[usec]} only (RESULT_FMT_LAT of
         * their perftest_parameters.h).
         */
        boolean averages() {
            return text.toLowerCase(Locale.ROOT).contains("t_avg");
        }

        /** Whether a duration-mode latency table has {@code tps average} (older ones print t_avg only). */
        boolean tps() {
            return text.toLowerCase(Locale.ROOT).contains("tps");
        }

        /** The column names in print order, for error messages. */
        String describe() {
            return switch (layout) {
                case BW -> qos ? "#bytes #sl #iterations BW-peak BW-average MsgRate"
                        : "#bytes #iterations BW-peak BW-average [MsgRate]";
                case LAT -> averages() ? "#bytes #iterations t_min t_max t_typical t_avg t_stdev 99% 99.9%"
                        : "#bytes #iterations t_min t_max t_typical";
                case LAT_DURATION -> tps() ? "#bytes #iterations t_avg tps" : "#bytes #iterations t_avg";
            };
        }

        /**
         * How many numbers a complete row has: one per bracketed column ({@code BW peak[MB/sec]},
         * {@code t_min[usec]}, {@code CPU_Util[%]}), plus {@code #bytes}, {@code #iterations}, {@code #sl}
         * and {@code tps average}.
         */
        int width() {
            int brackets = (int) text.chars().filter(c -> c == '[').count();
            String lower = text.toLowerCase(Locale.ROOT);
            return brackets + 2 + (qos ? 1 : 0) + (lower.contains("tps") ? 1 : 0);
        }

        boolean cycles() {
            return text.contains("[cycles]");
        }
    }
}
