package io.rocekit.host.parse.nvsmitopo;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A row's tokens with connection cells a paste glued together taken apart: the terminal copy that
 * turns a header's {@code NIC11\tNIC12} into {@code NIC11NIC12} (see {@link HeaderTokens}) does the
 * same to the cells under them, leaving {@code SYSSYS} (SGLang issue #8120, an 8x B200 node with 16
 * NICs). Each connection type starts with a letter and none is a prefix of another, so such a token
 * splits without guessing; any other token is kept as it is.
 */
final class RowTokens {
    private static final String CELL = "(?:X|NV\\d+|PIX|PXB|PHB|NODE|SYS|SOC)";
    private static final Pattern GLUED_CELLS = Pattern.compile(CELL + "{2,}");
    private static final Pattern ONE_CELL = Pattern.compile(CELL);

    private RowTokens() {
    }

    /** {@code tok} with each glued run of connection cells replaced by its cells, in order. */
    static String[] split(String[] tok) {
        List<String> out = new ArrayList<>();
        for (String t : tok) {
            if (t.length() <= 64 && GLUED_CELLS.matcher(t).matches()) {
                Matcher m = ONE_CELL.matcher(t);
                while (m.find()) {
                    out.add(m.group());
                }
            } else {
                out.add(t);
            }
        }
        return out.toArray(String[]::new);
    }
}
