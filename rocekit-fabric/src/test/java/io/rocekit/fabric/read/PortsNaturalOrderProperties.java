package io.rocekit.fabric.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The hand-written natural order is the order the regex-and-BigInteger version it replaced gave. */
class PortsNaturalOrderProperties {
    private static final Pattern PART = Pattern.compile("(\\d+)|(\\D+)");

    /** The earlier implementation, kept as the reference. */
    private static int reference(String a, String b) {
        Matcher ma = PART.matcher(a);
        Matcher mb = PART.matcher(b);
        while (ma.find() && mb.find()) {
            int c;
            if (ma.group(1) != null && mb.group(1) != null) {
                c = new BigInteger(ma.group(1)).compareTo(new BigInteger(mb.group(1)));
            } else {
                c = ma.group().compareTo(mb.group());
            }
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.length(), b.length()) != 0 ? Integer.compare(a.length(), b.length()) : a.compareTo(b);
    }

    @Provide
    Arbitrary<String> portNames() {
        Arbitrary<String> word = Arbitraries.of("Ethernet", "swp", "et-0/0/", "Eth1/", "s", "/", ".", ":", "-");
        Arbitrary<String> number = Arbitraries.strings().withChars("0123456789").ofMinLength(1).ofMaxLength(25);
        return Arbitraries.oneOf(word, number).list().ofMinSize(0).ofMaxSize(6).map(l -> String.join("", l));
    }

    @Property(tries = 3000)
    void sameSignAsTheReference(@ForAll("portNames") String a, @ForAll("portNames") String b) {
        assertThat(Integer.signum(Ports.compareNatural(a, b))).as("%s vs %s", a, b)
                .isEqualTo(Integer.signum(reference(a, b)));
    }

    @Test
    void sortsPortsAsPeopleCountThem() {
        List<String> ports = new ArrayList<>(List.of("Ethernet12", "Ethernet4", "Ethernet0", "swp10", "swp2", "Ethernet004"));
        ports.sort(Ports.NATURAL);
        assertThat(ports).containsExactly("Ethernet0", "Ethernet4", "Ethernet004", "Ethernet12", "swp2", "swp10");
    }
}
