package io.rocekit.cli.bench;

import java.util.Locale;

/** Number and size formatting shared by the text and HTML renderers. */
final class Units {
    private Units() {
    }

    /** {@code 8 GiB}, {@code 64 KiB}, {@code 2 B}: exact binary sizes, else bytes. */
    static String size(long bytes) {
        String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
        long v = bytes;
        int u = 0;
        while (u < units.length - 1 && v >= 1024 && v % 1024 == 0) {
            v /= 1024;
            u++;
        }
        return v + " " + units[u];
    }

    /** A short axis label: {@code 1K}, {@code 64M}, {@code 8G}. */
    static String shortSize(long bytes) {
        String s = size(bytes);
        return s.replace(" KiB", "K").replace(" MiB", "M").replace(" GiB", "G").replace(" TiB", "T").replace(" B", "");
    }

    /** Up to 4 significant digits, no trailing noise. */
    static String num(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e9) {
            return String.valueOf((long) v);
        }
        if (Math.abs(v) >= 100) {
            return String.format(Locale.ROOT, "%.1f", v);
        }
        return String.format(Locale.ROOT, "%.4g", v).replaceAll("(\\.\\d*?)0+$", "$1").replaceAll("\\.$", "");
    }

    /** A time as nccl-tests prints it: 2 decimals below 100 us, 1 below 10 ms, none above. */
    static String time(double us) {
        if (us >= 10000) {
            return String.format(Locale.ROOT, "%.0f", us);
        }
        return String.format(Locale.ROOT, us >= 100 ? "%.1f" : "%.2f", us);
    }

    /** Two decimals, as the tools print bandwidth. */
    static String two(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    /** A fraction as a percentage with one decimal. */
    static String pct(double fraction) {
        return String.format(Locale.ROOT, "%.1f %%", fraction * 100);
    }
}
