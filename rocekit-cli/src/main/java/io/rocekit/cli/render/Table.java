package io.rocekit.cli.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A table of a report. On the page it sits in its own box that scrolls sideways (and down, past
 * {@code maxHeight}) when it is wider than the page, with the header row kept in view, so no column
 * is ever cut off and the page itself never scrolls sideways.
 *
 * <pre>{@code
 * Table t = Table.of("flow-table", Column.text("source"), Column.number("packets"));
 * t.row("10.0.0.1", "1,024");
 * t.row(Cell.code("eth0"), Cell.text("12").css("bad"));
 * }</pre>
 */
public final class Table {
    /** A column: its heading, and whether its cells are numbers (right-aligned) or text. */
    public record Column(String heading, boolean numeric, String tooltip) {
        public Column {
            Objects.requireNonNull(heading, "heading");
            Objects.requireNonNull(tooltip, "tooltip");
        }

        public static Column text(String heading) {
            return new Column(heading, false, "");
        }

        public static Column number(String heading) {
            return new Column(heading, true, "");
        }

        /** This column with a hover text explaining it. */
        public Column explained(String tooltip) {
            return new Column(heading, numeric, tooltip);
        }
    }

    /** One cell: its HTML (already escaped) and an optional CSS class ({@code ok}, {@code bad}, ...). */
    public record Cell(String html, String css) {
        public Cell {
            Objects.requireNonNull(html, "html");
            Objects.requireNonNull(css, "css");
        }

        /** Plain text, escaped. */
        public static Cell text(String text) {
            return new Cell(Html.escape(text), "");
        }

        /** Monospaced text (ids, addresses, commands), escaped. */
        public static Cell code(String text) {
            return new Cell("<code>" + Html.escape(text) + "</code>", "");
        }

        /** HTML the caller built with {@link Html#escape}. */
        public static Cell html(String html) {
            return new Cell(html, "");
        }

        /**
         * This cell in a tone (its background): a setting that a finding is about, in the
         * finding's severity.
         */
        public Cell tone(Tone tone) {
            return css((css + " " + tone.css()).strip());
        }

        /** This cell with a CSS class. */
        public Cell css(String cssClass) {
            return new Cell(html, cssClass);
        }
    }

    private final String id;
    private final List<Column> columns;
    private final List<List<Cell>> rows = new ArrayList<>();
    private boolean rowHeadings;
    private boolean dense;

    private Table(String id, List<Column> columns) {
        this.id = Objects.requireNonNull(id);
        this.columns = List.copyOf(columns);
    }

    /** Its element id. */
    public String id() {
        return id;
    }

    /** A table with an element id (for links and tests) and its columns. */
    public static Table of(String id, Column... columns) {
        return new Table(id, List.of(columns));
    }

    public static Table of(String id, List<Column> columns) {
        return new Table(id, columns);
    }

    /** The first cell of each row is a heading (a matrix, a key-value list). */
    public Table rowHeadings() {
        this.rowHeadings = true;
        return this;
    }

    /** Smaller type and padding, for tables of many columns (they still scroll when too wide). */
    public Table dense() {
        this.dense = true;
        return this;
    }

    /** A row of plain-text cells. */
    public Table row(String... texts) {
        List<Cell> cells = new ArrayList<>();
        for (String t : texts) {
            cells.add(Cell.text(t));
        }
        return row(cells);
    }

    public Table row(Cell... cells) {
        return row(List.of(cells));
    }

    public Table row(List<Cell> cells) {
        if (cells.size() != columns.size()) {
            throw new IllegalArgumentException("table " + id + ": a row of " + cells.size() + " cells for "
                    + columns.size() + " columns");
        }
        rows.add(List.copyOf(cells));
        return this;
    }

    public int rowCount() {
        return rows.size();
    }

    void render(StringBuilder sb) {
        sb.append(dense ? "<div class=\"table-box dense\">" : "<div class=\"table-box\">").append("<table id=\"").append(Html.escape(id)).append("\"><thead><tr>");
        for (Column c : columns) {
            sb.append("<th");
            if (c.numeric()) {
                sb.append(" class=\"num\"");
            }
            if (!c.tooltip().isEmpty()) {
                sb.append(" title=\"").append(Html.escape(c.tooltip())).append('"');
            }
            sb.append('>').append(Html.escape(c.heading())).append("</th>");
        }
        sb.append("</tr></thead>\n<tbody>\n");
        for (List<Cell> row : rows) {
            sb.append("<tr>");
            for (int i = 0; i < row.size(); i++) {
                Cell cell = row.get(i);
                String tag = rowHeadings && i == 0 ? "th" : "td";
                String css = (columns.get(i).numeric() ? "num " : "") + cell.css();
                sb.append('<').append(tag);
                if (!css.isBlank()) {
                    sb.append(" class=\"").append(Html.escape(css.strip())).append('"');
                }
                sb.append('>').append(cell.html()).append("</").append(tag).append('>');
            }
            sb.append("</tr>\n");
        }
        sb.append("</tbody></table></div>\n");
    }
}
