package io.rocekit.cli.sim;

import java.util.Formatter;
import java.util.Locale;

/**
 * One CSV line, built by appending: integers as {@code %d} writes them, booleans as {@code %b},
 * fixed-point numbers exactly as {@code String.format(Locale.ROOT, "%.Nf", v)} does.
 *
 * <p>Why not String.format: it parses its pattern on every call and, for {@code Locale.ROOT},
 * builds a new {@code DecimalFormatSymbols} for every number with a decimal point; k=32's
 * ports.csv (49,152 rows of 20 fields) spent over a second of the run's wall time there
 * (docs/performance.md, "Third round"). Numbers with a fraction still go through a
 * {@link Formatter}, so rounding stays the JDK's own (half-up on the digits it generates, which
 * is not the double's exact value); a whole number below 10^15 is written directly, as its digits
 * are exact. {@code Locale.US} writes the same characters as {@code Locale.ROOT} for {@code %.Nf}
 * (digit zero '0', separator '.', no grouping without the ',' flag) but takes the Formatter's
 * fast path for its decimal separator.
 */
final class CsvRow {
    private static final String[] FIXED = {"%.0f", "%.1f", "%.2f", "%.3f", "%.4f", "%.5f", "%.6f"};
    private static final String ZEROS = "000000";
    /** Below 2^53, and small enough that the JDK prints the whole number's digits without exponent. */
    private static final double EXACT_WHOLE_BELOW = 1e15;

    private final StringBuilder line = new StringBuilder(256);
    private final Formatter fixed = new Formatter(line, Locale.US);
    private boolean first = true;

    /** Starts a new line (the previous one is dropped). */
    CsvRow clear() {
        line.setLength(0);
        first = true;
        return this;
    }

    private void comma() {
        if (!first) {
            line.append(',');
        }
        first = false;
    }

    /** An empty field. */
    CsvRow empty() {
        comma();
        return this;
    }

    CsvRow add(long v) {
        comma();
        line.append(v);
        return this;
    }

    CsvRow add(boolean v) {
        comma();
        line.append(v);
        return this;
    }

    /** {@code v} as {@code %.<decimals>f} with {@code Locale.ROOT} writes it; decimals 0..6. */
    CsvRow add(double v, int decimals) {
        comma();
        appendFixed(v, decimals);
        return this;
    }

    private void appendFixed(double v, int decimals) {
        boolean negativeZero = v == 0 && Double.doubleToRawLongBits(v) != 0;
        if (v == Math.rint(v) && Math.abs(v) < EXACT_WHOLE_BELOW && !negativeZero) {
            line.append((long) v);
            if (decimals > 0) {
                line.append('.').append(ZEROS, 0, decimals);
            }
        } else {
            fixed.format(FIXED[decimals], v);
        }
    }

    /** The line so far, with a line feed. */
    String end() {
        return line.append('\n').toString();
    }

    @Override
    public String toString() {
        return line.toString();
    }
}
