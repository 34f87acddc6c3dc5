package io.rocekit.core.unit;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The unit of a typed value, with the text a user may type for it. Every value is held as a
 * {@code double} in the unit's base ({@link #base()}): bytes, bits per second, nanoseconds, a
 * fraction (for {@link #RATIO}), percentage points (for {@link #PERCENT}), a count, events per second.
 *
 * <p>Prefixes: {@code K M G T} are decimal (10^3..10^12); {@code Ki Mi Gi Ti} are binary
 * (2^10..2^40), as IEC 80000-13 has it. So {@code 150KB} is 150,000 bytes and {@code 1MiB} is
 * 1,048,576 bytes; link rates ({@code 400G}, {@code 400Gb/s}) are always decimal.
 * {@link #format(double)} writes text that {@link #parse(String)} reads back to the same value.
 *
 * <p>Suffixes are matched as written above ({@link Letters#EXACT}); {@link #read(String, Letters)}
 * with {@link Letters#ANY} also takes them in any letter case ({@code 100GBPS}, {@code 1kib},
 * {@code 10US}), as ns-3 topologies and hand-written scenarios have them; in that form {@code B}
 * and {@code b} are not told apart, so a rate of {@code 100GBps} is 100 Gb/s.
 */
public enum Unit {
    /** Bytes: {@code 4096}, {@code 4KiB}, {@code 150KB}, {@code 1.5 MB}, {@code 9000B}. */
    BYTES("bytes", "B"),
    /** Bits per second: {@code 400G}, {@code 400Gb/s}, {@code 400Gbps}, {@code 25 Gbit/s}, {@code 1e9}. */
    BITS_PER_SECOND("bits per second", "b/s"),
    /** Percentage points: {@code 85%} and {@code 85} are both 85. */
    PERCENT("percent", "%"),
    /** Nanoseconds: {@code 500ns}, {@code 10us}, {@code 1.5ms}, {@code 2s}; a bare number is nanoseconds. */
    NANOSECONDS("nanoseconds", "ns"),
    /** A count: {@code 100}, {@code 1e6}, {@code 10k}, {@code 2M}. */
    COUNT("count", ""),
    /** Events per second: {@code 1e6}, {@code 100k}, {@code 100k/s}. */
    PER_SECOND("per second", "/s"),
    /** A fraction: {@code 0.85} and {@code 85%} are both 0.85; formatted as a percentage. */
    RATIO("ratio", ""),
    /** A plain number with no unit and no prefixes: a DSCP value, a multiplying factor. */
    NUMBER("number", ""),
    /**
     * A set of 802.1p priorities (0-7): {@code 3}, {@code 3,4}, {@code 0-7}; held as a bit mask
     * (bit N for priority N), so that it fits a threshold's value; {@link #priorities} lists it.
     */
    PRIORITIES("priorities", ""),
    /**
     * Picoseconds, the simulator's clock: {@code 500ps}, {@code 1.5ns}, {@code 10us},
     * {@code 2.5ms}, {@code 1s}; a bare number is picoseconds.
     */
    PICOSECONDS("picoseconds", "ps");

    /** How the letters of a suffix are matched. */
    public enum Letters {
        /** As the unit writes them: {@code K}/{@code k}, {@code M}, {@code Gi}, {@code B}, {@code b/s}, {@code us}. */
        EXACT,
        /** In any letter case (files written by other tools and by hand). */
        ANY
    }

    /**
     * A value read from text.
     *
     * @param value  the value in the unit's base; infinite when the number is finite but it and its
     *               prefix together are beyond a double ({@code 1e300s} in picoseconds), so that a
     *               caller with its own limit can say the value is beyond it
     * @param suffix the suffix as written; empty for a bare number (which a file format may refuse:
     *               a topology's {@code 100} is not a rate)
     */
    public record Reading(double value, String suffix) {
        /** True when the text was a number with no suffix. */
        public boolean bare() {
            return suffix.isEmpty();
        }
    }

    private static final Pattern PRIORITY_LIST = Pattern.compile("\\s*[0-7](\\s*-\\s*[0-7])?(\\s*,\\s*[0-7](\\s*-\\s*[0-7])?)*\\s*");

    private static final Pattern NUMBER_AND_SUFFIX =
            Pattern.compile("\\s*([+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?)\\s*(\\S*)\\s*");
    private static final Map<String, Double> DECIMAL = Map.of("", 1.0, "k", 1e3, "K", 1e3, "M", 1e6, "G", 1e9,
            "T", 1e12);
    private static final Map<String, Double> BINARY = Map.of("Ki", 1024.0, "Mi", 1024.0 * 1024, "Gi",
            1024.0 * 1024 * 1024, "Ti", 1024.0 * 1024 * 1024 * 1024);
    private static final Map<String, Double> DECIMAL_ANY_CASE = Map.of("", 1.0, "k", 1e3, "m", 1e6, "g", 1e9,
            "t", 1e12);
    private static final Map<String, Double> BINARY_ANY_CASE = Map.of("ki", 1024.0, "mi", 1024.0 * 1024, "gi",
            1024.0 * 1024 * 1024, "ti", 1024.0 * 1024 * 1024 * 1024);
    private static final Map<String, Double> TIME = Map.of("ns", 1.0, "us", 1e3, "\u00b5s", 1e3, "ms", 1e6,
            "s", 1e9);
    private static final Map<String, Double> TIME_PS = Map.of("ps", 1.0, "ns", 1e3, "us", 1e6, "\u00b5s", 1e6,
            "ms", 1e9, "s", 1e12);

    private final String description;
    private final String symbol;

    Unit(String description, String symbol) {
        this.description = description;
        this.symbol = symbol;
    }

    /** What the base unit is, in words ({@code bytes}, {@code nanoseconds}, {@code ratio}). */
    public String description() {
        return description;
    }

    /** The symbol of the base unit ({@code B}, {@code ns}, {@code %}), empty for counts and ratios. */
    public String symbol() {
        return symbol;
    }

    /** Examples of text {@link #parse} accepts, for help texts and error messages. */
    public String examples() {
        return switch (this) {
            case BYTES -> "4096, 4KiB, 150KB, 1.5MB";
            case BITS_PER_SECOND -> "400G, 400Gb/s, 25Gbps, 1e9";
            case PERCENT -> "85%, 85";
            case NANOSECONDS -> "500ns, 10us, 1.5ms, 2s";
            case COUNT -> "100, 10k, 1e6";
            case PER_SECOND -> "1e6, 100k, 100k/s";
            case RATIO -> "0.85, 85%";
            case NUMBER -> "3, 2.5";
            case PRIORITIES -> "3, 3,4, 0-7";
            case PICOSECONDS -> "500ps, 1.5ns, 10us, 2.5ms";
        };
    }

    /**
     * The value of {@code text} in this unit's base.
     *
     * @throws IllegalArgumentException naming the text, the unit and examples of what it accepts,
     *                                  when the text is not a finite number with a suffix of this unit
     */
    public double parse(String text) {
        if (this == PRIORITIES) {
            return priorityMask(text);
        }
        double v = read(text, Letters.EXACT).value();
        if (!Double.isFinite(v)) {
            throw invalid(text, "not a finite number");
        }
        return v;
    }

    /**
     * The value of {@code text} with the suffix it was written with, its suffix matched as
     * {@code letters} says. Not for {@link #PRIORITIES}, which has no suffix.
     *
     * @throws IllegalArgumentException as {@link #parse(String)}
     */
    public Reading read(String text, Letters letters) {
        if (this == PRIORITIES) {
            throw new IllegalArgumentException("priorities have no suffix: use parse");
        }
        Matcher m = NUMBER_AND_SUFFIX.matcher(text);
        if (!m.matches()) {
            throw invalid(text, "not a number");
        }
        BigDecimal number = new BigDecimal(m.group(1));
        String suffix = m.group(2);
        Double factor = letters == Letters.ANY ? factorAnyCase(suffix.toLowerCase(Locale.ROOT)) : factor(suffix);
        if (factor == null) {
            throw invalid(text, "unknown suffix '" + suffix + "'");
        }
        if (!Double.isFinite(number.doubleValue())) {
            throw invalid(text, "not a finite number");
        }
        // in decimal arithmetic, so that 512.002KB is exactly 512002 and 85% is exactly 0.85
        double v = this == RATIO && suffix.equals("%") ? number.movePointLeft(2).doubleValue()
                : number.multiply(new BigDecimal(factor)).doubleValue();
        return new Reading(v, suffix);
    }

    private Double factor(String suffix) {
        switch (this) {
            case BYTES: {
                String s = strip(suffix, "B", "bytes", "byte");
                return prefix(s, true);
            }
            case BITS_PER_SECOND: {
                String s = strip(suffix, "bit/s", "bits/s", "b/s", "bps");
                return prefix(s, false);
            }
            case PERCENT:
                return suffix.isEmpty() || suffix.equals("%") ? Double.valueOf(1) : null;
            case NUMBER:
            case PRIORITIES:
                return suffix.isEmpty() ? Double.valueOf(1) : null;
            case RATIO:
                return suffix.isEmpty() || suffix.equals("%") ? Double.valueOf(1) : null;
            case NANOSECONDS:
                return suffix.isEmpty() ? Double.valueOf(1) : TIME.get(suffix);
            case PICOSECONDS:
                return suffix.isEmpty() ? Double.valueOf(1) : TIME_PS.get(suffix);
            case COUNT:
                return prefix(suffix, false);
            case PER_SECOND: {
                String s = strip(suffix, "/s");
                return prefix(s, false);
            }
            default:
                throw new AssertionError(this);
        }
    }

    /** {@link #factor} for a suffix in lower case: the same suffixes, their letters in any case. */
    private Double factorAnyCase(String lower) {
        return switch (this) {
            case BYTES -> prefixAnyCase(strip(lower, "b", "bytes", "byte"), true);
            case BITS_PER_SECOND -> prefixAnyCase(strip(lower, "bit/s", "bits/s", "b/s", "bps"), false);
            case COUNT -> prefixAnyCase(lower, false);
            case PER_SECOND -> prefixAnyCase(strip(lower, "/s"), false);
            default -> factor(lower); // percent, ratio, number: no letters; times: already lower case
        };
    }

    private static Double prefixAnyCase(String p, boolean binaryAllowed) {
        Double d = DECIMAL_ANY_CASE.get(p);
        return d != null || !binaryAllowed ? d : BINARY_ANY_CASE.get(p);
    }

    private static String strip(String suffix, String... endings) {
        for (String e : endings) {
            if (suffix.endsWith(e)) {
                return suffix.substring(0, suffix.length() - e.length());
            }
        }
        return suffix;
    }

    private static Double prefix(String p, boolean binaryAllowed) {
        Double d = DECIMAL.get(p);
        if (d != null) {
            return d;
        }
        return binaryAllowed ? BINARY.get(p) : null;
    }

    private IllegalArgumentException invalid(String text, String why) {
        return new IllegalArgumentException("'" + text + "' is not a value in " + description + " (" + why
                + "); examples: " + examples());
    }

    /**
     * {@code value} (in this unit's base) as text that {@link #parse} reads back to the same
     * value: {@code 4KiB}, {@code 400Gb/s}, {@code 90%}, {@code 10us}, {@code 100}.
     */
    public String format(double value) {
        return switch (this) {
            case BYTES -> bytes(value);
            case BITS_PER_SECOND -> decimal(value, "b/s");
            case PERCENT -> number(value) + "%";
            case NANOSECONDS -> duration(value);
            case COUNT -> number(value);
            case PER_SECOND -> decimal(value, "/s");
            case RATIO -> new BigDecimal(Double.toString(value)).movePointRight(2).stripTrailingZeros()
                    .toPlainString() + "%";
            case NUMBER -> number(value);
            case PRIORITIES -> prioritiesText(priorities(value));
            case PICOSECONDS -> scaled(value, new String[] {"s", "ms", "us", "ns"}, new int[] {12, 9, 6, 3}, "ps", "");
        };
    }

    private double priorityMask(String text) {
        if (!PRIORITY_LIST.matcher(text).matches()) {
            throw invalid(text, "not a list of priorities 0-7");
        }
        int mask = 0;
        for (String part : text.split(",")) {
            String[] ends = part.split("-");
            int from = Integer.parseInt(ends[0].strip());
            int to = Integer.parseInt(ends[ends.length - 1].strip());
            if (from > to) {
                throw invalid(text, "range " + part.strip() + " runs backwards");
            }
            for (int p = from; p <= to; p++) {
                mask |= 1 << p;
            }
        }
        return mask;
    }

    /** {@code 0-7}, {@code 3,4}, {@code 0-2,6}: runs of three or more as ranges. */
    private static String prioritiesText(java.util.List<Integer> ps) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ps.size(); i++) {
            int j = i;
            while (j + 1 < ps.size() && ps.get(j + 1) == ps.get(j) + 1) {
                j++;
            }
            if (sb.length() > 0) {
                sb.append(',');
            }
            if (j - i >= 2) {
                sb.append(ps.get(i)).append('-').append(ps.get(j));
                i = j;
            } else {
                sb.append(ps.get(i));
            }
        }
        return sb.toString();
    }

    /** The priorities of a {@link #PRIORITIES} value, ascending ({@code 24.0} is {@code [3, 4]}). */
    public static java.util.List<Integer> priorities(double mask) {
        long m = Math.round(mask);
        java.util.List<Integer> out = new java.util.ArrayList<>();
        for (int p = 0; p < 8; p++) {
            if ((m & (1L << p)) != 0) {
                out.add(p);
            }
        }
        return out;
    }

    private static String bytes(double v) {
        String[] binary = {"TiB", "GiB", "MiB", "KiB"};
        double[] bf = {1024.0 * 1024 * 1024 * 1024, 1024.0 * 1024 * 1024, 1024.0 * 1024, 1024};
        for (int i = 0; i < binary.length; i++) {
            if (v != 0 && Math.abs(v) >= bf[i] && v % bf[i] == 0) {
                return number(v / bf[i]) + binary[i];
            }
        }
        return decimal(v, "B");
    }

    private static String decimal(double v, String symbol) {
        return scaled(v, new String[] {"T", "G", "M", "K"}, new int[] {12, 9, 6, 3}, "", symbol);
    }

    private static String duration(double ns) {
        return scaled(ns, new String[] {"s", "ms", "us"}, new int[] {9, 6, 3}, "ns", "");
    }

    /** The largest prefix under which {@code v} still prints in at most three decimals. */
    private static String scaled(double v, String[] prefixes, int[] powers, String none, String symbol) {
        BigDecimal exact = new BigDecimal(Double.toString(v));
        for (int i = 0; i < prefixes.length; i++) {
            BigDecimal s = exact.movePointLeft(powers[i]).stripTrailingZeros();
            if (Math.abs(v) >= Math.pow(10, powers[i]) && s.scale() <= 3) {
                return plain(s) + prefixes[i] + symbol;
            }
        }
        return number(v) + (none.isEmpty() ? symbol : none);
    }

    private static String plain(BigDecimal d) {
        return d.scale() < 0 ? d.setScale(0).toPlainString() : d.toPlainString();
    }

    /** The shortest text of {@code v} that parses back to it ({@code 4096}, {@code 0.5}, {@code 1e+20}). */
    static String number(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return new BigDecimal(Double.toString(v)).stripTrailingZeros().toString().toLowerCase(Locale.ROOT);
    }
}
