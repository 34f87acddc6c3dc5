package io.rocekit.host.parse.perftest;

import io.rocekit.core.finding.Evidence;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.bench.BandwidthUnit;
import io.rocekit.host.bench.BenchRun;
import io.rocekit.host.bench.PerftestBwRow;
import io.rocekit.host.bench.PerftestBwRun;
import io.rocekit.host.bench.PerftestHeader;
import io.rocekit.host.bench.PerftestLatRow;
import io.rocekit.host.bench.PerftestLatRun;
import io.rocekit.host.bench.RunStatus;
import io.rocekit.host.parse.text.Lines;
import io.rocekit.host.parse.text.Values;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads every perftest run of a text. Two stages: each line is classified (title, header field,
 * separator, column header, row, connection line, warning, error, noise), then a run builder turns
 * the classified lines into a typed run. Noise (shell prompts, launcher messages, CPU frequency
 * warnings between rows) is skipped; a row that is malformed in the middle of a table is an error
 * naming its line, a row cut short at the end of the text makes the run {@code partial}.
 */
final class PerftestReader {
    /** perftest's largest {@code -a} size: MAX_SIZE 8388608 in perftest_parameters.h. */
    static final long SWEEP_MAX_BYTES = 8_388_608L;
    private static final Pattern CUDA_NAME = Pattern.compile("device name = \\[(.+)]");
    /** perftest built with ROCm ({@code --use_rocm}): {@code Using ROCm Device with ID: 0, Name: AMD Instinct MI355X, PCI Bus ID: ...}. */
    private static final Pattern ROCM_NAME = Pattern.compile("(?i)using rocm device with id: \\d+, name: (.+?), pci bus id");

    /**
     * A row of the hex dump rdma-core's mlx5 provider prints after {@code mlx5: HOST: got completion
     * with error:} (four 32-bit words a line, {@code dump_cqe} in providers/mlx5/cq.c): never a result row.
     */
    private static final Pattern CQE_DUMP = Pattern.compile("[0-9a-fA-F]{8}(?:\\s+[0-9a-fA-F]{8}){3}");

    private final TextSource source;
    private final List<BenchRun> runs = new ArrayList<>();
    private Builder current;
    // What perftest prints before the title belongs to the run that follows it.
    private final Pending pending = new Pending();
    // an echoed command with --output=...: its figures are bare numbers, no table
    private OutputFigure figure;
    // the last run read, whose --report-both tables (Local results, Remote results) may follow
    private Builder previous;
    private static final Pattern DIRECTION = Pattern.compile("(?i)(local|remote) results:");

    private PerftestReader(TextSource source) {
        this.source = source;
    }

    /**
     * The server of a one-way send test measures no BW peak (perftest send_bw.c: {@code if (user_param.machine
     * == SERVER && !user_param.duplex) user_param.noPeak = ON;}), so its 0.00 says nothing of {@code -D}.
     */
    private static final Evidence SEND_SERVER_NO_PEAK = Evidence.value("the server side of ib_send_bw: perftest"
            + " measures no BW peak there (send_bw.c sets noPeak on a server without -b), so BW peak 0.00 does not mean"
            + " duration mode; BW average is judged");

    static PerftestOutput read(TextSource source) throws ParseException {
        PerftestReader r = new PerftestReader(source);
        r.readAll();
        return new PerftestOutput(r.runs);
    }

    private void readAll() throws ParseException {
        List<String> lines = source.lines();
        int lastContent = lastContentIndex(lines);
        for (int i = 0; i < lines.size(); i++) {
            String s = Lines.clean(lines.get(i));
            String t = s.strip();
            if (t.isEmpty()) {
                continue;
            }
            Evidence ev = Evidence.line(source.file(), source.lineNumber(i), t);
            if (figure != null && figure.accepting() && OutputFigure.FIGURE.matcher(t).matches()) {
                figure.add(Double.parseDouble(t), ev);
                continue;
            }
            if (figure != null && figure.hasValues()) {
                finishFigure(); // what follows the figures is not perftest's
            }
            classify(t, ev, i == lastContent);
        }
        finish();
        finishFigure();
        if (runs.isEmpty() && !pending.errors.isEmpty() && pending.test.isPresent()) {
            // The program ran (its command is echoed) and failed before printing its header.
            Builder b = new Builder(pending.firstLine(), pending);
            runs.addAll(b.buildAll());
        }
    }

