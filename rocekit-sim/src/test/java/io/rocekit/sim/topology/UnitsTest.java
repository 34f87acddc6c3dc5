package io.rocekit.sim.topology;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The spellings topology files, scenarios and sweeps use (ns-3's "100Gbps", "1us"), pinned: the
 * same inputs give the same values since Units became a use of core's unit grammar (issue 23).
 * The tables passed against the simulator's own grammar before; core's adds spellings, refuses
 * none of these (see {@link #coresGrammarAddsItsOwnSpellings}).
 */
class UnitsTest {
    private static Map<String, Optional<Long>> table(Object... pairs) {
        Map<String, Optional<Long>> m = new TreeMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put((String) pairs[i], Optional.ofNullable((Long) pairs[i + 1]));
        }
        return m;
    }

    @Test
    void ratesAreDecimalBitsPerSecondInAnyLetterCaseAndNeedAUnit() {
        table("100Gbps", 100_000_000_000L, "400Gb/s", 400_000_000_000L, "25gbps", 25_000_000_000L,
                "100GBPS", 100_000_000_000L, "1.6Tbps", 1_600_000_000_000L, "2.5Mbps", 2_500_000L, "10Kbps", 10_000L,
                "10kb/s", 10_000L, "9600bps", 9600L, "9600 b/s", 9600L, " 100 Gbps ", 100_000_000_000L,
                "1e2Gbps", 100_000_000_000L, ".5Gbps", 500_000_000L, "+5Gbps", 5_000_000_000L,
                "100", null, "Gbps", null, "0Gbps", null, "-5Gbps", null, "fastGbps", null,
                "1e400Gbps", null, "1e300Tbps", Long.MAX_VALUE, "NaNGbps", null, "", null)
                .forEach((text, v) -> assertThat(Units.parseRateBitsPerSec(text)).as(text).isEqualTo(v));
    }

    @Test
    void durationsArePicosecondsFromPsToSecondsAndNeedAUnit() {
        table("1000ns", 1_000_000L, "1us", 1_000_000L, "1µs", 1_000_000L, "2.5ms", 2_500_000_000L,
                "1s", 1_000_000_000_000L, "500ps", 500L, "1.5ns", 1500L, "0.0005ps", 0L, "10US", 10_000_000L,
                "0ns", 0L, "-0ns", 0L, " 2 us ", 2_000_000L, "1e3ns", 1_000_000L,
                "1e300s", Long.MAX_VALUE, "1000", null, "-1us", null, "1 minute", null, "us", null, "1h", null, "Infinityns", null, "", null)
                .forEach((text, v) -> assertThat(Units.parseDurationPs(text)).as(text).isEqualTo(v));
    }

    @Test
    void sizesAreBytesWithDecimalAndBinaryPrefixesOrAWholeNumber() {
        table("4096", 4096L, "150KB", 150_000L, "150kb", 150_000L, "1KiB", 1024L, "1kib", 1024L,
                "1.5MB", 1_500_000L, "2MiB", 2_097_152L, "1GB", 1_000_000_000L, "1GiB", 1_073_741_824L,
                "9000B", 9000L, "0", 0L, "0.5KB", 500L, " 64 KB ", 64_000L,
                "1.5", null, "-1KB", null, "-1", null, "lots", null, "KB", null, "", null)
                .forEach((text, v) -> assertThat(Units.parseBytes(text)).as(text).isEqualTo(v));
    }

    @Test
    void ratesAreWrittenInTheShortestExactSpelling() {
        assertThat(Units.formatRate(100_000_000_000L)).isEqualTo("100Gbps");
        assertThat(Units.formatRate(1_500_000L)).isEqualTo("1500000bps");
        assertThat(Units.formatRate(25_000_000L)).isEqualTo("25Mbps");
        assertThat(Units.formatRate(1234L)).isEqualTo("1234bps");
    }

    /**
     * One grammar: what core's {@code Unit} reads (the spellings of thresholds and --set) is read
     * here too. Java-literal oddities the old parser let through (hex floats, a d/f type suffix)
     * are not numbers in it.
     */
    @Test
    void coresGrammarAddsItsOwnSpellings() {
        assertThat(Units.parseRateBitsPerSec("100G")).contains(100_000_000_000L);
        assertThat(Units.parseRateBitsPerSec("25 Gbit/s")).contains(25_000_000_000L);
        assertThat(Units.parseBytes("4K")).contains(4000L);
        assertThat(Units.parseBytes("1TiB")).contains(1L << 40);
        assertThat(Units.parseBytes("9000 bytes")).contains(9000L);
        assertThat(Units.parseDurationPs("0x1p3ns")).isEmpty();
        assertThat(Units.parseDurationPs("1dns")).isEmpty();
    }
}
