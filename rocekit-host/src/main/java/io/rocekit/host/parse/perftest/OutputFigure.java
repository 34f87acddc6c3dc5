package io.rocekit.host.parse.perftest;

import io.rocekit.core.finding.Evidence;
import io.rocekit.host.bench.BandwidthUnit;
import io.rocekit.host.bench.BenchRun;
import io.rocekit.host.bench.PerftestBwRow;
import io.rocekit.host.bench.PerftestBwRun;
import io.rocekit.host.bench.PerftestHeader;
import io.rocekit.host.bench.PerftestLatRow;
import io.rocekit.host.bench.PerftestLatRun;
import io.rocekit.host.bench.RunStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What perftest prints with {@code --output=bandwidth|message_rate|latency}: no header and no table,
 * one bare number a message size ({@code printf("%lf\n", bw_avg)} in {@code print_report_bw},
 * {@code printf("%lf\n", latency)} in {@code print_report_lat} and {@code print_report_lat_duration},
 * linux-rdma/perftest src/perftest_parameters.c). The echoed command is the only header: it says
 * the program, the figure, the unit ({@code --report_gbits}), the message size ({@code -s}, else
 * perftest's default: 65536 B for bandwidth, 2 B for latency; {@code -a}: 2 B doubling per line),
 * duration mode ({@code -D}: the latency is the average, else the median) and the iterations
 * ({@code -n}); what it does not say stays unknown.
 */
final class OutputFigure {
    private static final Pattern OUTPUT = Pattern.compile("--output[= ](bandwidth|message_rate|latency)\\b");
    private static final Pattern SIZE = Pattern.compile("(?:^|\\s)(?:-s\\s*|--size[= ])(\\d{1,10})\\b");
    private static final Pattern ITERS = Pattern.compile("(?:^|\\s)(?:-n\\s*|--iters[= ])(\\d{1,10})\\b");
    private static final Pattern DURATION = Pattern.compile("(?:^|\\s)(?:-D\\s*\\d|--duration\\b)");
    private static final Pattern ALL = Pattern.compile("(?:^|\\s)(?:-a|--all)(?:\\s|$)");
    private static final Pattern BIDIR = Pattern.compile("(?:^|\\s)(?:-b|--bidirectional)(?:\\s|$)");
    private static final Pattern GBITS = Pattern.compile("--report[_-]gbits?\\b");
    /** A bare number as {@code %lf} prints it. */
    static final Pattern FIGURE = Pattern.compile("-?\\d{1,15}\\.\\d{1,9}");

    private final String test;
    private final String figure;
    private final Evidence command;
    private final List<Double> values = new ArrayList<>();
    private final List<Evidence> lines = new ArrayList<>();

    private OutputFigure(String test, String figure, Evidence command) {
        this.test = test;
        this.figure = figure;
        this.command = command;
    }

    /** The figure an echoed command asks for, if it has {@code --output=...}. */
    static Optional<OutputFigure> of(String test, Evidence command) {
        Matcher m = OUTPUT.matcher(command.text());
        return m.find() ? Optional.of(new OutputFigure(test, m.group(1), command)) : Optional.empty();
    }

    void add(double value, Evidence line) {
        values.add(value);
        lines.add(line);
    }

    boolean hasValues() {
        return !values.isEmpty();
    }

    /** One number, or with {@code -a} one per size from 2 B to perftest's MAX_SIZE 8 MiB (23). */
    boolean accepting() {
        return values.isEmpty() || has(ALL) && values.size() < 23;
    }

    BenchRun build(String file) {
        boolean duration = has(DURATION);
        long iterations = !duration ? number(ITERS).orElse(-1L) : -1L;
        boolean latency = figure.equals("latency");
        PerftestHeader header = new PerftestHeader(test, Optional.empty(), has(BIDIR), Map.of(), command.text().contains("--use_cuda"),
                Optional.empty(), Map.of());
        List<Evidence> notes = List.of(Evidence.value("perftest --output=" + figure + " printed only the figure, one number per "
                + "message size (" + command.text() + "): no header, so no device, link or MTU; the message size"
                + (iterations < 0 ? " and the unit" : ", iterations and unit") + " are read from the command"
                + (figure.equals("message_rate") ? "; BW average is MsgRate x size, as perftest computes it" : "")));
        int line = command.line().orElse(1);
        if (latency) {
            List<PerftestLatRow> rows = new ArrayList<>();
            for (int i = 0; i < values.size(); i++) {
                OptionalDouble v = OptionalDouble.of(values.get(i));
                OptionalDouble none = OptionalDouble.empty();
                rows.add(new PerftestLatRow(lines.get(i), size(i, 2), iterations, none, none, duration ? none : v,
                        duration ? v : none, none, none, none, none));
            }
            return new PerftestLatRun(file, line, header, false, rows, duration, RunStatus.OK, Optional.empty(), List.of(), notes);
        }
        BandwidthUnit unit = has(GBITS) ? BandwidthUnit.GB_PER_SEC : BandwidthUnit.MB_PER_SEC;
        List<PerftestBwRow> rows = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            long size = size(i, 65536);
            double v = values.get(i);
            boolean rate = figure.equals("message_rate");
            double avg = rate ? v * 1e6 * size * 8 / 1e9 / unit.toGbps(1.0) : v;
            rows.add(new PerftestBwRow(lines.get(i), size, iterations, Double.NaN, avg,
                    rate ? OptionalDouble.of(v) : OptionalDouble.empty()));
        }
        return new PerftestBwRun(file, line, header, unit, rows, duration, RunStatus.OK, Optional.empty(), List.of(), notes);
    }

    private long size(int index, long dflt) {
        return has(ALL) ? 2L << index : number(SIZE).orElse(dflt);
    }

    private boolean has(Pattern p) {
        return p.matcher(command.text()).find();
    }

    private Optional<Long> number(Pattern p) {
        Matcher m = p.matcher(command.text());
        return m.find() ? Optional.of(Long.parseLong(m.group(1))) : Optional.empty();
    }
}