    private static int lastContentIndex(List<String> lines) {
        for (int i = lines.size() - 1; i >= 0; i--) {
            if (!Lines.clean(lines.get(i)).isBlank()) {
                return i;
            }
        }
        return -1;
    }

    /** Gives line {@code t} to the first reading that takes it; anything else is noise (prompts, launcher output). */
    private void classify(String t, Evidence ev, boolean lastLine) throws ParseException {
        boolean taken = title(t, ev) || dashes(t) || columns(t, ev) || reportBothDirection(t, ev)
                || CQE_DUMP.matcher(t).matches() // the provider's dump of a failed CQE ('mlx5: host: got completion with error:')
                || tableRow(t, ev, lastLine) || command(t, ev) || cudaPreamble(t, ev) || connection(t, ev)
                || waitingForClient(t) || t.startsWith("*") || t.startsWith("Please run the same command") // banner, rdma_cm hint
                || headerFields(t, ev) || warning(t, ev);
        if (!taken) {
            error(t, ev);
        }
    }

    private boolean title(String t, Evidence ev) {
        Optional<PerftestLines.Title> title = PerftestLines.title(t);
        if (title.isEmpty()) {
            return false;
        }
        figure = null;
        if (current != null && current.awaitsOtherSide(title.get())) {
            current.otherSide(ev); // server and client printing into one terminal
            return true;
        }
        finish();
        current = new Builder(ev.line().getAsInt(), pending);
        current.title(title.get(), ev);
        return true;
    }

    private boolean dashes(String t) {
        if (!Lines.isDashes(t)) {
            return false;
        }
        if (current != null) {
            current.dashes();
        }
        return true;
    }

    private boolean columns(String t, Evidence ev) {
        Optional<PerftestLines.Columns> columns = PerftestLines.columns(t);
        if (columns.isEmpty()) {
            return false;
        }
        if (current == null || current.hasRows()) {
            finish();
            current = new Builder(ev.line().getAsInt(), pending);
        }
        current.columns(columns.get());
        return true;
    }

    /** -b --report-both: after the summed table, each direction's own (perftest *_bw.c). */
    private boolean reportBothDirection(String t, Evidence ev) {
        Matcher direction = DIRECTION.matcher(t);
        Builder sum = current != null && current.hasRows() ? current : previous;
        sum = sum != null && sum.sumOf != null ? sum.sumOf : sum;
        if (!direction.matches() || sum == null || !sum.bidirectional) {
            return false;
        }
        finish();
        current = sum.direction(direction.group(1).toLowerCase(Locale.ROOT), ev);
        return true;
    }

    private boolean tableRow(String t, Evidence ev, boolean lastLine) throws ParseException {
        if (current == null || !current.inTable() || !startsWithNumber(t)) {
            return false;
        }
        current.row(t, ev, lastLine);
        return true;
    }

    /** An echoed perftest command: the test it names, and with --output= the bare figures after it. */
    private boolean command(String t, Evidence ev) {
        Matcher cmd = PerftestLines.COMMAND.matcher(t);
        if (!cmd.find() || t.contains(":") && !looksLikePrompt(t)) {
            return false;
        }
        if (current != null && current.hasRows()) {
            finish();
        }
        pending.test = Optional.of(cmd.group(1));
        pending.note(ev);
        finishFigure();
        figure = OutputFigure.of(cmd.group(1), ev).orElse(null);
        return true;
    }

