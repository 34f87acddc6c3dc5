package io.rocekit.cli.bench;

/** HTML escaping for text and attribute values. */
final class Html {
    private Html() {
    }

    static String text(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    static String attr(String s) {
        return text(s).replace("\"", "&quot;").replace("'", "&#39;");
    }
}
