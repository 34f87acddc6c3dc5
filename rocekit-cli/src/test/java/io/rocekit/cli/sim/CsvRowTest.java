package io.rocekit.cli.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CsvRowTest {
    private static void assertSameAsFormat(double v, int decimals) {
        String expected = String.format(Locale.ROOT, "%." + decimals + "f", v);
        assertEquals(expected, new CsvRow().add(v, decimals).toString(), () -> "value " + v + " with " + decimals);
    }

    @Test
    void fixedDecimalsMatchStringFormatOnEdgeValues() {
        double[] edges = {0.0, -0.0, 1.0, -1.0, 0.5, 0.05, 0.0005, 1.0005, 2.0005, 0.15, 0.25, 0.35, 1.45, 2.675,
            999.9995, 9.9999, 400.0, 1e14, 1e15 - 1, 1e15, 1e15 + 2, 1e16, 1e20, 123456789.0125, 4.35e-7, 1e-300,
            Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, Double.NaN, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Math.PI, -Math.E, 48.0995, 0.9995, -0.0004};
        for (double v : edges) {
            for (int d = 0; d <= 6; d++) {
                assertSameAsFormat(v, d);
            }
        }
    }

    @Test
    void fixedDecimalsMatchStringFormatOnRandomValues() {
        SplittableRandom rnd = new SplittableRandom(22);
        for (int i = 0; i < 200_000; i++) {
            double v = switch (i % 4) {
                case 0 -> rnd.nextLong(0, 100_000_000_000L) / 1e6; // picoseconds as microseconds, as the CSVs write them
                case 1 -> rnd.nextLong(0, 1_000_000) / 8.0 + rnd.nextInt(1000) * 0.0005; // halves at the rounding digit
                case 2 -> Double.longBitsToDouble(rnd.nextLong()); // any bit pattern
                default -> rnd.nextDouble() * Math.pow(10, rnd.nextInt(-8, 17)) * (rnd.nextBoolean() ? 1 : -1);
            };
            assertSameAsFormat(v, 1 + i % 4);
        }
    }

    @Test
    void fieldsAreCommaSeparatedIncludingEmptyOnes() {
        CsvRow row = new CsvRow();
        assertEquals(",7,true,,2.50\n", row.clear().empty().add(7).add(true).empty().add(2.5, 2).end());
        assertEquals("-3\n", row.clear().add(-3).end());
    }
}