    private boolean connection(String t, Evidence ev) {
        if (!PerftestLines.CONNECTION.matcher(t).find()) {
            return false;
        }
        if (current != null) {
            current.connection(ev);
        }
        return true;
    }

    /** The server side: "* Waiting for client to connect... *" or the rdma_cm variant. */
    private boolean waitingForClient(String t) {
        if (!t.toLowerCase(Locale.ROOT).contains("waiting for client")) {
            return false;
        }
        if (current != null && !current.hasRows()) {
            current.serverSide = true;
        } else {
            pending.serverSide = true;
        }
        return true;
    }

    private boolean headerFields(String t, Evidence ev) {
        if (current != null && !current.inHeader()) {
            return false;
        }
        List<Map.Entry<String, String>> fields = HeaderFields.split(t);
        if (fields.isEmpty() || current == null && !known(fields)) {
            return false;
        }
        if (current == null) {
            current = new Builder(ev.line().getAsInt(), pending);
        }
        for (Map.Entry<String, String> f : fields) {
            current.field(f.getKey(), f.getValue(), ev);
        }
        return true;
    }

    private boolean warning(String t, Evidence ev) {
        if (!PerftestLines.isWarning(t)) {
            return false;
        }
        if (t.toLowerCase(Locale.ROOT).contains("bw peak won't be measured")) {
            pending.duration = true;
        }
        if (current != null) {
            current.warning(ev);
        } else {
            pending.warnings.add(ev);
        }
        return true;
    }

    private void error(String t, Evidence ev) {
        if (!PerftestLines.isError(t)) {
            return; // noise: prompts, launcher output, CUDA teardown messages
        }
        if (current != null) {
            current.error(ev);
            return;
        }
        pending.errors.add(ev);
        pending.note(ev);
        if (pending.test.isEmpty() || pending.test.get().equals("ib_unknown")) {
            pending.test = PerftestFailure.unknownTest(t).or(() -> pending.test);
        }
    }

    private void finishFigure() {
        if (figure != null && figure.hasValues()) {
            runs.add(figure.build(source.file()));
            pending.clear();
        }
        figure = null;
    }

    private static boolean looksLikePrompt(String t) {
        return t.startsWith("$") || t.contains("$ ") || t.contains("# ib_") || t.contains("#ib_") || t.contains("# raw_ethernet_")
                || t.contains("#raw_ethernet_");
    }

    private static boolean known(List<Map.Entry<String, String>> fields) {
        return fields.stream().anyMatch(f -> HeaderFields.KNOWN_KEYS.contains(f.getKey().toLowerCase(Locale.ROOT)));
    }

    private boolean cudaPreamble(String t, Evidence ev) {
        String lower = t.toLowerCase(Locale.ROOT);
        boolean cuda = lower.startsWith("using rocm device with id") || lower.equals("initializing cuda") || lower.startsWith("there are ") && lower.contains("supporting cuda")
                || lower.startsWith("listing all cuda devices") || lower.startsWith("cuda device ")
                || lower.startsWith("picking device") || lower.contains("device name = [")
                || lower.startsWith("creating cuda ctx") || lower.startsWith("making it the current cuda ctx")
                || lower.startsWith("cumemalloc()") || lower.startsWith("allocated gpu buffer")
                || lower.startsWith("using dma-buf for gpu buffer") || lower.startsWith("got pcie address of")
                || lower.startsWith("deallocating") || lower.startsWith("destroying current cuda ctx");
        if (!cuda) {
            return false;
        }
        if (lower.startsWith("deallocating") || lower.startsWith("destroying")) {
            return true;
        }
        Builder target = current != null && !current.hasRows() ? current : null;
        Matcher m = lower.startsWith("using rocm device") ? ROCM_NAME.matcher(t) : CUDA_NAME.matcher(t);
        if (target != null) {
            target.useCuda = true;
            if (m.find()) {
                target.gpu = Optional.of(m.group(1).strip());
            }
        } else {
            pending.useCuda = true;
            if (m.find()) {
                pending.gpu = Optional.of(m.group(1).strip());
            }
            pending.note(ev);
        }
        return true;
    }

