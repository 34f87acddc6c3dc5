package io.rocekit.host.parse.mlxconfig;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses {@code mlxconfig q} / {@code mstconfig q}: device lines, the {@code Configurations:}
 * header naming the value columns, and {@code [*] NAME value...} rows. Every row must have as
 * many values as there are columns (or, in a header-less fragment, as the first row): a row with
 * fewer was cut. A line holding only an author's elision ({@code (...)}, as blog posts paste a long
 * query) is passed over, like a grep that kept only some rows.
 */
public final class MlxconfigParser implements ArtifactParser<MlxconfigQuery> {
    private static final Pattern ROW = Pattern.compile("^(\\*)?\\s+([A-Z][A-Za-z0-9_]*[A-Za-z0-9](?:\\[[\\d.]+\\])?)\\s+(\\S.*?)\\s*$");
    private static final Pattern VALUE = Pattern.compile("^(.*)\\((-?\\d+|0x[0-9a-fA-F]+)\\)$");
    private static final Pattern NUMBER = Pattern.compile("^(-?\\d+|0x[0-9a-fA-F]+)$");
    /** An author's cut in a pasted query ({@code (...)}, {@code ...}): the parameters it stands for are not read. */
    private static final Pattern ELISION = Pattern.compile("\\(?(?:\\.{3}|\u2026)\\)?");
    private static final Pattern INFO = Pattern.compile("^(Device type|Name|Description|Device|PCI device|Board PSID|FW Version):\\s*(.*)$");

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.MLXCONFIG;
    }

    @Override
    public MlxconfigQuery parse(TextSource src) throws ParseException {
        Optional<String> type = Optional.empty();
        Optional<String> device = Optional.empty();
        List<String> columns = new ArrayList<>();
        List<MlxconfigQuery.Parameter> params = new ArrayList<>();
        for (int i = 0; i < src.lines().size(); i++) {
            String raw = src.lines().get(i);
            String text = raw.strip();
            if (text.isEmpty() || text.matches("-+") || text.matches("Device #\\d+:") || text.startsWith("The '*' shows")
                    || ELISION.matcher(text).matches()) {
                continue;
            }
            SourceLine line = SourceLine.of(src, i);
            if (text.startsWith("Configurations:")) {
                columns = columns(text.substring("Configurations:".length()));
                continue;
            }
            Matcher info = INFO.matcher(text);
            if (info.matches() && !raw.startsWith(" ")) {
                switch (info.group(1)) {
                    case "Device type" -> type = Optional.of(info.group(2).strip());
                    case "Device", "PCI device" -> device = Optional.of(info.group(2).strip());
                    default -> {
                    }
                }
                continue;
            }
            Matcher row = ROW.matcher(raw);
            if (!row.matches()) {
                throw new ParseException(src.file(), line.number(), "a parameter row '[*] NAME value...' (mlxconfig q)", raw);
            }
            List<MlxconfigQuery.Value> values = new ArrayList<>();
            for (String t : row.group(3).split("\\s+")) {
                values.add(value(t));
            }
            int expected = !columns.isEmpty() ? columns.size() : params.isEmpty() ? values.size() : params.get(0).values().size();
            if (values.size() != expected) {
                throw new ParseException(src.file(), line.number(),
                        expected + " value(s) for " + row.group(2)
                                + (columns.isEmpty() ? " (as in the rows above)" : " (columns " + String.join(", ", columns) + ")"),
                        text);
            }
            params.add(new MlxconfigQuery.Parameter(row.group(2), values, row.group(1) != null, line));
        }
        return new MlxconfigQuery(type, device, columns, params);
    }

    private static List<String> columns(String header) {
        List<String> out = new ArrayList<>();
        String h = header.strip();
        for (String name : List.of("Default", "Current", "Next Boot", "New")) {
            int at = h.indexOf(name);
            if (at >= 0) {
                out.add(name);
            }
        }
        out.sort((a, b) -> Integer.compare(h.indexOf(a), h.indexOf(b)));
        return out;
    }

    private static MlxconfigQuery.Value value(String t) {
        Matcher m = VALUE.matcher(t);
        if (m.matches()) {
            return new MlxconfigQuery.Value(t, Optional.of(m.group(1)), number(m.group(2)));
        }
        Matcher n = NUMBER.matcher(t);
        if (n.matches()) {
            return new MlxconfigQuery.Value(t, Optional.empty(), number(t));
        }
        return new MlxconfigQuery.Value(t, Optional.of(t), OptionalLong.empty());
    }

    private static OptionalLong number(String s) {
        try {
            return s.startsWith("0x") ? OptionalLong.of(Long.parseUnsignedLong(s.substring(2), 16))
                    : OptionalLong.of(Long.parseLong(s));
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }
}
