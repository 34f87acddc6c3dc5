package io.rocekit.host.parse.showgids;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.text.Values;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Pattern;

/**
 * Parses {@code show_gids}: a {@code DEV PORT INDEX GID IPv4 VER DEV} header, a dashed line, rows
 * split on TABs (or runs of spaces after a paste) with the IPv4 cell possibly empty, and the
 * {@code n_gids_found=N} trailer, which must match the rows shown.
 */
public final class ShowGidsParser implements ArtifactParser<GidTable> {
    private static final Pattern GID = Pattern.compile("[0-9a-fA-F]{0,4}(?::[0-9a-fA-F]{0,4}){2,7}(?:\\d+\\.\\d+\\.\\d+\\.\\d+)?");
    private static final Pattern IPV4 = Pattern.compile("\\d+\\.\\d+\\.\\d+\\.\\d+");

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.SHOW_GIDS;
    }

    @Override
    public GidTable parse(TextSource src) throws ParseException {
        List<GidTable.Entry> rows = new ArrayList<>();
        OptionalInt reported = OptionalInt.empty();
        SourceLine trailer = null;
        for (int i = 0; i < src.lines().size(); i++) {
            String raw = src.lines().get(i);
            String text = raw.strip();
            if (text.isEmpty() || text.startsWith("DEV") || text.startsWith("---")) {
                continue;
            }
            SourceLine line = SourceLine.of(src, i);
            if (text.startsWith("n_gids_found=")) {
                reported = OptionalInt.of(Values.integer(src, line, text.substring(13), "a GID count"));
                trailer = line;
                continue;
            }
            String[] t = text.split("\\s+");
            if (t.length < 5 || !GID.matcher(t[3]).matches()) {
                throw new ParseException(src.file(), line.number(), "a row 'DEV PORT INDEX GID [IPv4] VER NETDEV'", raw);
            }
            int k = 4;
            Optional<String> ipv4 = Optional.empty();
            if (IPV4.matcher(t[k]).matches()) {
                ipv4 = Optional.of(t[k]);
                k++;
            }
            if (k >= t.length || !t[k].matches("v[12]")) {
                throw new ParseException(src.file(), line.number(), "a RoCE version v1 or v2 after the GID", raw);
            }
            int version = t[k].charAt(1) - '0';
            Optional<String> netdev = k + 1 < t.length ? Optional.of(t[k + 1]) : Optional.empty();
            rows.add(new GidTable.Entry(t[0], Values.integer(src, line, t[1], "a port number"),
                    Values.integer(src, line, t[2], "a GID index"), t[3], ipv4, version, netdev, line));
        }
        if (reported.isPresent() && reported.getAsInt() != rows.size()) {
            throw new ParseException(src.file(), trailer.number(),
                    reported.getAsInt() + " GID rows as n_gids_found says (the output was cut short?)",
                    rows.size() + " rows");
        }
        return new GidTable(rows, reported);
    }
}
