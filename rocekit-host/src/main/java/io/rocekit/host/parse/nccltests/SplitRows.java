package io.rocekit.host.parse.nccltests;

import io.rocekit.core.finding.Evidence;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rejoins an nccl-tests row that NCCL's own log cut in two. nccl-tests prints a row's size, count,
 * type, operator and root before it runs the collective; when NCCL logs while it runs (a connection
 * made on first use, an NVLS buffer), its line starts right after the root, and the row's timings
 * follow on a later line: {@code 524288  131072  float  sum  -1 host:1:2 [0] NCCL INFO NVLS comm ...},
 * NCCL lines, then {@code 366.5  1.43  2.74  0  340.8  1.54  2.95  0} (NVIDIA/nccl#1453). The row is
 * read as one, at the line where it began; the NCCL text glued to it is passed over.
 */
final class SplitRows {
    /** An NCCL line prefix inside a line, after a blank: {@code host:pid:tid [dev] [file:line ]NCCL INFO}. */
    private static final Pattern EMBEDDED_NCCL = Pattern.compile(
            "\\s\\S+:\\d+:\\d+ \\[[^\\]\\s]*] (?:\\S+ )?NCCL (?:INFO|WARN|TRACE|ABORT)\\b");
    /**
     * The most a row start waits for its end: an nccl-tests row is about 150 characters. A text of row starts each cut
     * by an NCCL line, none ever ended, once grew one fragment by every line and searched it whole again (10,000 such
     * lines: 57 s); past this a waiting fragment is read as it is, a row cut short.
     */
    static final int MAX_ROW_CHARS = 1024;
    private Evidence fragment;

    /** The lines to read for this one: none while the start of a row waits for its end. */
    List<Evidence> accept(Evidence line, boolean ncclLine) {
        if (ncclLine) {
            return List.of(line);
        }
        List<Evidence> out = new ArrayList<>(2);
        Evidence l = line;
        int from = 0; // the waiting fragment holds no NCCL line: only what this line adds is searched
        if (fragment != null) {
            if (fragment.text().length() + line.text().length() < MAX_ROW_CHARS) {
                from = fragment.text().length();
                l = new Evidence(fragment.file(), fragment.line(), fragment.text() + " " + line.text());
            } else {
                out.add(fragment);
            }
            fragment = null;
        }
        if (!l.text().isEmpty() && Character.isDigit(l.text().charAt(0))) {
            Matcher m = EMBEDDED_NCCL.matcher(l.text()).region(from, l.text().length());
            if (m.find()) {
                fragment = new Evidence(l.file(), l.line(), l.text().substring(0, m.start()).strip());
                return out;
            }
        }
        out.add(l);
        return out;
    }

    /** A row start the text ended after, if any: read as it is (a row cut at the end). */
    List<Evidence> flush() {
        Evidence f = fragment;
        fragment = null;
        return f == null ? List.of() : List.of(f);
    }
}
