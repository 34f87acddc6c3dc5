package io.rocekit.fabric.render;

/** Text from the intent inside a comment of a rendered file: one line, no control characters. */
final class Comments {
    private Comments() {
    }

    /** {@code text} with every control character (a newline that would end the comment) as '?'. */
    static String line(String text) {
        StringBuilder b = new StringBuilder(text.length());
        text.codePoints().forEach(c -> b.appendCodePoint(Character.isISOControl(c) || c == 0x2028 || c == 0x2029 ? '?' : c));
        return b.toString();
    }
}
