package io.rocekit.core.unit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

class UnitTest {
    @Test
    void bytesTakeDecimalAndBinaryPrefixes() {
        assertThat(Unit.BYTES.parse("4096")).isEqualTo(4096);
        assertThat(Unit.BYTES.parse("150KB")).isEqualTo(150_000);
        assertThat(Unit.BYTES.parse("1.5MB")).isEqualTo(1_500_000);
        assertThat(Unit.BYTES.parse("1MiB")).isEqualTo(1_048_576);
        assertThat(Unit.BYTES.parse("4 KiB")).isEqualTo(4096);
        assertThat(Unit.BYTES.parse("9000B")).isEqualTo(9000);
        assertThat(Unit.BYTES.format(4096)).isEqualTo("4KiB");
        assertThat(Unit.BYTES.format(1_500_000)).isEqualTo("1.5MB");
        assertThat(Unit.BYTES.format(1000)).isEqualTo("1KB");
        assertThat(Unit.BYTES.format(9000)).isEqualTo("9KB");
        assertThat(Unit.BYTES.format(1234)).isEqualTo("1.234KB");
        assertThat(Unit.BYTES.format(100)).isEqualTo("100B");
    }

    @Test
    void ratesAreDecimal() {
        assertThat(Unit.BITS_PER_SECOND.parse("400G")).isEqualTo(400e9);
        assertThat(Unit.BITS_PER_SECOND.parse("400Gb/s")).isEqualTo(400e9);
        assertThat(Unit.BITS_PER_SECOND.parse("25Gbps")).isEqualTo(25e9);
        assertThat(Unit.BITS_PER_SECOND.parse("25 Gbit/s")).isEqualTo(25e9);
        assertThat(Unit.BITS_PER_SECOND.parse("1e9")).isEqualTo(1e9);
        assertThat(Unit.BITS_PER_SECOND.format(400e9)).isEqualTo("400Gb/s");
        assertThatThrownBy(() -> Unit.BITS_PER_SECOND.parse("400GiB")).hasMessageContaining("unknown suffix 'GiB'");
    }

    @Test
    void ratiosTakePercentages() {
        assertThat(Unit.RATIO.parse("85%")).isEqualTo(0.85);
        assertThat(Unit.RATIO.parse("0.85")).isEqualTo(0.85);
        assertThat(Unit.RATIO.format(0.9)).isEqualTo("90%");
        assertThat(Unit.RATIO.format(0.05)).isEqualTo("5%");
        assertThat(Unit.PERCENT.parse("85%")).isEqualTo(85);
        assertThat(Unit.PERCENT.format(85)).isEqualTo("85%");
    }

    @Test
    void durationsAreNanoseconds() {
        assertThat(Unit.NANOSECONDS.parse("10us")).isEqualTo(10_000);
        assertThat(Unit.NANOSECONDS.parse("1.5ms")).isEqualTo(1_500_000);
        assertThat(Unit.NANOSECONDS.parse("2s")).isEqualTo(2e9);
        assertThat(Unit.NANOSECONDS.parse("500")).isEqualTo(500);
        assertThat(Unit.NANOSECONDS.format(1_000_000)).isEqualTo("1ms");
        assertThat(Unit.NANOSECONDS.format(2_500)).isEqualTo("2.5us");
    }

    @Test
    void countsAndRates() {
        assertThat(Unit.COUNT.parse("1e6")).isEqualTo(1e6);
        assertThat(Unit.COUNT.parse("10k")).isEqualTo(10_000);
        assertThat(Unit.PER_SECOND.parse("100k/s")).isEqualTo(100_000);
        assertThat(Unit.COUNT.format(100)).isEqualTo("100");
    }

