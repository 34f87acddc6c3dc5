package io.rocekit.host.parse.amdsmi;

import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.parse.amdsmi.AmdGpuLinks.AmdGpu;
import io.rocekit.host.parse.amdsmi.AmdGpuLinks.Link;
import io.rocekit.host.parse.amdsmi.AmdGpuLinks.LinkType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Pattern;

/**
 * The links of an AMD tool's tables: the link type table gives each pair's type ({@code XGMI},
 * {@code PCIE}; {@code 0} or {@code SELF} on the diagonal, {@code N/A} when the tool could not tell),
 * the hops and weight tables their numbers. A cell of any other value, or a table whose GPUs differ
 * from the link type table's, is a damaged output.
 */
final class LinkTables {
    private static final Pattern NUMBER = Pattern.compile("\\d{1,6}");

    private LinkTables() {
    }

    /**
     * @param file    the file, for errors
     * @param gpus    the GPUs, one for each column of {@code type}, in order
     * @param type    the link type table, if printed
     * @param hops    the hops table, if printed
     * @param weight  the weight table, if printed
     */
    static List<Link> links(String file, List<AmdGpu> gpus, Optional<GpuTable> type, Optional<GpuTable> hops,
                            Optional<GpuTable> weight) throws ParseException {
        List<Link> out = new ArrayList<>();
        if (type.isEmpty()) {
            return out;
        }
        GpuTable t = type.get();
        same(file, t, hops);
        same(file, t, weight);
        List<String> cols = t.columns();
        for (String row : t.rows()) {
            int from = cols.indexOf(row);
            for (int c = 0; c < cols.size(); c++) {
                String cell = t.cell(row, cols.get(c));
                Optional<LinkType> lt = linkType(file, t, row, c, cell);
                if (lt.isPresent()) {
                    out.add(new Link(gpus.get(from).name(), gpus.get(c).name(), lt.get(), number(file, hops, row, cols.get(c)),
                            number(file, weight, row, cols.get(c)), t.lines().get(row)));
                }
            }
        }
        return out;
    }

    private static Optional<LinkType> linkType(String file, GpuTable t, String row, int c, String cell)
            throws ParseException {
        boolean diagonal = t.columns().get(c).equals(row);
        if (diagonal && (cell.equals("0") || cell.equals("SELF")) || cell.equals("N/A")) {
            return Optional.empty();
        }
        if (!diagonal && (cell.equals("XGMI") || cell.equals("PCIE"))) {
            return Optional.of(LinkType.valueOf(cell));
        }
        throw new ParseException(file, t.lines().get(row).number(), "'" + t.title() + "' cells XGMI or PCIE (0 or SELF "
                + "for the GPU itself, N/A), " + row + " to " + t.columns().get(c) + " is '" + cell + "'", t.lines().get(row).text());
    }

    private static OptionalInt number(String file, Optional<GpuTable> table, String row, String col) throws ParseException {
        if (table.isEmpty() || table.get().cell(row, col) == null) {
            return OptionalInt.empty();
        }
        String cell = table.get().cell(row, col);
        if (cell.equals("N/A")) {
            return OptionalInt.empty();
        }
        if (!NUMBER.matcher(cell).matches()) {
            throw new ParseException(file, table.get().lines().get(row).number(), "'" + table.get().title()
                    + "' cells a number or N/A, " + row + " to " + col + " is '" + cell + "'", table.get().lines().get(row).text());
        }
        return OptionalInt.of(Integer.parseInt(cell));
    }

    private static void same(String file, GpuTable links, Optional<GpuTable> other) throws ParseException {
        if (other.isPresent() && !other.get().columns().equals(links.columns())) {
            GpuTable o = other.get();
            throw new ParseException(file, o.lines().values().stream().findFirst().map(l -> l.number() - 1).orElse(0),
                    "'" + o.title() + "' over the GPUs of '" + links.title() + "' (" + String.join(" ", links.columns()) + ")",
                    String.join(" ", o.columns()));
        }
    }
}
