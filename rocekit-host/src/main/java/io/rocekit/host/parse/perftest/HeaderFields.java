package io.rocekit.host.parse.perftest;

import java.util.AbstractMap.SimpleEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits a perftest header line into its {@code key : value} pairs. perftest prints one or two
 * pairs per line, padded with spaces or TABs ({@code " Dual-port       : OFF\t\tDevice : mlx5_0"},
 * {@code " PCIe relax order: ON           Lock-free      : OFF"}); keys and values may contain
 * single spaces ({@code Link type : Ethernet}).
 */
final class HeaderFields {
    /** Keys perftest prints in its header block (any version seen); used to start a run without a title. */
    static final Set<String> KNOWN_KEYS = Set.of(
            "dual-port", "device", "number of qps", "transport type", "connection type", "using srq",
            "pcie relax order", "ibv_wr* api", "tx depth", "rx depth", "post list", "recv post list",
            "cq moderation", "mtu", "link type", "gid index", "gid index2", "max inline data", "outstand reads",
            "rdma_cm qps", "data ex. method", "lock-free", "using ddp", "cqe poll batch", "use rocm memory",
            "buffer size", "tos", "dcs num streams", "use cuda memory");

    private static final Pattern GAP = Pattern.compile("\\t+|\\s{2,}");

    private HeaderFields() {
    }

    /** The pairs of a line, or an empty list when it is not a header line. */
    static List<Map.Entry<String, String>> split(String line) {
        String t = line.strip();
        List<Integer> colons = new ArrayList<>();
        for (int i = 0; i < t.length(); i++) {
            if (t.charAt(i) == ':' && (i + 1 == t.length() || Character.isWhitespace(t.charAt(i + 1)))) {
                colons.add(i);
            }
        }
        if (colons.isEmpty()) {
            return List.of();
        }
        List<Map.Entry<String, String>> out = new ArrayList<>();
        String key = t.substring(0, colons.get(0)).strip();
        for (int j = 0; j < colons.size(); j++) {
            int from = colons.get(j) + 1;
            int to = j + 1 < colons.size() ? colons.get(j + 1) : t.length();
            String middle = t.substring(from, to).strip();
            String value;
            String nextKey = null;
            if (j + 1 < colons.size()) {
                int cut = lastGap(middle);
                if (cut < 0) {
                    int sp = knownKeyAtEnd(middle);
                    if (sp < 0) {
                        return List.of();
                    }
                    value = middle.substring(0, sp).strip();
                    nextKey = middle.substring(sp + 1).strip();
                } else {
                    value = middle.substring(0, cut).strip();
                    nextKey = middle.substring(cut).strip();
                }
            } else {
                value = middle;
            }
            if (!validKey(key)) {
                return List.of();
            }
            out.add(new SimpleEntry<>(key, value));
            key = nextKey;
        }
        return out;
    }

    /**
     * Where the next key starts in {@code "RC Using SRQ"} when the padding between the pairs was
     * collapsed to one blank (a paste rendered as Markdown or HTML): before a key perftest prints
     * ({@code Using SRQ}), else before the last word.
     */
    private static int knownKeyAtEnd(String middle) {
        String lower = middle.toLowerCase(java.util.Locale.ROOT);
        int best = -1;
        for (String k : KNOWN_KEYS) {
            if (lower.endsWith(" " + k) && (best < 0 || lower.length() - k.length() - 1 < best)) {
                best = lower.length() - k.length() - 1;
            }
        }
        return best >= 0 ? best : middle.lastIndexOf(' ');
    }

    private static int lastGap(String s) {
        Matcher m = GAP.matcher(s);
        int at = -1;
        while (m.find()) {
            at = m.start();
        }
        return at;
    }

    private static boolean validKey(String key) {
        return !key.isEmpty() && key.length() <= 40 && Character.isLetter(key.charAt(0));
    }
}
