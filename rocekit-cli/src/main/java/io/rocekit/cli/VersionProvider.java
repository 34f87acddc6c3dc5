package io.rocekit.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** Reads the version Maven wrote into {@code rocekit-version.properties}. */
public final class VersionProvider implements IVersionProvider {
    /** The rocekit version, or "unknown" when run from unpackaged classes. */
    public static String version() {
        try (InputStream in = VersionProvider.class.getResourceAsStream("/rocekit-version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    @Override
    public String[] getVersion() {
        return new String[] {"rocekit " + version(), "Java " + System.getProperty("java.version")};
    }
}
