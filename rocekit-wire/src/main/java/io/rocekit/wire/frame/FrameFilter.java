package io.rocekit.wire.frame;

import io.rocekit.wire.Bytes;
import io.rocekit.wire.ib.Bth;
import io.rocekit.wire.ib.Opcode;
import io.rocekit.wire.ib.Transport;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A small filter language over decoded frames: space-separated {@code key=value} terms, all of
 * which must hold. Values are numbers (decimal or {@code 0x} hex), inclusive ranges {@code a-b}
 * (PSN ranges may wrap: {@code psn=0xfffff0-0x10}), names, or globs with {@code *}.
 *
 * <pre>
 *   qp=0x12 opcode=RC_RDMA_WRITE_ONLY psn=100-200
 *   opcode=RC_RDMA_WRITE_* dscp=26 pcp=3
 *   transport=CNP src=192.168.20.2
 *   icrc=bad
 * </pre>
 *
 * Keys: {@code qp} (alias {@code destQp}), {@code psn}, {@code opcode} (name, glob or number),
 * {@code transport}, {@code src}, {@code dst}, {@code ip} (either address), {@code dscp},
 * {@code ecn}, {@code pcp}, {@code vid}, {@code sport} (alias {@code srcPort}), {@code frame},
 * {@code ackReq}, {@code becn}, {@code icrc} ({@code ok}/{@code bad}/{@code na}), {@code error}
 * ({@code yes}/{@code no}). A frame without the header a term names does not match it.
 * Evaluating a compiled filter allocates nothing.
 */
