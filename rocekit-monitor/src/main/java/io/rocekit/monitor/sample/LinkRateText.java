package io.rocekit.monitor.sample;

import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code ports/P/rate}: {@code "400 Gb/sec (4X NDR)"}, {@code "2.5 Gb/sec (1X SDR)"}. The kernel
 * prints the number in Gb/s (drivers/infiniband/core/sysfs.c, rate_show).
 */
final class LinkRateText {
    private static final Pattern FORM = Pattern.compile("^\\s*(\\d{1,6}(?:\\.\\d{1,6})?)\\s*Gb/sec\\b.*$");

    private LinkRateText() {
    }

    static OptionalLong bitsPerSec(String text) {
        Matcher m = FORM.matcher(text);
        if (!m.matches()) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(new java.math.BigDecimal(m.group(1)).movePointRight(9).longValue());
    }
}
