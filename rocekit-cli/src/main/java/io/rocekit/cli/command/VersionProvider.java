package io.rocekit.cli.command;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** Reads the version Maven wrote into {@code rocekit-version.properties}. */
public final class VersionProvider implements IVersionProvider {
    /** The rocekit version, or "unknown" when run from unpackaged classes. */
    public static String version() {
        return property("version");
    }

    /**
     * The git commit the jar was built from ({@code 0123abcd4567}, with {@code -dirty} when the
     * tree had changes), or "unknown" (built from a tarball without .git).
     */
    public static String commit() {
        String c = property("commit");
        return c.equals("unknown") ? c : c + ("true".equals(property("dirty")) ? "-dirty" : "");
    }

    private static String property(String key) {
        try (InputStream in = VersionProvider.class.getResourceAsStream("/rocekit-version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty(key, "unknown");
            return v.isBlank() || v.startsWith("${") ? "unknown" : v; // not filtered: no git at build time
        } catch (IOException e) {
            return "unknown";
        }
    }

    @Override
    public String[] getVersion() {
        return new String[] {"rocekit " + version() + " (commit " + commit() + ")",
            "Java " + System.getProperty("java.version")};
    }
}
