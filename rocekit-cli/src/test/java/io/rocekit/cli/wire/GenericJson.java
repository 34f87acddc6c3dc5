package io.rocekit.cli.wire;

/**
 * The JSON line as the field table ({@link FrameField}) defines it, built generically: the oracle
 * that the hand-written {@link JsonFrameWriter} must match byte for byte.
 */
final class GenericJson {
    private static final FrameField[] ALL = FrameField.values();

    private GenericJson() {
    }

    static void json(TextSink s, FrameContext c) {
        s.ch('{');
        String open = null; // the group whose object is open, if any
        boolean topComma = false;
        boolean groupComma = false;
        for (FrameField f : ALL) {
            if (!f.present(c)) {
                continue;
            }
            if (f.group != open) {
                if (open != null) {
                    s.ch('}');
                }
                open = f.group;
                if (open != null) {
                    if (topComma) {
                        s.ch(',');
                    }
                    s.ch('"').str(open).str("\":{");
                    topComma = true;
                    groupComma = false;
                }
            }
            boolean comma = open != null ? groupComma : topComma;
            if (comma) {
                s.ch(',');
            }
            if (open != null) {
                groupComma = true;
            } else {
                topComma = true;
            }
            s.ch('"').str(f.leaf).str("\":");
            f.print(s, c, true);
        }
        if (open != null) {
            s.ch('}');
        }
        s.ch('}');
        s.endLine();
    }

}
