package io.rocekit.fabric.read;

/**
 * A configuration that cannot be read: the message names the file, the line and what was expected
 * ({@code qos.cfg:12: expected a number after 'minimum-threshold', found 'x'}).
 */
public final class ConfigSyntaxException extends Exception {
    private static final long serialVersionUID = 1L;

    public ConfigSyntaxException(String file, int line, String expected) {
        super(file + ":" + line + ": " + expected);
    }

    public ConfigSyntaxException(String file, int line, String expected, Throwable cause) {
        super(file + ":" + line + ": " + expected, cause);
    }
}
