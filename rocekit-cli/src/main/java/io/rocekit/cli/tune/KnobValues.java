package io.rocekit.cli.tune;

import io.rocekit.tune.sweep.KnobText;

/**
 * Knob values as people read them and as JSON holds them, one style throughout: a size is
 * {@code 505.0 kB} in reports whether the sweep, a baseline or the switch configuration wrote
 * {@code 505000}, {@code 400KB} or {@code 0.5MB}, and a plain byte count in JSON. The {@code --set}
 * lines keep the text as it was given (they must re-run exactly).
 */
final class KnobValues {
    private KnobValues() {
    }

    /** For reports: sizes through the one byte formatter, everything else as given. */
    static String human(String knob, String text) {
        return KnobText.human(knob, text);
    }

    /** For JSON: sizes as byte counts (numbers), plain decimals as numbers, the rest as text. */
    static Object json(String knob, String text) {
        var b = KnobText.bytes(knob, text);
        if (b.isPresent()) {
            return b.get();
        }
        if (text.matches("-?\\d{1,15}")) {
            return Long.parseLong(text);
        }
        if (text.matches("-?\\d{1,300}\\.\\d{1,300}")) {
            return Double.parseDouble(text);
        }
        return text;
    }
}
