package io.rocekit.core.yaml;

import io.rocekit.core.io.InputValueException;

/**
 * A YAML document that cannot be loaded: not valid YAML, or over one of {@link YamlLoader}'s
 * limits. Readers turn it into their own input exception with {@link #file()}, {@link #line()}
 * and {@link #reason()}; one that escapes is still an input error (exit 2).
 */
public final class YamlInputException extends InputValueException {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final String reason;

    /**
     * @param line 1-based, or 0 when the place is not known
     */
    public YamlInputException(String file, int line, String reason) {
        super(file + (line > 0 ? ":" + line : "") + ": " + reason);
        this.file = file;
        this.line = line;
        this.reason = reason;
    }

    public String file() {
        return file;
    }

    /** The 1-based line, or 0 when not known. */
    public int line() {
        return line;
    }

    /** What is wrong, without the file and line. */
    public String reason() {
        return reason;
    }
}