    private static boolean startsWithNumber(String t) {
        int end = 0;
        while (end < t.length() && !Character.isWhitespace(t.charAt(end))) {
            end++;
        }
        return Values.isUnsignedInteger(t.substring(0, end));
    }

    private void finish() {
        if (current != null) {
            if (!current.silentServer()) {
                runs.addAll(current.buildAll());
            }
            previous = current.hasRows() ? current : null;
            current = null;
            pending.clear();
        }
    }

    /** Lines printed before a title, applied to the next run. */
    private static final class Pending {
        Optional<String> test = Optional.empty();
        boolean duration;
        boolean useCuda;
        boolean serverSide;
        Optional<String> gpu = Optional.empty();
        final List<Evidence> warnings = new ArrayList<>();
        final List<Evidence> errors = new ArrayList<>();
        int firstLine = -1;

        void note(Evidence ev) {
            if (firstLine < 0) {
                firstLine = ev.line().getAsInt();
            }
        }

        int firstLine() {
            return Math.max(1, firstLine);
        }

        void clear() {
            test = Optional.empty();
            duration = false;
            useCuda = false;
            serverSide = false;
            gpu = Optional.empty();
            warnings.clear();
            errors.clear();
            firstLine = -1;
        }
    }

    /** Collects one run. */
    private final class Builder {
        private final int firstLine;
        private String test = "ib_unknown";
        private Optional<Evidence> titleLine = Optional.empty();
        private boolean bidirectional;
        private Builder sumOf; // the -b run whose --report-both direction table this is
        private Boolean bandwidth; // from the title, until the columns say
        private final Map<String, String> fields = new LinkedHashMap<>();
        private final Map<String, Evidence> fieldLines = new LinkedHashMap<>();
        private boolean useCuda;
        private boolean serverSide;
        private Optional<String> gpu = Optional.empty();
        private boolean duration;
        private PerftestLines.Columns columns;
        private final List<PerftestBwRow> bwRows = new ArrayList<>();
        private final List<PerftestLatRow> latRows = new ArrayList<>();
        private final List<Evidence> errors = new ArrayList<>();
        private final List<Evidence> warnings = new ArrayList<>();
        private boolean closed;          // a separator after the rows (after each side's rows when interleaved)
        private int closings;
        private Optional<Evidence> otherTitle = Optional.empty(); // the second side's title, when interleaved
        private boolean errorAfterRows;
        private Optional<Evidence> cutRow = Optional.empty();
        private int dashesSinceColumns;

        Builder(int firstLine, Pending p) {
            this.firstLine = firstLine;
            p.test.ifPresent(t -> {
                test = t;
                bandwidth = t.endsWith("_bw");
            });
            this.duration = p.duration;
            this.useCuda = p.useCuda;
            this.serverSide = p.serverSide;
            this.gpu = p.gpu;
            this.warnings.addAll(p.warnings);
            this.errors.addAll(p.errors);
        }

        /**
         * Whether a second title of the same test belongs to the other side of this run: server and
         * client started in one terminal ({@code ib_write_bw ... & ib_write_bw ... HOST}) print their
         * headers interleaved line by line, so the second title arrives before this header is complete
         * (perftest's last header line, {@code Data ex. method}, not yet printed) and before any
         * connection line, table or error.
         */
        boolean awaitsOtherSide(PerftestLines.Title t) {
            return sides() == 1 && titleLine.isPresent() && titleLine.get().text().equals(t.text()) && columns == null && !hasRows()
                    && errors.isEmpty() && !fieldLines.containsKey("local address")
                    && fields.keySet().stream().noneMatch(k -> k.equalsIgnoreCase("Data ex. method"));
        }

