package io.rocekit.fabric.read;

import java.util.Comparator;

/** Port name helpers shared by the readers. */
public final class Ports {
    /** Natural order: {@code Ethernet4} before {@code Ethernet12}, {@code swp2} before {@code swp10}. */
    public static final Comparator<String> NATURAL = Ports::compareNatural;

    private Ports() {
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
