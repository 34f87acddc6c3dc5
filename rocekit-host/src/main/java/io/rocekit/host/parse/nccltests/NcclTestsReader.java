package io.rocekit.host.parse.nccltests;

import io.rocekit.core.finding.Evidence;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.bench.BusBwFactor;
import io.rocekit.host.bench.NcclCollective;
import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.bench.NcclTestsDevice;
import io.rocekit.host.bench.NcclTestsResult;
import io.rocekit.host.bench.NcclTestsRow;
import io.rocekit.host.bench.NcclTestsRun;
import io.rocekit.host.bench.NcclTestsSetup;
import io.rocekit.host.bench.RunStatus;
import io.rocekit.host.parse.nccllog.NcclLogParser;
import io.rocekit.host.parse.text.Lines;
import io.rocekit.host.parse.text.Values;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads every nccl-tests run of a text. Lines are classified (parameters, devices, column names,
 * row, elision, footer, error, NCCL log line, noise) and collected into runs. Headers repeated by
 * several processes before any row (a build without MPI) fold into one run. A row that does not
 * fit the table's columns is an error naming its line, unless it is the last line of the text
 * (a paste cut mid-row), which makes the run {@code partial}.
 */
final class NcclTestsReader {
    private static final Pattern KEY_VALUE = Pattern.compile("([A-Za-z]+(?: iters)?):?\\s+(-?\\d{1,18})\\b");

    private final TextSource source;
    private final List<NcclTestsRun> runs = new ArrayList<>();
    private Builder current;
    private Optional<String> commandHint = Optional.empty();
    private Optional<String> versionHint = Optional.empty();

    private NcclTestsReader(TextSource source) {
        this.source = source;
    }

    static NcclTestsOutput read(TextSource source) throws ParseException {
        NcclTestsReader r = new NcclTestsReader(source);
        r.readAll();
        NcclLog log = new NcclLogParser().parse(source);
        return new NcclTestsOutput(r.runs, log.isEmpty() ? Optional.empty() : Optional.of(log));
    }

    private void readAll() throws ParseException {
        List<String> lines = source.lines();
        int last = -1;
        for (int i = lines.size() - 1; i >= 0; i--) {
            if (!Lines.clean(lines.get(i)).isBlank()) {
                last = i;
                break;
            }
        }
        SplitRows split = new SplitRows();
        for (int i = 0; i < lines.size(); i++) {
            String t = Lines.clean(lines.get(i)).strip();
            if (t.isEmpty()) {
                continue;
            }
            Evidence ev = Evidence.line(source.file(), source.lineNumber(i), t);
            for (Evidence e : split.accept(ev, NcclTestsLines.NCCL_LOG.matcher(t).find())) {
                classify(e.text(), e, i == last);
            }
        }
        for (Evidence e : split.flush()) {
            classify(e.text(), e, true);
        }
        finish();
    }