        void otherSide(Evidence ev) {
            otherTitle = Optional.of(ev);
        }

        int sides() {
            return otherTitle.isPresent() ? 2 : 1;
        }

        /**
         * The table of one direction that {@code --report-both} prints after the summed table of a
         * {@code -b} run ({@code Local results:}, {@code Remote results:}): same test and header,
         * one direction.
         */
        Builder direction(String which, Evidence ev) {
            Builder b = new Builder(ev.line().getAsInt(), new Pending());
            b.sumOf = this;
            b.test = test;
            b.bandwidth = bandwidth;
            b.titleLine = titleLine;
            b.fields.putAll(fields);
            b.fieldLines.putAll(fieldLines);
            b.useCuda = useCuda;
            b.gpu = gpu;
            b.duration = duration;
            b.warnings.add(Evidence.value("--report-both: perftest's " + ev.text() + " table (line " + ev.line().getAsInt()
                    + "), the " + (which.equals("local") ? "local host's" : "remote host's") + " direction of the -b run at line "
                    + firstLine + " alone (that run's table sums both directions)"));
            return b;
        }

        void title(PerftestLines.Title t, Evidence ev) {
            if (!test.startsWith("raw_ethernet_")) {
                test = t.test(); // a raw Ethernet test prints a send test's title; its echoed command names it
            }
            bandwidth = t.bandwidth();
            bidirectional = t.bidirectional();
            titleLine = Optional.of(ev);
        }

        void field(String key, String value, Evidence ev) {
            fields.putIfAbsent(key, value);
            fieldLines.putIfAbsent(key, ev);
        }

        private String lastAddress = "local";

        void connection(Evidence ev) {
            String t = ev.text();
            if (t.startsWith("remote")) {
                lastAddress = "remote";
                fieldLines.putIfAbsent("remote address", ev);
            } else if (t.startsWith("local")) {
                lastAddress = "local";
                fieldLines.putIfAbsent("local address", ev);
            } else {
                // " GID: 00:...:255:255:10:00:21:03" belongs to the address line above it
                String key = lastAddress + " GID";
                fields.putIfAbsent(key, t.substring(t.indexOf(':') + 1).strip());
                fieldLines.putIfAbsent(key, ev);
            }
        }

        void columns(PerftestLines.Columns c) {
            columns = c;
            dashesSinceColumns = 0;
            if (test.equals("ib_unknown")) {
                test = c.layout() == PerftestLines.Columns.Layout.BW ? "ib_unknown_bw" : "ib_unknown_lat";
            }
        }

        void dashes() {
            if (columns != null) {
                dashesSinceColumns++;
                if (hasRows()) {
                    closings++;
                    closed = closings >= sides();
                }
            }
        }

        /**
         * The server side of a write or read test: it connects, prints its header and exits
         * without a table (the client reports). Not a result, and not a failure either.
         */
        boolean silentServer() {
            return serverSide && !hasRows() && errors.isEmpty() && fieldLines.containsKey("remote address");
        }

        boolean inHeader() {
            return columns == null;
        }

        boolean inTable() {
            return columns != null && !closed;
        }

        boolean hasRows() {
            return !bwRows.isEmpty() || !latRows.isEmpty();
        }

        void warning(Evidence ev) {
            warnings.add(ev);
        }

        void error(Evidence ev) {
            errors.add(ev);
            if (hasRows()) {
                errorAfterRows = true;
            }
        }