    @Test
    void badTextNamesTheUnitAndExamples() {
        assertThatThrownBy(() -> Unit.BYTES.parse("lots")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'lots' is not a value in bytes").hasMessageContaining("4KiB");
        assertThatThrownBy(() -> Unit.RATIO.parse("85 percent")).hasMessageContaining("unknown suffix");
        assertThatThrownBy(() -> Unit.COUNT.parse("1e400")).hasMessageContaining("not a finite number");
        assertThatThrownBy(() -> Unit.COUNT.parse("")).hasMessageContaining("not a number");
    }

    @Property
    void formatParsesBackToTheSameValue(@ForAll @LongRange(min = 0, max = 1L << 50) long v) {
        for (Unit u : Unit.values()) {
            if (u == Unit.PRIORITIES) {
                continue; // a set of eight priorities, tested below
            }
            assertThat(u.parse(u.format(v))).as("%s %s -> %s", u, v, u.format(v)).isEqualTo((double) v);
        }
    }

    @Property
    void fractionsParseBack(@ForAll @DoubleRange(min = 0, max = 1000) double v) {
        for (Unit u : Unit.values()) {
            if (u == Unit.PRIORITIES) {
                continue;
            }
            assertThat(u.parse(u.format(v))).as("%s %s -> %s", u, v, u.format(v)).isEqualTo(v);
        }
    }

    @Property
    void everyPrioritySetParsesBack(@ForAll @net.jqwik.api.constraints.IntRange(min = 1, max = 255) int mask) {
        assertThat(Unit.PRIORITIES.parse(Unit.PRIORITIES.format(mask))).isEqualTo((double) mask);
    }

    @Test
    void prioritySetsAreListsAndRanges() {
        assertThat(Unit.priorities(Unit.PRIORITIES.parse("3,4"))).containsExactly(3, 4);
        assertThat(Unit.priorities(Unit.PRIORITIES.parse("3"))).containsExactly(3);
        assertThat(Unit.priorities(Unit.PRIORITIES.parse("0-2, 6"))).containsExactly(0, 1, 2, 6);
        assertThat(Unit.PRIORITIES.format(24)).isEqualTo("3,4");
        assertThat(Unit.PRIORITIES.format(255)).isEqualTo("0-7");
        assertThatThrownBy(() -> Unit.PRIORITIES.parse("8")).hasMessageContaining("not a list of priorities 0-7");
        assertThatThrownBy(() -> Unit.PRIORITIES.parse("2.5")).hasMessageContaining("not a list of priorities");
        assertThatThrownBy(() -> Unit.PRIORITIES.parse("5-3")).hasMessageContaining("runs backwards");
    }

    @Test
    void everyUnitAcceptsItsOwnExamples() {
        for (Unit u : Unit.values()) {
            for (String example : u.examples().split(", ")) {
                assertThat(u.parse(example)).as("%s %s", u, example).isFinite();
            }
        }
    }

    @Test
    void picosecondsReadTheTimeSuffixesDownToPs() {
        assertThat(Unit.PICOSECONDS.parse("500ps")).isEqualTo(500);
        assertThat(Unit.PICOSECONDS.parse("1.5ns")).isEqualTo(1500);
        assertThat(Unit.PICOSECONDS.parse("2.5ms")).isEqualTo(2.5e9);
        assertThat(Unit.PICOSECONDS.parse("1s")).isEqualTo(1e12);
        assertThat(Unit.PICOSECONDS.parse("7")).isEqualTo(7);
        assertThat(Unit.PICOSECONDS.format(2_500_000)).isEqualTo("2.5us");
        assertThat(Unit.PICOSECONDS.format(500)).isEqualTo("500ps");
        assertThatThrownBy(() -> Unit.PICOSECONDS.parse("1h")).hasMessageContaining("not a value in picoseconds");
    }

    @Test
    void anyLetterCaseReadsTheSameSuffixesAndKeepsTheSuffixAsWritten() {
        assertThat(Unit.BITS_PER_SECOND.read("100GBPS", Unit.Letters.ANY).value()).isEqualTo(100e9);
        assertThat(Unit.BITS_PER_SECOND.read("10kb/s", Unit.Letters.ANY).value()).isEqualTo(10e3);
        assertThat(Unit.BYTES.read("1kib", Unit.Letters.ANY).value()).isEqualTo(1024);
        assertThat(Unit.BYTES.read("150kb", Unit.Letters.ANY).value()).isEqualTo(150_000);
        assertThat(Unit.PICOSECONDS.read("10US", Unit.Letters.ANY).value()).isEqualTo(10e6);
        assertThat(Unit.NANOSECONDS.read("1MS", Unit.Letters.ANY).value()).isEqualTo(1e6);
        Unit.Reading bare = Unit.BYTES.read(" 4096 ", Unit.Letters.ANY);
        assertThat(bare.bare()).isTrue();
        assertThat(Unit.BYTES.read("4 KiB", Unit.Letters.EXACT)).isEqualTo(new Unit.Reading(4096, "KiB"));
        // exact letters stay exact: the other case is refused there
        assertThatThrownBy(() -> Unit.BYTES.parse("1kib")).hasMessageContaining("unknown suffix 'kib'");
        assertThatThrownBy(() -> Unit.BITS_PER_SECOND.parse("100gbps")).hasMessageContaining("unknown suffix");
        assertThatThrownBy(() -> Unit.BYTES.read("1 parsec", Unit.Letters.ANY)).hasMessageContaining("unknown suffix");
        // a finite number beyond a double only with its prefix: infinite for read (a caller names its own
        // limit), refused by parse; a number that is itself beyond a double is refused by both
        assertThat(Unit.PICOSECONDS.read("1e300s", Unit.Letters.ANY).value()).isInfinite();
        assertThatThrownBy(() -> Unit.PICOSECONDS.parse("1e300s")).hasMessageContaining("not a finite number");
        assertThatThrownBy(() -> Unit.PICOSECONDS.read("1e400s", Unit.Letters.ANY))
                .hasMessageContaining("not a finite number");
    }
}
