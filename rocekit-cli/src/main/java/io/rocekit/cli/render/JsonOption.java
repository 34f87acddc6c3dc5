package io.rocekit.cli.render;

import picocli.CommandLine.Option;

/**
 * {@code --json}, the same on every command: add {@code @Mixin JsonOption json;} and branch on
 * {@link #enabled()}. The JSON shape of each command is documented in its docs page.
 */
public final class JsonOption {
    @Option(names = "--json", description = "Print JSON on stdout instead of text, for scripts "
            + "(fields: docs/ page of this command).")
    boolean json;

    public boolean enabled() {
        return json;
    }
}