public final class FrameFilter {
    /** Thrown for a filter that cannot be compiled; the message names the term and what was expected. */
    public static final class SyntaxException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        SyntaxException(String message) {
            super(message);
        }
    }

    private interface Term {
        boolean test(RoceFrame f, long frameNumber);
    }

    private static final FrameFilter ALL = new FrameFilter(new Term[0], false, "");

    private final Term[] terms;
    private final boolean needsIcrc;
    private final String text;

    private FrameFilter(Term[] terms, boolean needsIcrc, String text) {
        this.terms = terms;
        this.needsIcrc = needsIcrc;
        this.text = text;
    }

    /** The filter that lets everything through. */
    public static FrameFilter all() {
        return ALL;
    }

    /** Compiles an expression; an empty or blank one matches every frame. */
    public static FrameFilter parse(String expression) {
        String text = expression.trim();
        if (text.isEmpty()) {
            return ALL;
        }
        List<Term> terms = new ArrayList<>();
        boolean icrc = false;
        for (String raw : text.split("\\s+")) {
            int eq = raw.indexOf('=');
            if (eq <= 0 || eq == raw.length() - 1) {
                throw new SyntaxException("filter term '" + raw + "': expected key=value, e.g. qp=0x12 psn=100-200");
            }
            String key = raw.substring(0, eq).toLowerCase(Locale.ROOT);
            String value = raw.substring(eq + 1);
            if (key.equals("icrc")) {
                icrc = true;
            }
            terms.add(term(key, value, raw));
        }
        return new FrameFilter(terms.toArray(new Term[0]), icrc, text);
    }

    /** Whether the filter reads the ICRC verdict (so the ICRC must be verified before {@link #test}). */
    public boolean needsIcrc() {
        return needsIcrc;
    }

    public boolean matchesEverything() {
        return terms.length == 0;
    }

    /** Whether the decoded frame {@code f}, the {@code frameNumber}-th of its file, passes. */
    public boolean test(RoceFrame f, long frameNumber) {
        for (Term t : terms) {
            if (!t.test(f, frameNumber)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return text;
    }

    private static Term term(String key, String value, String raw) {
        switch (key) {
            case "qp", "destqp" -> {
                long[] r = range(value, raw, Bth.MASK_24);
                return (f, n) -> f.hasBth() && f.opcode() != null && in(f.bth().destQp(), r);
            }
            case "psn" -> {
                long[] r = range(value, raw, Bth.MASK_24);
                if (r[0] <= r[1]) {
                    return (f, n) -> f.hasBth() && f.opcode() != null && in(f.bth().psn(), r);
                }
                return (f, n) -> f.hasBth() && f.opcode() != null && (f.bth().psn() >= r[0] || f.bth().psn() <= r[1]);
            }
            case "opcode" -> {
                return opcodeTerm(value, raw);
            }
            case "transport" -> {
                Transport t;
                try {
                    t = Transport.valueOf(value.toUpperCase(Locale.ROOT));
                } catch (IllegalArgumentException e) {
                    throw new SyntaxException("filter term '" + raw + "': transport must be one of RC, UC, RD, UD, CNP, XRC");
                }
                return (f, n) -> f.opcode() != null && f.opcode().transport() == t;
            }
            case "src", "dst", "ip" -> {
                byte[] addr = address(value, raw);
                boolean src = !key.equals("dst");
                boolean dst = !key.equals("src");
                return (f, n) -> f.ipVersion() != 0 && (src && addressIs(f, true, addr) || dst && addressIs(f, false, addr));
            }
            case "dscp" -> {
                long[] r = range(value, raw, 63);
                return (f, n) -> f.ipVersion() != 0 && in(f.dscp(), r);
            }
            case "ecn" -> {
                long[] r = ecnRange(value, raw);
                return (f, n) -> f.ipVersion() != 0 && in(f.ecn(), r);
            }
            case "pcp" -> {
                long[] r = range(value, raw, 7);
                return (f, n) -> f.vlanCount() > 0 && in(f.vlan().pcp(), r);
            }
            case "vid", "vlan" -> {
                long[] r = range(value, raw, 4095);
                return (f, n) -> f.vlanCount() > 0 && in(f.vlan().vid(), r);
            }
            case "sport", "srcport" -> {
                long[] r = range(value, raw, 0xffff);
                return (f, n) -> f.hasUdp() && in(f.udp().sourcePort(), r);
            }
            case "frame" -> {
                long[] r = range(value, raw, Long.MAX_VALUE);
                return (f, n) -> in(n, r);
            }
            case "ackreq" -> {
                boolean want = bool(value, raw);
                return (f, n) -> f.isRoce() && f.bth().ackReq() == want;
            }
            case "becn" -> {
                boolean want = bool(value, raw);
                return (f, n) -> f.isRoce() && f.bth().becn() == want;
            }
            case "icrc" -> {
                IcrcVerdict want = switch (value.toLowerCase(Locale.ROOT)) {
                    case "ok", "valid", "good" -> IcrcVerdict.VALID;
                    case "bad", "invalid" -> IcrcVerdict.INVALID;
                    case "na", "n/a", "uncheckable" -> IcrcVerdict.UNCHECKABLE;
                    default -> throw new SyntaxException("filter term '" + raw + "': icrc must be ok, bad or na");
                };
                return (f, n) -> f.icrcVerdict() == want;
            }
            case "error" -> {
                boolean want = bool(value, raw);
                return (f, n) -> f.hasError() == want;
            }
            default -> throw new SyntaxException("filter term '" + raw + "': unknown key '" + key
                    + "'; keys: qp psn opcode transport src dst ip dscp ecn pcp vid sport frame ackReq becn icrc error");
        }
    }

    private static Term opcodeTerm(String value, String raw) {
        boolean[] allowed = new boolean[256];
        if (Character.isDigit(value.charAt(0))) {
            long[] r = range(value, raw, 255);
            for (long c = r[0]; c <= r[1]; c++) {
                allowed[(int) c] = true;
            }
        } else {
            String glob = value.toUpperCase(Locale.ROOT);
            boolean any = false;
            for (int c = 0; c < 256; c++) {
                if (globMatches(glob, Opcode.of(c).name())) {
                    allowed[c] = true;
                    any = true;
                }
            }
            if (!any) {
                throw new SyntaxException("filter term '" + raw + "': no opcode is named '" + value
                        + "' (names look like RC_RDMA_WRITE_ONLY, UD_SEND_ONLY, CNP; * is a wildcard)");
            }
        }
        return (f, n) -> f.opcode() != null && allowed[f.opcode().code()];
    }

    /**
     * Glob matching where {@code *} stands for any run of characters and every other character for
     * itself (no regular expression: {@code [} or {@code (} in a value are plain characters). The
     * classic two-pointer walk that backs up to the last star: time linear in the product of the
     * lengths at worst, no recursion.
     */
    static boolean globMatches(String glob, String text) {
        int g = 0;
        int t = 0;
        int star = -1;
        int mark = 0;
        while (t < text.length()) {
            if (g < glob.length() && glob.charAt(g) != '*' && glob.charAt(g) == text.charAt(t)) {
                g++;
                t++;
            } else if (g < glob.length() && glob.charAt(g) == '*') {
                star = g++;
                mark = t;
            } else if (star >= 0) {
                g = star + 1;
                t = ++mark;
            } else {
                return false;
            }
        }
        while (g < glob.length() && glob.charAt(g) == '*') {
            g++;
        }
        return g == glob.length();
    }

    private static boolean in(long v, long[] r) {
        return v >= r[0] && v <= r[1];
    }

    private static long number(String s, String raw, long max) {
        try {
            long v = s.startsWith("0x") || s.startsWith("0X") ? Long.parseLong(s.substring(2), 16) : Long.parseLong(s);
            if (v < 0 || v > max) {
                throw new SyntaxException("filter term '" + raw + "': " + s + " is out of range 0-" + max);
            }
            return v;
        } catch (NumberFormatException e) {
            throw new SyntaxException("filter term '" + raw + "': '" + s + "' is not a number (decimal or 0x hex)");
        }
    }

    private static long[] range(String value, String raw, long max) {
        int dash = value.indexOf('-', 1);
        if (dash < 0) {
            long v = number(value, raw, max);
            return new long[] {v, v};
        }
        long a = number(value.substring(0, dash), raw, max);
        long b = number(value.substring(dash + 1), raw, max);
        return new long[] {a, b};
    }

    private static long[] ecnRange(String value, String raw) {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "ce" -> new long[] {3, 3};
            case "ect0", "ect(0)" -> new long[] {2, 2};
            case "ect1", "ect(1)" -> new long[] {1, 1};
            case "notect", "not-ect" -> new long[] {0, 0};
            case "ect" -> new long[] {1, 3};
            default -> range(value, raw, 3);
        };
    }

    private static boolean bool(String value, String raw) {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "1", "yes", "true", "y" -> true;
            case "0", "no", "false", "n" -> false;
            default -> throw new SyntaxException("filter term '" + raw + "': expected yes or no");
        };
    }

    /** 4 bytes for IPv4, 16 for IPv6. */
    private static byte[] address(String value, String raw) {
        try {
            if (value.indexOf(':') < 0 && !value.matches("[0-9.]+")) {
                throw new SyntaxException("filter term '" + raw + "': '" + value + "' is not an IP address");
            }
            return java.net.InetAddress.getByName(value).getAddress();
        } catch (java.net.UnknownHostException e) {
            throw new SyntaxException("filter term '" + raw + "': '" + value + "' is not an IP address");
        }
    }

    private static boolean addressIs(RoceFrame f, boolean source, byte[] addr) {
        if (f.ipVersion() == 4) {
            if (addr.length != 4) {
                return false;
            }
            long a = source ? f.ipv4().source() : f.ipv4().destination();
            return a == Bytes.u32(addr, 0);
        }
        if (addr.length != 16) {
            return false;
        }
        int off = source ? f.ipv6().sourceOffset() : f.ipv6().destinationOffset();
        byte[] b = f.buffer();
        for (int i = 0; i < 16; i++) {
            if (b[off + i] != addr[i]) {
                return false;
            }
        }
        return true;
    }
}
