package io.rocekit.host.parse.nvsmitopo;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The header's tokens with device names a paste glued together taken apart. nvidia-smi separates
 * header columns with one TAB; a terminal copy of a wide matrix (B200 nodes with 12 and more NICs,
 * as vLLM's and SGLang's environment reports embed it) sometimes loses a TAB at the wrap, leaving
 * {@code NIC11NIC12} or {@code NIC11CPU Affinity}. A device name is {@code GPU} or {@code NIC} and a
 * number, so such a token splits without guessing.
 */
final class HeaderTokens {
    private static final Pattern GLUED_NAMES = Pattern.compile("(?:(?:GPU|NIC)\\d+){2,}");
    private static final Pattern NAME = Pattern.compile("(?:GPU|NIC)\\d+");
    private static final Pattern NAME_THEN_TITLE = Pattern.compile("((?:GPU|NIC)\\d+)(CPU|NUMA)");

    private HeaderTokens() {
    }

    /** {@code tok} with each glued token replaced by its parts, in order. */
    static String[] split(String[] tok) {
        List<String> out = new ArrayList<>();
        for (int t = 0; t < tok.length; t++) {
            String next = t + 1 < tok.length ? tok[t + 1] : "";
            Matcher title = NAME_THEN_TITLE.matcher(tok[t]);
            if (GLUED_NAMES.matcher(tok[t]).matches()) {
                Matcher m = NAME.matcher(tok[t]);
                while (m.find()) {
                    out.add(m.group());
                }
            } else if (title.matches() && next.equals("Affinity")) {
                out.add(title.group(1));
                out.add(title.group(2));
            } else {
                out.add(tok[t]);
            }
        }
        return out.toArray(String[]::new);
    }
}
