package io.rocekit.fabric.read;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Port name helpers shared by the readers. */
public final class Ports {
    /** Natural order: {@code Ethernet4} before {@code Ethernet12}, {@code swp2} before {@code swp10}. */
    public static final Comparator<String> NATURAL = Ports::compareNatural;

    private Ports() {
    }

    /** The most ports one range may name: more than any switch has, few enough to list; more is a typo, refused. */
    static final int MAX_RANGE_PORTS = 1024;
    /** {@code swp1-4}, {@code Ethernet1/1/1-2}: a name, then the first and the last number of its last part. */
    private static final Pattern RANGE = Pattern.compile("([A-Za-z_].*?)(\\d+)-(\\d+)");

    /**
     * The numbers {@code first}..{@code last} of one range as written ({@code found}), refused with
     * the line when descending or longer than {@value #MAX_RANGE_PORTS}: the one check every reader's
     * ranges go through (NVUE, NX-OS, Comware, traffic.conf).
     *
     * @param what    {@code interface} or {@code port}, as the format names them
     * @param example a range in the format's own spelling, for the message
     */
    static int[] numbers(String first, String last, String file, int line, String what, String example, String found)
            throws ConfigSyntaxException {
        int from = Numbers.integer(first).orElse(-1);
        int to = Numbers.integer(last).orElse(-1);
        if (from < 0 || to < from || to - from >= MAX_RANGE_PORTS) {
            throw new ConfigSyntaxException(file, line, "expected an ascending " + what + " range of at most " + MAX_RANGE_PORTS
                    + " ports" + (example.isEmpty() ? "" : " (" + example + ")") + ", found '" + ConfigNumbers.shown(found) + "'");
        }
        return java.util.stream.IntStream.rangeClosed(from, to).toArray();
    }

    /**
     * The interfaces a range names: {@code swp1-4,swp8} as NVUE writes them, {@code Ethernet1/1/1 - 2}
     * and {@code Ethernet1/1-4, Ethernet1/7} as NX-OS takes them; a name without a range as it is. A
     * range of more than {@value #MAX_RANGE_PORTS} ports, or a descending one, is refused with the line.
     *
     * @param example a range in the format's own spelling, for the message
     */
    static List<String> expand(String spec, String file, int line, String example) throws ConfigSyntaxException {
        List<String> out = new ArrayList<>();
        for (String part : spec.replaceAll("\\s*-\\s*", "-").split("\\s*,\\s*")) {
            Matcher m = RANGE.matcher(part.strip());
            if (!m.matches()) {
                out.add(part.strip());
                continue;
            }
            for (int i : numbers(m.group(2), m.group(3), file, line, "interface", example, part)) {
                out.add(m.group(1) + i);
            }
        }
        return out;
    }

    /**
     * Compares run by run (a run is all digits or no digits): two digit runs by value, anything else
     * as text; then the shorter name first. Hand-written rather than a regex and BigInteger per call:
     * the readers sort every port name with it, 64 ports and more per switch, on every node of a fleet.
     */
    static int compareNatural(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int ei = runEnd(a, i);
            int ej = runEnd(b, j);
            int c;
            if (isDigit(a.charAt(i)) && isDigit(b.charAt(j))) {
                c = compareDigits(a, i, ei, b, j, ej);
            } else {
                c = a.substring(i, ei).compareTo(b.substring(j, ej));
            }
            if (c != 0) {
                return c;
            }
            i = ei;
            j = ej;
        }
        return Integer.compare(a.length(), b.length()) != 0 ? Integer.compare(a.length(), b.length()) : a.compareTo(b);
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** The end of the run starting at {@code from}: digits, or non-digits. */
    private static int runEnd(String s, int from) {
        boolean digits = isDigit(s.charAt(from));
        int k = from + 1;
        while (k < s.length() && isDigit(s.charAt(k)) == digits) {
            k++;
        }
        return k;
    }

    /** Two runs of ASCII digits by value, of any length (leading zeros ignored). */
    private static int compareDigits(String a, int i, int ei, String b, int j, int ej) {
        while (i < ei - 1 && a.charAt(i) == '0') {
            i++;
        }
        while (j < ej - 1 && b.charAt(j) == '0') {
            j++;
        }
        if (ei - i != ej - j) {
            return Integer.compare(ei - i, ej - j);
        }
        for (; i < ei; i++, j++) {
            int c = Character.compare(a.charAt(i), b.charAt(j));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }
}
