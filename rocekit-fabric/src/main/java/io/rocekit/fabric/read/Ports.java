package io.rocekit.fabric.read;

import java.util.Comparator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Port name helpers shared by the readers. */
public final class Ports {
    private static final Pattern PART = Pattern.compile("(\\d+)|(\\D+)");

    /** Natural order: {@code Ethernet4} before {@code Ethernet12}, {@code swp2} before {@code swp10}. */
    public static final Comparator<String> NATURAL = Ports::compareNatural;

    private Ports() {
    }

    private static int compareNatural(String a, String b) {
        Matcher ma = PART.matcher(a);
        Matcher mb = PART.matcher(b);
        while (ma.find() && mb.find()) {
            int c;
            if (ma.group(1) != null && mb.group(1) != null) {
                c = new java.math.BigInteger(ma.group(1)).compareTo(new java.math.BigInteger(mb.group(1)));
            } else {
                c = ma.group().compareTo(mb.group());
            }
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.length(), b.length()) != 0 ? Integer.compare(a.length(), b.length()) : a.compareTo(b);
    }
}