    private void classify(String raw, Evidence ev, boolean lastLine) throws ParseException {
        int lineNo = ev.line().getAsInt();
        if (NcclTestsLines.NCCL_LOG.matcher(raw).find()) {
            if (raw.contains("NCCL WARN") && current != null) {
                current.errors.add(ev);
            }
            return; // the rest of NCCL's log belongs to the log parser
        }
        if (NcclTestsLines.HEX_DUMP.matcher(raw).matches() && current != null && current.cqeDump) {
            return; // the CQE dump of the mlx5 error line above, not a table row
        }
        if (NcclTestsLines.MLX5_CQE_ERROR.matcher(raw).find()) {
            if (current != null) {
                current.errors.add(ev);
                current.cqeDump = true;
            }
            return;
        }
        String t = NcclTestsLines.unglueRankLabels(raw);
        String u = Lines.uncomment(t);
        Matcher m;
        if ((m = NcclTestsLines.VERSION.matcher(u)).find()) {
            Matcher lib = NcclTestsLines.LIBRARY.matcher(u);
            if (lib.find()) {
                versionHint = Optional.of(NcclTestsLines.decodeVersion(Long.parseLong(lib.group(1))));
            }
            if (current != null && (current.hasRows() || current.setup != null)) {
                finish();
            }
            return;
        }
        if ((m = NcclTestsLines.STARTING.matcher(u)).find()) {
            if (current != null && (current.hasRows() || current.named != null || current.setup != null)) {
                finish();
            }
            builder(lineNo).named = m.group(1);
            return;
        }
        if (NcclTestsLines.CONCLUDED.matcher(u).find()) {
            return; // the closing line carries nothing the report uses
        }
        if (NcclTestsLines.SETUP.matcher(u).find()) {
            if (current != null && (current.hasRows() || current.footer)) {
                finish();
            }
            Builder b = builder(lineNo);
            if (b.setup == null) {
                b.setup = setup(u, ev);
            }
            return;
        }
        if ((m = NcclTestsLines.DEVICE.matcher(u)).find()) {
            if (current != null && current.hasRows()) {
                finish();
            }
            builder(lineNo).devices.add(new NcclTestsDevice(Integer.parseInt(m.group(1)), m.group(4),
                    Integer.parseInt(m.group(5)), m.group(6), m.group(7).strip(), ev));
            return;
        }
        Optional<TableLayout> layout = TableLayout.of(t);
        if (layout.isPresent()) {
            if (current != null && current.hasRows()) {
                finish();
            }
            builder(lineNo).layout = layout.get();
            return;
        }
        if ((m = NcclTestsLines.OUT_OF_BOUNDS.matcher(u)).find()) {
            if (current != null) {
                current.outOfBounds = OptionalLong.of(Long.parseLong(m.group(1)));
                current.outOfBoundsLine = Optional.of(ev);
                current.atFooter();
            }
            return;
        }
        if ((m = NcclTestsLines.AVG_BUS_BW.matcher(u)).find()) {
            if (current != null) {
                current.avg = Values.decimal(m.group(1));
                current.avgLine = Optional.of(ev);
                current.atFooter();
            }
            return;
        }
        if (Lines.isElision(t)) {
            if (current != null) {
                current.elided = true;
            }
            return;
        }
        if (!t.startsWith("#") && startsWithUnsigned(t) && (current == null || !current.footer)) {
            if (NcclTestsLines.isError(t)) {
                // nccl-tests prints a row's size, count, type, redop and root before it runs the collective, so a
                // collective that fails leaves its error inside that row: the run failed there, the file is fine
                builder(lineNo).errors.add(ev);
                return;
            }
            builder(lineNo).row(t, ev, lastLine);
            return;
        }
        if (NcclTestsLines.isError(t)) {
            if (current != null) {
                current.errors.add(ev);
            }
            return;
        }
        Matcher cmd = NcclTestsLines.COMMAND.matcher(t);
        if (!t.startsWith("#") && cmd.find() && NcclCollective.byName(cmd.group(1)).isPresent()) {
            if (current != null && current.hasRows()) {
                finish();
            }
            commandHint = Optional.of(cmd.group(1));
        }
        // noise: banners, units line, launcher output, blank comment lines
    }

    private Builder builder(int lineNo) {
        if (current == null) {
            current = new Builder(lineNo);
        }
        return current;
    }

    private static boolean startsWithUnsigned(String t) {
        int end = 0;
        while (end < t.length() && !Character.isWhitespace(t.charAt(end))) {
            end++;
        }
        return Values.isUnsignedInteger(t.substring(0, end));
    }

    private NcclTestsSetup setup(String u, Evidence ev) {
        OptionalInt threads = OptionalInt.empty();
        OptionalInt gpus = OptionalInt.empty();
        OptionalLong min = OptionalLong.empty();
        OptionalLong max = OptionalLong.empty();
        OptionalInt iters = OptionalInt.empty();
        OptionalInt validation = OptionalInt.empty();
        OptionalInt ranks = OptionalInt.empty();
        Matcher m = KEY_VALUE.matcher(u);
        while (m.find()) {
            String k = m.group(1);
            long v;
            try {
                v = Long.parseLong(m.group(2));
            } catch (NumberFormatException e) {
                continue;
            }
            boolean fitsInt = v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE;
            if (!fitsInt && !k.equals("minBytes") && !k.equals("maxBytes")) {
                continue; // a count this large is not one nccl-tests printed; leave it unknown
            }
            switch (k) {
                case "nThread", "nThreads" -> threads = OptionalInt.of((int) v);
                case "nGpus" -> gpus = OptionalInt.of((int) v);
                case "minBytes" -> min = OptionalLong.of(v);
                case "maxBytes" -> max = OptionalLong.of(v);
                case "iters" -> iters = OptionalInt.of((int) v);
                case "validation" -> validation = OptionalInt.of((int) v);
                case "nRanks" -> ranks = OptionalInt.of((int) v);
                default -> {
                }
            }
        }
        return new NcclTestsSetup(threads, gpus, min, max, iters, validation, ranks, versionHint, Optional.of(ev));
    }

