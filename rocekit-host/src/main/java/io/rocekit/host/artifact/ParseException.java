package io.rocekit.host.artifact;

/**
 * A parser could not read its input: names the file, the line and what was expected, so that the
 * CLI prints one line ({@code file:line: expected X, found 'Y'}) and exits with 2.
 */
public final class ParseException extends Exception {
    private static final long serialVersionUID = 1L;
    private final String file;
    private final int line;

    /**
     * @param file     the file
     * @param line     the 1-based line, or 0 when the problem is the whole file (empty, cut short)
     * @param expected what the parser expected there
     * @param found    what it found (quoted in the message; shortened when long)
     */
    public ParseException(String file, int line, String expected, String found) {
        super(file + (line > 0 ? ":" + line : "") + ": expected " + expected
                + (found == null ? "" : ", found '" + shorten(found) + "'"));
        this.file = file;
        this.line = line;
    }

    public String file() {
        return file;
    }

    public int line() {
        return line;
    }

    private static String shorten(String s) {
        return s.length() <= 80 ? s : s.substring(0, 77) + "...";
    }
}
