package io.rocekit.tune.sweep;

import io.rocekit.core.text.Printable;
import io.rocekit.core.yaml.YamlNode;
import java.util.regex.Pattern;

/**
 * A sweep's name, which names its results directory ({@code NAME-tune} in the working directory
 * unless {@code --out} says otherwise) and titles its reports: one path component of letters,
 * digits, {@code .}, {@code _} and {@code -}, so that a name can neither write elsewhere
 * ({@code /etc/x}, {@code ../../x}) nor carry control characters or markup into a directory name
 * or a page.
 */
final class SweepName {
    static final int MAX_CHARS = 100;
    private static final Pattern OK = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0," + (MAX_CHARS - 1) + "}");

    private SweepName() {
    }

    /** The {@code name:} value, or an error at its key naming what is allowed. */
    static String of(YamlNode y) {
        String n = y.text();
        if (!OK.matcher(n).matches()) {
            String shown = Printable.oneLine(n.length() > 60 ? n.substring(0, 60) + "..." : n);
            throw y.error("expected a name of letters, digits, '.', '_' and '-' (at most " + MAX_CHARS
                    + " characters, starting with a letter or digit): it names the results directory NAME-tune;"
                    + " found '" + shown + "' (write results elsewhere with --out DIR)");
        }
        return n;
    }

    /** The default name, from the sweep file's name, with anything else replaced by {@code _}. */
    static String fromFile(String baseName) {
        String n = baseName.replaceAll("[^A-Za-z0-9._-]", "_");
        if (n.isEmpty() || !Character.isLetterOrDigit(n.charAt(0))) {
            n = "sweep" + n;
        }
        return n.length() > MAX_CHARS ? n.substring(0, MAX_CHARS) : n;
    }
}