    private void finish() {
        if (current != null) {
            runs.add(current.build());
            current = null;
        }
    }

    /** The errors that stop a run (NCCL's WARN lines do not, by themselves). */
    private static List<Evidence> fatal(List<Evidence> errors) {
        return errors.stream().filter(e -> !e.text().contains("NCCL WARN")).toList();
    }

    /** Collects one run. */
    private final class Builder {
        final int firstLine;
        String named;
        NcclTestsSetup setup;
        TableLayout layout;
        final List<NcclTestsDevice> devices = new ArrayList<>();
        final List<NcclTestsRow> rows = new ArrayList<>();
        final List<Evidence> errors = new ArrayList<>();
        OptionalDouble avg = OptionalDouble.empty();
        Optional<Evidence> avgLine = Optional.empty();
        OptionalLong outOfBounds = OptionalLong.empty();
        Optional<Evidence> outOfBoundsLine = Optional.empty();
        boolean footer;
        boolean elided;
        Optional<Evidence> cutRow = Optional.empty();
        int errorsBeforeRows = -1;
        /** Errors logged before the footer: the ones after it (nccl-tests exiting on wrong data) cut no row short. */
        int errorsBeforeFooter = -1;
        final Optional<String> command;

        Builder(int firstLine) {
            this.firstLine = firstLine;
            this.command = commandHint;
        }

        /** After an mlx5 "got completion with error" line, hex dump lines belong to it. */
        boolean cqeDump;

        void atFooter() {
            if (!footer) {
                errorsBeforeFooter = errors.size();
            }
            footer = true;
        }

        boolean hasRows() {
            return !rows.isEmpty();
        }

        void row(String t, Evidence ev, boolean lastLine) throws ParseException {
            TableLayout l = layout != null ? layout : TableLayout.assumed();
            List<String> tok = Lines.tokens(t);
            Optional<NcclTestsRow> row = parseRow(tok, l, ev);
            if (row.isEmpty()) {
                if (lastLine) {
                    cutRow = Optional.of(ev);
                    return;
                }
                throw new ParseException(source.file(), ev.line().getAsInt(),
                        "an nccl-tests row matching the columns '" + l.describe() + "'", t);
            }
            if (rows.isEmpty()) {
                errorsBeforeRows = errors.size();
            }
            rows.add(row.get());
        }

        private Optional<NcclTestsRow> parseRow(List<String> tok, TableLayout l, Evidence ev) {
            if (tok.size() < 3 + l.groupCells()) {
                return Optional.empty();
            }
            OptionalLong size = Values.integer(tok.get(0));
            OptionalLong count = Values.integer(tok.get(1));
            String type = tok.get(2);
            if (size.isEmpty() || count.isEmpty() || Values.decimal(type).isPresent()) {
                return Optional.empty();
            }
            int idx = 3;
            Optional<String> redop = Optional.empty();
            if (l.hasRedop() && idx < tok.size() && Values.decimal(tok.get(idx)).isEmpty()
                    && !tok.get(idx).equalsIgnoreCase("N/A")) {
                redop = Optional.of(tok.get(idx));
                idx++;
            }
            OptionalLong root = OptionalLong.empty();
            if (l.hasRoot() && tok.size() - (idx + 1) >= l.groupCells()) {
                OptionalLong r = Values.integer(tok.get(idx));
                if (r.isPresent()) {
                    root = r;
                    idx++;
                }
            }
            if (tok.size() - idx < l.groupCells()) {
                return Optional.empty();
            }
            Optional<NcclTestsResult> first = group(tok, idx, l);
            if (first.isEmpty()) {
                return Optional.empty();
            }
            Optional<NcclTestsResult> second = Optional.empty();
            if (l.groups() > 1) {
                second = group(tok, idx + l.width(), l);
                if (second.isEmpty()) {
                    return Optional.empty();
                }
            }
            if (redop.isPresent() && redop.get().equalsIgnoreCase("none")) {
                redop = Optional.empty();
            }
            return Optional.of(new NcclTestsRow(ev, size.getAsLong(), count.getAsLong(), type, redop, root,
                    first.get(), second));
        }