        void row(String t, Evidence ev, boolean lastLine) throws ParseException {
            List<String> tokens = PerftestLines.cells(Lines.tokens(t));
            List<Double> values = new ArrayList<>();
            for (String tok : tokens) {
                OptionalDouble d = Values.decimal(tok);
                if (d.isEmpty()) {
                    break;
                }
                values.add(d.getAsDouble());
            }
            int need = columns.minimumFields();
            if (values.size() < need) {
                if (lastLine && values.size() == tokens.size()) {
                    cutRow = Optional.of(ev); // the paste ends inside this row
                    return;
                }
                throw new ParseException(source.file(), ev.line().getAsInt(),
                        "a perftest result row of " + need + " numbers (" + columns.describe() + ")", t);
            }
            int width = columns.width();
            if (values.size() == 2 * width && tokens.size() == values.size() && values.get(width).equals(values.get(0))) {
                // two rows on one line: the two sides of an interleaved pair finished their rows at once
                addRow(values.subList(0, width), ev);
                addRow(values.subList(width, 2 * width), ev);
                return;
            }
            addRow(values, ev);
        }

        /** A cell the table has (older latency tables stop after t_typical, or after t_avg in duration mode). */
        private OptionalDouble at(List<Double> values, int i) {
            boolean printed = columns.layout() == PerftestLines.Columns.Layout.LAT ? columns.averages() : columns.tps();
            return printed && i < values.size() ? OptionalDouble.of(values.get(i)) : OptionalDouble.empty();
        }

        private void addRow(List<Double> values, Evidence ev) {
            long size = (long) (double) values.get(0);
            switch (columns.layout()) {
                case BW -> {
                    int o = columns.qos() ? 1 : 0;
                    OptionalDouble rate = values.size() > 4 + o ? OptionalDouble.of(values.get(4 + o)) : OptionalDouble.empty();
                    bwRows.add(new PerftestBwRow(ev, size, (long) (double) values.get(1 + o),
                            values.get(2 + o), values.get(3 + o), rate));
                }
                case LAT -> latRows.add(new PerftestLatRow(ev, size, (long) (double) values.get(1),
                        OptionalDouble.of(values.get(2)), OptionalDouble.of(values.get(3)), OptionalDouble.of(values.get(4)),
                        at(values, 5), at(values, 6), at(values, 7), at(values, 8), OptionalDouble.empty()));
                case LAT_DURATION -> latRows.add(new PerftestLatRow(ev, size, (long) (double) values.get(1),
                        OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.of(values.get(2)),
                        OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty(), at(values, 3)));
                default -> throw new IllegalStateException();
            }
        }

        /** The run, or with two sides interleaved one run per side (rows told apart by their order). */
        List<BenchRun> buildAll() {
            if (otherTitle.isEmpty()) {
                return List.of(build(firstLine, bwRows, latRows, List.of()));
            }
            Interleaved.Split<PerftestBwRow> bw = Interleaved.split(bwRows, PerftestBwRow::sizeBytes);
            Interleaved.Split<PerftestLatRow> lat = Interleaved.split(latRows, PerftestLatRow::sizeBytes);
            int second = otherTitle.get().line().getAsInt();
            Evidence note = Interleaved.note(firstLine, second, !bw.second().isEmpty() || !lat.second().isEmpty());
            List<BenchRun> out = new ArrayList<>();
            out.add(build(firstLine, bw.first(), lat.first(), List.of(note)));
            if (!bw.second().isEmpty() || !lat.second().isEmpty()) {
                out.add(build(second, bw.second(), lat.second(), List.of(note)));
            }
            return out;
        }

