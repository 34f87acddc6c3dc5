package io.rocekit.host.parse.amdsmi;

import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * One square GPU table of an AMD tool: a header of column names, then one row per GPU, its name
 * and one cell per column. Tokens are split on whitespace (the tools pad with spaces and TABs).
 *
 * @param title   the table's title as printed ({@code Link Type between two GPUs}, {@code HOPS TABLE:})
 * @param columns the column names, in order
 * @param cells   each row's cells by row name, in order
 * @param lines   each row's line by row name
 */
record GpuTable(String title, List<String> columns, Map<String, List<String>> cells, Map<String, SourceLine> lines) {
    /** More GPUs than any node holds: a longer header is not a GPU table. */
    static final int MAX_GPUS = 256;

    /**
     * Reads the table whose header is at {@code header}; rows run to the first blank line or the
     * first line {@code end} accepts.
     *
     * @return the table and the index of the line after it
     */
    static Read read(TextSource src, String title, int header, Predicate<String> end) throws ParseException {
        List<String> lines = src.lines();
        if (header >= lines.size() || lines.get(header).isBlank() || end.test(lines.get(header))) {
            throw new ParseException(src.file(), src.lineNumber(Math.min(header, lines.size() - 1)),
                    "the column header of '" + title + "' (GPU0 GPU1 ... or the GPUs' PCI addresses)",
                    header < lines.size() ? lines.get(header) : null);
        }
        List<String> columns = List.of(lines.get(header).strip().split("\\s+"));
        if (columns.size() > MAX_GPUS) {
            throw new ParseException(src.file(), src.lineNumber(header), "at most " + MAX_GPUS + " GPU columns",
                    columns.size() + " columns");
        }
        Map<String, List<String>> cells = new LinkedHashMap<>();
        Map<String, SourceLine> rowLines = new LinkedHashMap<>();
        int i = header + 1;
        for (; i < lines.size() && !lines.get(i).isBlank() && !end.test(lines.get(i)); i++) {
            String[] tok = lines.get(i).strip().split("\\s+");
            if (!columns.contains(tok[0]) || cells.containsKey(tok[0]) || tok.length != columns.size() + 1) {
                throw new ParseException(src.file(), src.lineNumber(i), "a row of '" + title + "': one of the header's GPUs"
                        + " not seen before, then " + columns.size() + " cells", lines.get(i));
            }
            cells.put(tok[0], List.of(tok).subList(1, tok.length));
            rowLines.put(tok[0], SourceLine.of(src, i));
        }
        return new Read(new GpuTable(title, columns, cells, rowLines), i);
    }

    /** A table and the index of the line after it. */
    record Read(GpuTable table, int next) {
    }

    /** The cell from {@code row} to {@code column}, or null when the row is missing. */
    String cell(String row, String column) {
        List<String> r = cells.get(row);
        return r == null ? null : r.get(columns.indexOf(column));
    }

    List<String> rows() {
        return new ArrayList<>(cells.keySet());
    }
}
