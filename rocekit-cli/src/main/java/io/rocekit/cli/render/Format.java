package io.rocekit.cli.render;

/**
 * How a chart prints the numbers on an axis and in its tooltip. Each constant names a small
 * JavaScript function in the page ({@code page.js}) that prints the way
 * {@link io.rocekit.core.finding.Quantities} does in Java: the browser computes the ticks while a
 * person zooms, so the labels have to be formatted there.
 */
public enum Format {
    /** Up to 4 significant digits: 400, 97.5, 0.0123. */
    NUMBER("number"),
    /** Binary sizes for a message-size axis: 1K, 64K, 8G (as {@code Quantities.binarySize}). */
    BINARY_SIZE("binarySize"),
    /** Decimal bytes: 999 B, 146.7 kB, 2.20 GB. */
    BYTES("bytes"),
    /** Bits per second: 8.62 Gb/s. */
    BIT_RATE("bitRate"),
    /** A fraction printed as a percentage: 0.125 prints 12.5 %. */
    PERCENT("percent"),
    /** Events per second: 12.5 k/s. */
    PER_SECOND("perSecond"),
    /** Nanoseconds printed as a duration: 870 ns, 12.5 us, 3.20 ms. */
    NANOS("nanos"),
    /** Microseconds printed as a duration. */
    MICROS("micros");

    private final String js;

    Format(String js) {
        this.js = js;
    }

    /** The marker the page script replaces with the formatter function. */
    String marker() {
        return "@format:" + js;
    }
}