        private BenchRun build(int line, List<PerftestBwRow> bwRows, List<PerftestLatRow> latRows, List<Evidence> notes) {
            List<Evidence> warnings = new ArrayList<>(this.warnings);
            warnings.addAll(notes);
            boolean bw = columns != null ? columns.layout() == PerftestLines.Columns.Layout.BW
                    : bandwidth == null || bandwidth;
            // the header itself says so where the preamble was not kept: "Use ROCm memory : ON" (--use_rocm)
            boolean gpuMemory = useCuda || fields.entrySet().stream().anyMatch(f -> f.getKey().strip().toLowerCase(Locale.ROOT)
                    .matches("use (rocm|cuda) memory") && f.getValue().strip().equalsIgnoreCase("ON"));
            PerftestHeader header = new PerftestHeader(rawEthernetName(bw), titleLine, bidirectional, fields, gpuMemory, gpu, fieldLines);
            List<Long> sizes = bw ? bwRows.stream().map(PerftestBwRow::sizeBytes).toList()
                    : latRows.stream().map(PerftestLatRow::sizeBytes).toList();
            RunStatus status;
            Optional<String> reason;
            if (sizes.isEmpty()) {
                status = RunStatus.FAILED;
                reason = Optional.of(errors.isEmpty()
                        ? (cutRow.isPresent() ? "no complete result row: the text ends inside the first row"
                                : "no result rows: the output ends after the header")
                        : "no result rows: " + errors.get(0).text());
            } else if (errorAfterRows) {
                status = RunStatus.PARTIAL;
                reason = Optional.of("stopped after " + sizes.size() + " rows: " + lastError());
            } else if (cutRow.isPresent()) {
                status = RunStatus.PARTIAL;
                reason = Optional.of("the text ends inside a row (line " + cutRow.get().line().getAsInt() + ")");
            } else if (sweepCutShort(sizes)) {
                status = RunStatus.PARTIAL;
                reason = Optional.of("the -a sweep stops at " + sizes.get(sizes.size() - 1) + " bytes (it runs to "
                        + SWEEP_MAX_BYTES + ") and the closing line is missing");
            } else {
                status = RunStatus.OK;
                reason = Optional.empty();
            }
            if (bw) {
                BandwidthUnit unit = columns == null ? BandwidthUnit.MB_PER_SEC
                        : BandwidthUnit.inHeader(columns.text()).orElse(BandwidthUnit.MB_PER_SEC);
                // -D prints "WARNING: BW peak won't be measured" (perftest_parameters.c) and so means duration; a
                // zero peak without it is -N (no peak) or -D pasted without the warning. Only a -b run depends
                // on which (perftest sums both sides only when counting iterations): there it stays unknown
                // and NotFabric says so; one direction reads the same either way.
                boolean zeroPeaks = !bwRows.isEmpty() && bwRows.stream().allMatch(r -> r.bwPeak() == 0.0);
                boolean sendServer = serverSide && !bidirectional && header.test().equals("ib_send_bw");
                if (zeroPeaks && sendServer && !duration) {
                    warnings.add(SEND_SERVER_NO_PEAK);
                }
                boolean dur = duration || !bidirectional && zeroPeaks && !sendServer;
                return new PerftestBwRun(source.file(), line, header, unit, bwRows, dur, status, reason, errors, warnings);
            }
            boolean dur = columns != null && columns.layout() == PerftestLines.Columns.Layout.LAT_DURATION;
            boolean cycles = columns != null && columns.cycles();
            return new PerftestLatRun(source.file(), line, header, cycles, latRows, dur, status, reason, errors, warnings);
        }

        /**
         * raw_ethernet_bw and raw_ethernet_lat print the title of a send test ({@code Send BW Test});
         * their {@code Connection type : RawEth} names them.
         */
        private String rawEthernetName(boolean bw) {
            boolean raw = fields.entrySet().stream().anyMatch(f -> f.getKey().equalsIgnoreCase("Connection type")
                    && f.getValue().equalsIgnoreCase("RawEth"));
            return raw && !test.startsWith("raw_ethernet_") ? "raw_ethernet_" + (bw ? "bw" : "lat") : test;
        }

        private String lastError() {
            return errors.get(errors.size() - 1).text();
        }

        private boolean sweepCutShort(List<Long> sizes) {
            if (closed || sizes.size() < 2) {
                return false;
            }
            for (int i = 1; i < sizes.size(); i++) {
                if (sizes.get(i) != sizes.get(i - 1) * 2) {
                    return false;
                }
            }
            return sizes.get(sizes.size() - 1) < SWEEP_MAX_BYTES;
        }
    }
}