        private Optional<NcclTestsResult> group(List<String> tok, int at, TableLayout l) {
            int last = at + Math.max(Math.max(l.algBw(), l.busBw()), l.wrong());
            if (last >= tok.size()) {
                return Optional.empty(); // a row shorter than the header's layout (a cut line, an odd header): not a row
            }
            OptionalDouble time = Values.decimal(tok.get(at));
            OptionalDouble alg = Values.decimal(tok.get(at + l.algBw()));
            OptionalDouble bus = Values.decimal(tok.get(at + l.busBw()));
            if (time.isEmpty() || alg.isEmpty() || bus.isEmpty()) {
                return Optional.empty();
            }
            String cell = l.wrong() >= 0 ? tok.get(at + l.wrong()) : "";
            OptionalLong wrong = OptionalLong.empty();
            if (l.wrongIsCount()) {
                OptionalLong w = Values.integer(cell);
                if (w.isPresent() && w.getAsLong() >= 0) {
                    wrong = w;
                } else if (w.isEmpty() && !cell.equalsIgnoreCase("N/A") && !cell.isEmpty()) {
                    return Optional.empty();
                }
            }
            return Optional.of(new NcclTestsResult(time.getAsDouble(), alg.getAsDouble(), bus.getAsDouble(), wrong, cell));
        }

        NcclTestsRun build() {
            String source0;
            Optional<NcclCollective> collective;
            Optional<BusBwFactor> factor;
            String name;
            if (named != null && NcclCollective.byName(named).isPresent()) {
                collective = NcclCollective.byName(named);
                source0 = "header";
            } else if (command.isPresent()) {
                collective = NcclCollective.byName(command.get());
                source0 = "command line";
            } else {
                // a file name is a label someone chose: the table's own columns overrule it (redop, root, busbw/algbw)
                collective = CollectiveInference.fromFileName(source.file()).filter(c -> CollectiveInference.fits(c, rows));
                source0 = "file name";
            }
            if (collective.isPresent()) {
                factor = Optional.of(collective.get().factor());
                name = collective.get().id();
            } else {
                CollectiveInference.Guess g = CollectiveInference.infer(rows);
                collective = g.collective();
                factor = g.factor();
                name = g.name();
                source0 = g.factor().isPresent() ? "table" : "unknown";
            }
            RunStatus status;
            Optional<String> reason;
            List<Evidence> afterRows = errorsBeforeRows < 0 ? List.of()
                    : fatal(errors.subList(errorsBeforeRows, errorsBeforeFooter >= errorsBeforeRows ? errorsBeforeFooter : errors.size()));
            List<Evidence> fatal = fatal(errors);
            Optional<String> completion = errors.stream()
                    .flatMap(e -> io.rocekit.host.parse.nccllog.IbCompletionError.parse(e.text()).stream())
                    .findFirst().map(c -> "the run failed: " + c.describe());
            if (rows.isEmpty()) {
                status = RunStatus.FAILED;
                reason = Optional.of(!fatal.isEmpty() ? "no result rows: " + fatal.get(0).text()
                        : (cutRow.isPresent() ? "no complete row: the text ends inside the first row"
                                : "no result rows: the output ends after the header")
                                + (errors.isEmpty() ? "" : " (NCCL warned: " + errors.get(0).text() + ")"));
            } else if (completion.isPresent()) {
                status = RunStatus.FAILED; // its rows stand, but the run ended in a transport error
                reason = Optional.of(completion.get() + " (after " + rows.size() + " rows)");
            } else if (footer && afterRows.isEmpty() && cutRow.isEmpty()) {
                status = RunStatus.OK;
                reason = Optional.empty();
            } else {
                status = RunStatus.PARTIAL;
                NcclTestsRow lastRow = rows.get(rows.size() - 1);
                reason = Optional.of(!afterRows.isEmpty()
                        ? "stopped after " + rows.size() + " rows (last size " + lastRow.sizeBytes() + " B): "
                                + afterRows.get(0).text()
                        : cutRow.isPresent() ? "the text ends inside a row (line " + cutRow.get().line().getAsInt() + ")"
                                : "the table ends without its footer after " + rows.size() + " rows (last size "
                                        + lastRow.sizeBytes() + " B)");
            }
            NcclTestsSetup s = setup != null ? setup : NcclTestsSetup.none();
            if (s.ncclVersion().isEmpty() && versionHint.isPresent()) {
                s = new NcclTestsSetup(s.nThreads(), s.nGpus(), s.minBytes(), s.maxBytes(), s.iters(), s.validation(),
                        s.nRanks(), versionHint, s.line());
            }
            return new NcclTestsRun(source.file(), firstLine, collective, name, factor, source0, s, devices, rows,
                    avg, avgLine, outOfBounds, outOfBoundsLine, elided, status, reason, errors);
        }
    }
}
